import type { ReactNode } from 'react'
import type { Button } from '#schema/blocks/field-buttons'
import type { BlockRenderer } from '#runtime/define-block'
import { ContentLink } from '#runtime/content-link'
import { useVisitor } from '#runtime/visitor-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-buttons/field-buttons.css'
import { LockIcon } from '#renderers/lock-icon/lock-icon'

/**
 * Link buttons. A `registered` button is locked for an anonymous visitor (spec 4, Restricted link
 * state): no href, a lock icon, `data-locked`, and a click asks the site to open the login overlay.
 * A button with nowhere to go (no URL) is left out.
 */
export const FieldButtons: BlockRenderer<'fieldButtons'> = ({ props }) => {
  const visitor = useVisitor()
  const shown = props.buttons.flatMap((button, index) => {
    const label = button.fieldButton.text || button.fieldButton.title || button.fieldButton.url
    const locked = button.fieldButtonPermissions === 'registered' && !visitor.loggedIn
    if (label === '' || (!locked && button.fieldButton.url === '')) return []
    const className = styles.variant[button.fieldButtonStyle]
    if (locked) {
      return [
        <button
          key={index}
          type="button"
          data-locked=""
          aria-haspopup="dialog"
          className={className}
          onClick={() => visitor.onLockedClick()}
        >
          <LockIcon className={styles.lockIcon} />
          {label}
        </button>,
      ]
    }
    return [<ButtonLink key={index} button={button} label={label} className={className} />]
  })
  if (shown.length === 0) return null
  return (
    <div
      data-block="fieldButtons"
      className={classNames(
        styles.buttons,
        styles.orientation[props.optionOrientation],
        styles.justify[props.optionAlignment],
      )}
    >
      {shown}
    </div>
  )
}

function ButtonLink({
  button,
  label,
  className,
}: {
  button: Button
  label: string
  className: string
}): ReactNode {
  return (
    <ContentLink
      href={button.fieldButton.url}
      className={className}
      newWindow={button.fieldButton.target === '_blank'}
      rel={button.fieldButton.target === '_blank' ? 'noreferrer' : undefined}
      title={
        button.fieldButton.title && button.fieldButton.title !== label ? button.fieldButton.title : undefined
      }
    >
      {label}
    </ContentLink>
  )
}
