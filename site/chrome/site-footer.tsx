import { RichText } from '#runtime/rich-text'
import type { FooterBlockView } from '#schema/footer'
import type { SocialKind, SocialLink } from '#schema/globals'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './footer.css'
import { NavLink } from './nav-link'

/** A footer block as the default layout's loader gives it: sanitized text, or one menu with its nodes. */

const socialNames: Record<SocialKind, string> = {
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  vimeo: 'Vimeo',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  facebook: 'Facebook',
  pinterest: 'Pinterest',
}

/**
 * The footer (spec 2, Footer): four columns of blocks, each rich text or one navigation menu (the
 * decoder refuses a second), social links in a new tab, and the last line with the year, the
 * company and 'All right reserved'.
 */
export function SiteFooter({
  columns,
  socials,
  companyName,
}: {
  columns: FooterBlockView[][]
  socials: SocialLink[]
  companyName: string
}) {
  const t = useTranslations()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          {columns.map((blocks, column) => (
            <div key={column} data-footer-column={column + 1}>
              {blocks.map((block) => {
                if (block.kind === 'menu') {
                  return (
                    <nav key={block.id} aria-label={block.navName || block.navHandle}>
                      <ul className={styles.menuList}>
                        {block.nodes.map((node) => (
                          <li key={node.id}>
                            <NavLink node={node} className={styles.link} />
                          </li>
                        ))}
                      </ul>
                    </nav>
                  )
                }
                return <RichText key={block.id} className={styles.text} html={block.html} />
              })}
            </div>
          ))}
        </div>
        {socials.length ? (
          <ul className={styles.socials} aria-label="Social">
            {socials.map((social) => (
              <li key={social.typeHandle}>
                <a
                  className={styles.social}
                  href={social.fieldLink.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t.chrome.socialLabel({ kind: socialNames[social.typeHandle] })}
                >
                  {socialNames[social.typeHandle]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className={styles.line}>
          © {new Date().getFullYear()} {companyName} · {t.allRightsReserved()}
        </p>
      </div>
    </footer>
  )
}
