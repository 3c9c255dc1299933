import { useCallback, useEffect, useRef, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { useOnline } from './use-online'

/** spec 9: links prefetch once the browser has been idle, or after 2000 ms at the latest. */
const prefetchIdleTimeoutMs = 2000

/** A page prefetched this recently is not asked for again (the browser keeps a prefetch 5 minutes). */
const prefetchKeptMs = 5 * 60 * 1000

type Connection = { saveData?: boolean; effectiveType?: string }

/** Whether prefetching would cost the visitor (spec 4: not offline, not on 2g, not with data-saver). */
function prefetchAllowed(online: boolean, connection: Connection | undefined): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  return !(connection?.effectiveType ?? '').includes('2g')
}

function connectionOf(value: Navigator): Connection | undefined {
  if (!('connection' in value)) return undefined
  const connection: unknown = value.connection
  if (typeof connection !== 'object' || connection === null) return undefined
  return {
    saveData: 'saveData' in connection && connection.saveData === true,
    effectiveType:
      'effectiveType' in connection && typeof connection.effectiveType === 'string'
        ? connection.effectiveType
        : '',
  }
}

/**
 * React Router writes `as="fetch"` on a page's data link, which HTML allows only with
 * rel="preload" (34 of 35 hydrated pages failed the Nu checker, docs/accessibility.md). Its own props are
 * spread after it, so this one removes the attribute (its types leave `as` out, hence the index
 * type). A prefetch without `as` fills the same HTTP cache the navigation's fetch reads;
 * html-validity.spec.ts checks the hydrated DOM.
 */
const withoutAs: Record<string, undefined> = { as: undefined }

let idle: Promise<void> | undefined

/** Resolves once the browser has first been idle after the page loaded (2000 ms at the latest). */
function whenIdle(): Promise<void> {
  idle ??= new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: prefetchIdleTimeoutMs })
    else setTimeout(resolve, prefetchIdleTimeoutMs)
  })
  return idle
}

/** The pages asked for, and when: one page linked from the header, the footer and the content is fetched once. */
const prefetchedAt = new Map<string, number>()

function claim(path: string): boolean {
  const at = prefetchedAt.get(path)
  if (at !== undefined && Date.now() - at < prefetchKeptMs) return false
  prefetchedAt.set(path, Date.now())
  return true
}

/** One observer for every link: each waits to be seen, then stops being watched. */
const seenCallbacks = new Map<Element, () => void>()
let observer: IntersectionObserver | undefined

function onceSeen(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      const seen = seenCallbacks.get(entry.target)
      observer?.unobserve(entry.target)
      seenCallbacks.delete(entry.target)
      seen?.()
    }
  })
  seenCallbacks.set(element, callback)
  observer.observe(element)
  return () => {
    seenCallbacks.delete(element)
    observer?.unobserve(element)
  }
}

/**
 * When a link's page is prefetched (spec 4, 9: when idle; not offline, on 2g or with data-saver):
 * once the browser has been idle and the link is on screen, or at once when the visitor shows
 * intent (a pointer over it, a focus, a touch). Prefetching every link of a page at idle asked the
 * server for some 35 pages' data on each page view, and React hoisted 200 links into the head on a
 * phone's main thread (decision 028).
 *
 * The element is watched through a ref, not state: a state setter as the ref was called for every
 * link as the page hydrated, and re-rendered all of them at once, in one long task.
 *
 * @example
 * const { watch, want, links } = useLinkPrefetch(path)
 * return <><Link ref={watch} onFocus={want} to={path} />{links}</>
 */
export function useLinkPrefetch(path: string | undefined) {
  const online = useOnline()
  const watch = useRef<HTMLAnchorElement>(null)
  const [wanted, setWanted] = useState(false)
  const want = useCallback(() => {
    if (path === undefined || !prefetchAllowed(online, connectionOf(navigator))) return
    if (claim(path)) setWanted(true)
  }, [path, online])
  useEffect(() => {
    const element = watch.current
    if (!element || path === undefined) return
    let stop = () => {}
    let live = true
    void whenIdle().then(() => {
      if (live) stop = onceSeen(element, want)
    })
    return () => {
      live = false
      stop()
    }
  }, [path, want])
  return {
    /** The link's element, to see when it comes on screen. */
    watch,
    /** The visitor's intent to follow the link: prefetch now. */
    want,
    links: wanted && path !== undefined ? <PrefetchPageLinks page={path} {...withoutAs} /> : null,
  }
}
