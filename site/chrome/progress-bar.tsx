import { useContext, useEffect, useRef, useState } from 'react'
import { UNSAFE_DataRouterStateContext, useFetchers, useNavigation } from 'react-router'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './chrome.css'
import { useNavigationFailure } from './navigation-failure'

/** spec 9: requests shorter than this never show the bar. */
const progressThrottleMs = 200

type BarState = 'idle' | 'running' | 'done' | 'failed'

/**
 * The progress bar (spec 2, Layouts): shown once navigations or fetchers have been pending for
 * 200 ms, creeping over 5000 ms, completed when they end, red when the new page failed to load,
 * or could not start loading and the visitor stays on their page (navigation-failure.ts).
 */
export function ProgressBar() {
  const t = useTranslations()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const routerState = useContext(UNSAFE_DataRouterStateContext)
  const navigationFailure = useNavigationFailure()
  const failed = routerState?.errors != null || navigationFailure !== null
  const pending = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const [state, setState] = useState<BarState>('idle')
  // Whether requests were pending since the bar last settled: a failure shows even when it came
  // sooner than the throttle (an aborted request fails at once).
  const started = useRef(false)

  useEffect(() => {
    if (pending) started.current = true
    // Both changes are timed: the throttle before showing, the next tick for the end.
    const timer = pending
      ? setTimeout(() => setState('running'), progressThrottleMs)
      : setTimeout(() => {
          if (!started.current) return
          started.current = false
          setState((current) => (failed ? 'failed' : current === 'running' ? 'done' : current))
        }, 0)
    return () => clearTimeout(timer)
  }, [pending, failed])

  // A navigation that failed without an error page (offline, a missing chunk) turns the bar red at
  // once, even when nothing was pending (a click blocked offline).
  // (React's "adjust state when a prop changes", as the store hands a new object per failure.)
  const [shownFailure, setShownFailure] = useState(navigationFailure)
  if (navigationFailure !== shownFailure) {
    setShownFailure(navigationFailure)
    if (navigationFailure) setState('failed')
  }

  const settle = () => setState((current) => (current === 'done' || current === 'failed' ? 'idle' : current))

  return (
    <div
      className={styles.progress}
      data-state={state}
      role="progressbar"
      aria-label={t.chrome.loading()}
      aria-hidden={state !== 'running'}
      aria-busy={state === 'running'}
      onTransitionEnd={settle}
      onAnimationEnd={settle}
    />
  )
}
