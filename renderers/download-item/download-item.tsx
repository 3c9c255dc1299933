import type { ReactNode } from 'react'
import type { DownloadItem as Download } from '#schema/blocks/list-items'
import { gatedDownloadUrl } from '#schema/blocks/restricted-content'
import { useVisitor } from '#runtime/visitor-context'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/download-item/download-item.css'
import { LockIcon } from '#renderers/lock-icon/lock-icon'
import { LockedLink } from '#renderers/locked-link/locked-link'

/**
 * One download (spec 3, 6): a link to the file or page, or, for a restricted entry and an
 * anonymous visitor, a locked link to the login page (lock icon) that opens the login overlay
 * with JavaScript (LockedLink). The server has
 * already removed the URL of such an entry; a logged-in visitor whose page came without it gets
 * the file through the download gate.
 */
export function DownloadItem({ item }: { item: Download }): ReactNode {
  const visitor = useVisitor()
  const { labels } = useBlockContext()
  const locked = item.restricted && !visitor.loggedIn
  const href =
    item.url || (item.restricted && !item.isLink && item.assetId ? gatedDownloadUrl(item.assetId) : '')
  const meta = [item.format, item.category ? labels.downloadCategory(item.category) : '']
    .filter(Boolean)
    .join(' · ')
  return (
    <div className={styles.item} data-download={item.id} data-locked={locked ? '' : undefined}>
      {item.fieldImage ? (
        <img
          className={styles.thumb}
          src={item.fieldImage.url}
          width={item.fieldImage.width}
          height={item.fieldImage.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span />
      )}
      <div>
        <p className={styles.title}>{item.title}</p>
        <p className={styles.meta}>{locked ? labels.restricted : meta}</p>
      </div>
      {locked ? (
        <LockedLink className={classNames(styles.action, styles.locked)}>
          <LockIcon />
          {labels.loginToDownload}
        </LockedLink>
      ) : href ? (
        <a
          className={styles.action}
          href={href}
          {...(item.isLink ? { target: '_blank', rel: 'noopener noreferrer' } : { download: '' })}
          aria-label={`${item.isLink ? labels.openLink : labels.download}: ${item.title}`}
        >
          {item.isLink ? labels.openLink : labels.download}
        </a>
      ) : null}
    </div>
  )
}
