import * as t from 'io-ts'
import { fromPromise } from 'xstate'
import type { AccountReply } from '#machines/account-reply'
import { resetPasswordMachine } from '#machines/reset-password.machine'
import { sessionMachine } from '#machines/session.machine'
import type { RegistrationPayload } from '#machines/session.machine'
import type { ChangePasswordRequest, LoginRequest } from '#schema/account/account-requests'
import { User } from '#schema/account/user'
import { callAccountApi } from './account-api'
import { removeTokenCookie, writeTokenCookie } from './token-cookie'

const MaybeUser = t.union([User, t.null])

/** The session machine with the browser's calls (fetch) and cookie writes. */
export const browserSessionMachine = sessionMachine.provide({
  actors: {
    login: fromPromise(({ input }: { input: LoginRequest }) =>
      callAccountApi('/login', MaybeUser, { method: 'POST', body: input }),
    ),
    register: fromPromise(({ input }: { input: RegistrationPayload }) =>
      callAccountApi('/register', MaybeUser, { method: 'POST', body: input }),
    ),
    logout: fromPromise(({ input }: { input: { token: string } }) =>
      callAccountApi('/logout', MaybeUser, { method: 'POST', body: {}, token: input.token }),
    ),
    fetchUser: fromPromise(({ input }: { input: { token: string } }) =>
      callAccountApi('/users/me', MaybeUser, { method: 'GET', token: input.token }),
    ),
  },
  actions: {
    writeTokenCookie: (_, params) => writeTokenCookie(params),
    removeTokenCookie: () => removeTokenCookie(),
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

/** POST /change-password (logged in): a new token comes back, older sessions end (issue 5). */
export function changePassword(
  body: ChangePasswordRequest,
  token: string,
): Promise<AccountReply<User | null>> {
  return callAccountApi('/change-password', MaybeUser, { method: 'POST', body, token })
}
