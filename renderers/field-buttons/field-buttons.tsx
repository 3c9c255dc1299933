import type { MouseEvent, ReactNode } from 'react'
import { gatedDownloadPrefix } from '#schema/blocks/restricted-content'
import type { Button } from '#schema/blocks/field-buttons'
import type { BlockRenderer } from '#runtime/define-block'
import { ContentLink } from '#runtime/content-link'
import { useVisitor } from '#runtime/visitor-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-buttons/field-buttons.css'
import { LockIcon } from '#renderers/lock-icon/lock-icon'
import { LockedLink } from '#renderers/locked-link/locked-link'

/**
 * Link buttons. A `registered` button is locked for an anonymous visitor (spec 4, Restricted link
 * state): a link to the login page instead of its URL, with a lock icon and `data-locked`; a click
 * asks the site to open the login overlay (LockedLink).
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
        <LockedLink key={index} className={className}>
          <LockIcon className={styles.lockIcon} />
          {label}
        </LockedLink>,
      ]
    }
    return [
      <ButtonLink
        key={index}
        button={button}
        label={label}
        className={className}
        followGated={visitor.followGated}
        onExpired={visitor.onLockedClick}
      />,
    ]
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
  followGated,
  onExpired,
}: {
  button: Button
  label: string
  className: string
  followGated: ((url: string, onExpired: () => void) => void) | undefined
  onExpired: () => void
}): ReactNode {
  const url = button.fieldButton.url
  // A file of the download gate: the site checks the session first (decision 039).
  const gated = followGated && url.startsWith(gatedDownloadPrefix) && button.fieldButton.target !== '_blank'
  return (
    <ContentLink
      href={button.fieldButton.url}
      className={className}
      newWindow={button.fieldButton.target === '_blank'}
      rel={button.fieldButton.target === '_blank' ? 'noreferrer' : undefined}
      title={
        button.fieldButton.title && button.fieldButton.title !== label ? button.fieldButton.title : undefined
      }
      {...(gated
        ? {
            onClick: (event: MouseEvent<HTMLAnchorElement>) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return
              event.preventDefault()
              followGated(url, onExpired)
            },
          }
        : {})}
    >
      {label}
    </ContentLink>
  )
}
