import { useActorRef, useSelector } from '@xstate/react'
import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { useRevalidator } from 'react-router'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { VisitorContext, useVisitor } from '#runtime/visitor-context'
import type { MessageCode } from '#schema/account/message-code'
import type { User } from '#schema/account/user'
import { browserSessionMachine } from './browser-actors'
import { readTokenCookie } from './token-cookie'

export type SessionActor = ActorRefFrom<typeof browserSessionMachine>

/**
 * What screens know of the session. `unknown` on the server and during hydration (the server does
 * not verify tokens, so it renders nothing that needs one); `checking` while users/me is pending.
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'checking' | 'loggedIn'

const SessionContext = createContext<SessionActor | null>(null)

const subscribeNothing = () => () => {}

/**
 * Runs the session machine for the whole app (started from the `fast_jwt` cookie) and provides
 * `VisitorContext`: logged in only once the server confirmed the token (users/me, login or
 * register), so locked links open only for a verified session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token] = useState(readTokenCookie)
  const session = useActorRef(browserSessionMachine, { input: { token } })
  const verified = useSelector(
    session,
    (snapshot) => snapshot.matches('loggedIn') && snapshot.context.user !== null,
  )
  useReloadPageDataOnSessionChange(verified, session, token)
  const outer = useVisitor()
  const visitor = useMemo(
    () => ({ loggedIn: verified, onLockedClick: outer.onLockedClick }),
    [verified, outer.onLockedClick],
  )
  return (
    <SessionContext value={session}>
      <VisitorContext value={visitor}>{children}</VisitorContext>
    </SessionContext>
  )
}

/**
 * Loaders decide from the session cookie what a page may show (restricted downloads and links,
 * spec 6), so a login or a logout reloads the page's data. Confirming the cookie the page was
 * rendered with changes nothing, and reloads nothing.
 */
function useReloadPageDataOnSessionChange(
  verified: boolean,
  session: SessionActor,
  renderedWith: string | null,
) {
  const { revalidate } = useRevalidator()
  const previous = useRef(verified)
  useEffect(() => {
    if (previous.current === verified) return
    previous.current = verified
    const confirmedRenderedToken = verified && session.getSnapshot().context.token === renderedWith
    if (!confirmedRenderedToken) void revalidate()
  }, [verified, session, renderedWith, revalidate])
}

export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a <SessionProvider> above it (site/root.tsx)')
  return session
}

/** The session as screens use it: status, user, the last message, and the actor to send events to. */
export function useSession(): {
  status: SessionStatus
  user: User | null
  token: string | null
  message: MessageCode | null
  busy: boolean
  actor: SessionActor
} {
  const actor = useSessionActor()
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
  const status = useSelector(actor, (snapshot): SessionStatus =>
    snapshot.matches('loggedIn')
      ? snapshot.context.user === null && snapshot.matches({ loggedIn: 'loadingUser' })
        ? 'checking'
        : 'loggedIn'
      : 'anonymous',
  )
  const user = useSelector(actor, (snapshot) => snapshot.context.user)
  const token = useSelector(actor, (snapshot) => snapshot.context.token)
  const message = useSelector(actor, (snapshot) => snapshot.context.message)
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  return { status: hydrated ? status : 'unknown', user, token, message, busy, actor }
}
