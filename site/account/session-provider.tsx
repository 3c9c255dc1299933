import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useRevalidator } from 'react-router'
import type { ReactNode } from 'react'
import type { EventFrom, SnapshotFrom } from 'xstate'
import { VisitorContext, useVisitor } from '#runtime/visitor-context'
import { useHydrated } from '#site/chrome/use-hydrated'
import type { MessageCode } from '#schema/account/message-code'
import type { User } from '#schema/account/user'
import type { SessionActor } from './browser-session'
import { useRenderedVisitor } from './rendered-visitor'
import { sessionHintText } from './token-cookie'

export type { SessionActor }

/** What forms send to the session; events sent before it has loaded wait for it. */
export type SessionSender = { send(event: EventFrom<SessionActor>): void }

/**
 * What screens know of the session. On the server, during hydration and while the session's code
 * loads: `loggedIn` when the server rendered the page for a user (it verified the cookie), else
 * `unknown`; `checking` while users/me is pending for a page rendered without the user.
 */
export type SessionStatus = 'unknown' | 'anonymous' | 'checking' | 'loggedIn'

type Session = { actor: SessionActor | null; sender: SessionSender; start: () => void }

const SessionContext = createContext<Session | null>(null)

// spec 8, Success messages: a login or logout made with JS says so for a moment.
const SessionToast = lazy(() => import('./session-toast'))
const toastedAnswers: ReadonlySet<MessageCode> = new Set<MessageCode>([
  'Logged in',
  'Logged out successfully',
])

/**
 * Runs the session machine for the whole app and provides `VisitorContext`: logged in only once
 * the server confirmed the session (the page's render, users/me, login or register), so locked
 * links open only for a verified session. docs/architecture.md, Performance: the machine, its actors and decoders load with `import()`, at once
 * when the page has the session hint cookie, else when a screen or form first asks for the
 * session: an anonymous visitor's first load carries none of it. The token itself is an HttpOnly
 * cookie no script here can read (docs/security.md).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [hint] = useState(sessionHintText)
  const renderedFor = useRenderedVisitor()
  const [actor, setActor] = useState<SessionActor | null>(null)
  const loading = useRef<Promise<SessionActor> | null>(null)
  const loaded = useRef<SessionActor | null>(null)
  const load = useCallback(() => {
    loading.current ??= import('./browser-session')
      .then(({ browserSession }) => browserSession())
      .then((started) => {
        loaded.current = started
        setActor(started)
        return started
      })
    return loading.current
  }, [])
  useEffect(() => {
    if (hint) void load()
  }, [hint, load])
  // One sender for the page's life: screens that send from effects send once, loaded or not.
  const sender = useMemo<SessionSender>(
    () => ({
      send: (event) => {
        if (loaded.current) loaded.current.send(event)
        else void load().then((started) => started.send(event))
      },
    }),
    [load],
  )
  const session = useMemo<Session>(() => ({ actor, sender, start: () => void load() }), [actor, sender, load])
  const snapshot = useSnapshot(actor)
  const verified = isLoggedIn(snapshot, renderedFor)
  const [answer, setAnswer] = useState<MessageCode | null>(null)
  const hideAnswer = useCallback(() => setAnswer(null), [])
  useEffect(() => {
    if (!actor) return
    let previous = actor.getSnapshot().context.message
    const subscription = actor.subscribe(({ context: { message } }) => {
      if (message !== previous && message !== null && toastedAnswers.has(message)) setAnswer(message)
      previous = message
    })
    return () => subscription.unsubscribe()
  }, [actor])
  useReloadPageDataOnSessionChange(verified, hint)
  const outer = useVisitor()
  const visitor = useMemo(
    () => ({
      loggedIn: verified,
      onLockedClick: outer.onLockedClick,
      followGated: (url: string, onExpired: () => void) => void followGated(url, sender, onExpired),
    }),
    [verified, outer.onLockedClick, sender],
  )
  return (
    <SessionContext value={session}>
      <VisitorContext value={visitor}>
        {children}
        {answer ? (
          <Suspense fallback={null}>
            <SessionToast message={answer} onDone={hideAnswer} />
          </Suspense>
        ) : null}
      </VisitorContext>
    </SessionContext>
  )
}

/**
 * Whether the visitor is logged in: the machine's word once it runs; the server's (it verified the
 * session cookie when it rendered the page) before, and while a live session's user is loading.
 */
function isLoggedIn(snapshot: SnapshotFrom<SessionActor> | null, renderedFor: User | null): boolean {
  if (snapshot === null) return renderedFor !== null
  if (!snapshot.matches('loggedIn')) return false
  return snapshot.context.user !== null || renderedFor !== null
}

/** The actor's snapshot, following it; null before it has loaded and on the server. */
function useSnapshot(actor: SessionActor | null): SnapshotFrom<SessionActor> | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(changed)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
}

/**
 * Loaders decide from the session cookie what a page may show (restricted downloads and links,
 * spec 6), so a login or a logout reloads the page's data. Confirming the cookie the page was
 * rendered with changes nothing, and reloads nothing: a new session brings a new hint.
 */
function useReloadPageDataOnSessionChange(verified: boolean, renderedWith: string | null) {
  const { revalidate } = useRevalidator()
  const previous = useRef(verified)
  useEffect(() => {
    if (previous.current === verified) return
    previous.current = verified
    const confirmedRenderedSession = verified && renderedWith !== null && sessionHintText() === renderedWith
    if (!confirmedRenderedSession) void revalidate()
  }, [verified, renderedWith, revalidate])
}

function useSessionContext(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSession needs a <SessionProvider> above it (site/root.tsx)')
  return session
}

/**
 * The session as screens use it: status, user, the last message, and where to send events. The
 * first screen or form that asks loads the session's code.
 */
export function useSession(): {
  status: SessionStatus
  user: User | null
  message: MessageCode | null
  busy: boolean
  actor: SessionSender
} {
  const session = useSessionContext()
  const { actor, start } = session
  useEffect(() => {
    if (!actor) start()
  }, [actor, start])
  const hydrated = useHydrated()
  const snapshot = useSnapshot(actor)
  const renderedFor = useRenderedVisitor()
  if (!hydrated || !snapshot)
    return {
      status: renderedFor ? 'loggedIn' : 'unknown',
      user: renderedFor,
      message: null,
      busy: false,
      actor: session.sender,
    }
  const loggedIn = snapshot.matches('loggedIn')
  // The user the page was rendered for stands in while users/me confirms it: no "loading" flash.
  const user = snapshot.context.user ?? (loggedIn ? renderedFor : null)
  const status: SessionStatus = loggedIn
    ? user === null && snapshot.matches({ loggedIn: 'loadingUser' })
      ? 'checking'
      : 'loggedIn'
    : 'anonymous'
  return {
    status,
    user,
    message: snapshot.context.message,
    busy: snapshot.hasTag('busy'),
    actor: session.sender,
  }
}

/**
 * A gated file for a session the page believes in: asked of users/me first, because a session that
 * expired while the page was open would get the gate's 401 in the tab (decision 039). Expired:
 * the session ends and the login overlay opens. Anything else: the file opens (the gate itself
 * sends a navigation without a session to the login page).
 */
async function followGated(url: string, sender: SessionSender, openLogin: () => void): Promise<void> {
  const answer = await fetch('/api/auth/v1/users/me', { headers: { Accept: 'application/json' } }).catch(
    () => undefined,
  )
  if (answer?.status === 401) {
    sender.send({ type: 'UNAUTHORIZED' })
    openLogin()
    return
  }
  window.location.assign(url)
}
