import * as t from 'io-ts'
import { fromPromise } from 'xstate'
import type { AccountReply } from '#machines/account-reply'
import { resetPasswordMachine } from '#machines/reset-password.machine'
import { sessionMachine } from '#machines/session.machine'
import type { RegistrationPayload } from '#machines/session.machine'
import type { ChangePasswordRequest, LoginRequest } from '#schema/account/account-requests'
import { User } from '#schema/account/user'
import { callAccountApi } from './account-api'
import { forgetSessionHint, readSessionHint } from './session-hint'

const MaybeUser = t.union([User, t.null])

/**
 * A call that may start a session: the server answered it with the HttpOnly cookie and its hint,
 * so the session's end is read from the hint (the token never reaches the page, docs/security.md).
 */
async function startingSession<D>(reply: Promise<AccountReply<D>>): Promise<AccountReply<D>> {
  const answered = await reply
  return answered.answer.success ? { ...answered, sessionEndsAt: readSessionHint() } : answered
}

/** The session machine with the browser's calls (fetch, carried by the session cookie). */
export const browserSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(({ input }: { input: LoginRequest }) =>
      startingSession(callAccountApi('/login', MaybeUser, { method: 'POST', body: input })),
    ),
    register: fromPromise(({ input }: { input: RegistrationPayload }) =>
      startingSession(callAccountApi('/register', MaybeUser, { method: 'POST', body: input })),
    ),
    logout: fromPromise(() => callAccountApi('/logout', MaybeUser, { method: 'POST', body: {} })),
    fetchUser: fromPromise(() => callAccountApi('/users/me', MaybeUser, { method: 'GET' })),
  },
  actions: {
    forgetSession: () => forgetSessionHint(),
  },
})

/** The reset machine with the browser's calls; the reset token travels as `Authorization: Jwt`. */
export const browserResetPasswordMachine = resetPasswordMachine.provide({
  actors: {
    requestCode: fromPromise(({ input }: { input: { email: string } }) =>
      callAccountApi('/reset-password', t.unknown, { method: 'POST', body: input }),
    ),
    checkCode: fromPromise(({ input }: { input: { email: string; code: string } }) =>
      callAccountApi('/check-reset-password', t.unknown, { method: 'POST', body: input }),
    ),
    setPassword: fromPromise(({ input }: { input: { email: string; password: string; token: string } }) =>
      callAccountApi('/change-password-reset', t.unknown, {
        method: 'POST',
        body: { password: input.password, email: input.email },
        token: input.token,
      }),
    ),
  },
})

/** POST /change-password (logged in): the session cookie is renewed, older sessions end (spec §7.1). */
export function changePassword(body: ChangePasswordRequest): Promise<AccountReply<User | null>> {
  return startingSession(callAccountApi('/change-password', MaybeUser, { method: 'POST', body }))
}
