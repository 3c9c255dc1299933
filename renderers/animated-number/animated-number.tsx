import { useEffect, useRef, useState } from 'react'
import { locales } from '#schema/locale'
import type { BlockRenderer } from '#runtime/define-block'
import { textColor } from '#runtime/styles/block-colors.css'
import { fontSize } from '#runtime/styles/typography.css'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/animated-number/animated-number.css'
import { visuallyHidden } from '#runtime/visually-hidden.css'

const durationMs = 1600

/**
 * A figure that counts up from 0 when it scrolls into view. The server renders the final number
 * (readable without script, and by assistive technology, which is told only the final value);
 * with prefers-reduced-motion it never moves.
 */
export const AnimatedNumber: BlockRenderer<'animatedNumber'> = ({ props }) => {
  const { locale } = useBlockContext()
  const target = props.fieldNumber
  const [shown, setShown] = useState(target)
  const element = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    const node = element.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const box = node.getBoundingClientRect()
    if (box.top < window.innerHeight && box.bottom > 0) return // already in view: no jump back to 0
    setShown(0)
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const start = performance.now()
      const tick = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs)
        setShown(Math.round(target * (1 - (1 - progress) ** 3)))
        if (progress < 1) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [target])

  // 'always': Italian groups four-digit figures too ("1.200"), as the company writes them.
  const format = new Intl.NumberFormat(locales[locale].iso, { useGrouping: 'always' })
  return (
    <div
      data-block="animatedNumber"
      className={classNames(styles.block, textColor[props.optionTextColor])}
      style={{ textAlign: props.optionAlignment }}
    >
      <p
        ref={element}
        className={classNames(styles.number, fontSize[props.optionFontSize])}
        style={{ margin: 0 }}
      >
        {/* The final figure for assistive technology and text search, while the visible one counts up. */}
        <span className={visuallyHidden}>{format.format(target)}</span>
        <span aria-hidden="true">{format.format(shown)}</span>
      </p>
      {props.fieldTitle ? <p className={styles.caption}>{props.fieldTitle}</p> : null}
    </div>
  )
}
