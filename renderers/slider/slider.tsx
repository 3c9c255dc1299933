import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/slider/slider.css'
import { visuallyHidden } from '#runtime/visually-hidden.css'

/**
 * A row of slides that scrolls sideways: touch and trackpad swipe natively (scroll snap), mouse
 * users get previous/next buttons, keyboard users the same buttons or the arrow keys on the
 * focused track. The position ("2 of 5") is announced through a polite live region.
 *
 * @example <Slider label="Products" perView={3}>{cards}</Slider>
 */
export function Slider({
  label,
  perView,
  children,
}: {
  label: string
  perView: number
  children: ReactNode[]
}): ReactNode {
  const { labels } = useBlockContext()
  const track = useRef<HTMLDivElement>(null)
  const previous = useRef<HTMLButtonElement>(null)
  const following = useRef<HTMLButtonElement>(null)
  const [index, setIndex] = useState(0)
  const total = children.length

  const go = useCallback(
    (next: number) => {
      const element = track.current
      const clamped = Math.max(0, Math.min(total - 1, next))
      const slide = element?.children[clamped]
      if (element && slide instanceof HTMLElement)
        element.scrollTo({ left: slide.offsetLeft - element.offsetLeft })
      setIndex(clamped)
      // An arrow about to be disabled would drop the focus to the page: it moves to the other
      // arrow instead (WCAG 2.2 2.4.3).
      const focused = document.activeElement
      if (clamped === 0 && focused === previous.current) following.current?.focus()
      if (clamped === total - 1 && focused === following.current) previous.current?.focus()
    },
    [total],
  )

  // Swipes and scrollbar drags move the track without the buttons: follow them.
  useEffect(() => {
    const element = track.current
    if (!element) return
    const onScroll = () => {
      const first = element.children[0]
      const width = first instanceof HTMLElement ? first.offsetWidth : 0
      if (width > 0) setIndex(Math.round(element.scrollLeft / width))
    }
    element.addEventListener('scrollend', onScroll)
    return () => element.removeEventListener('scrollend', onScroll)
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else if (event.key === 'Home') go(0)
    else if (event.key === 'End') go(total - 1)
    else return
    event.preventDefault()
  }

  // `perView` is `var(--name)`: the inline style sets `--name`, the stylesheet sizes the slides.
  const slideWidth = { [styles.perView.slice(4, -1)]: String(perView) } as CSSProperties
  return (
    <div
      className={styles.slider}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-slider=""
    >
      {/* Focusable so keyboard users can scroll it; a group with a name that says how (a scrolling
          region must take the focus, WCAG 2.1.1), and the arrow keys move it. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={track}
        className={styles.track}
        style={slideWidth}
        role="group"
        aria-label={labels.sliderTrack(label)}
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      <div className={styles.controls}>
        <button
          ref={previous}
          type="button"
          className={styles.arrow}
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          {/* The name is the hidden word; the arrow only draws it (WCAG 2.5.3, label in name). */}
          <span aria-hidden="true">←</span>
          <span className={visuallyHidden}>{labels.previous}</span>
        </button>
        <span className={styles.status} aria-live="polite" aria-atomic="true">
          {labels.position(index + 1, total)}
        </span>
        <button
          ref={following}
          type="button"
          className={styles.arrow}
          onClick={() => go(index + 1)}
          disabled={index >= total - 1}
        >
          <span aria-hidden="true">→</span>
          <span className={visuallyHidden}>{labels.next}</span>
        </button>
      </div>
    </div>
  )
}
