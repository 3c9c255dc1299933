import type { NavNode } from '#schema/navigation'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'
import { Icon } from './icons'
import { NavLink } from './nav-link'

/**
 * The desktop main navigation (spec 2, Header): first-level nodes, and for those with children a
 * button that toggles their dropdown. Which dropdown is open is the overlays machine's state.
 */
export function MainNav({
  menu,
  enhanced,
  openSubmenu,
  onToggle,
}: {
  menu: NavNode[]
  /** JavaScript runs the dropdowns; until then they open on hover and keyboard focus (CSS). */
  enhanced: boolean
  openSubmenu: string | null
  onToggle: (id: string) => void
}) {
  const t = useTranslations()
  return (
    <nav
      className={styles.nav}
      aria-label={t.mainNavigation()}
      data-main-nav=""
      data-enhanced={enhanced ? '' : undefined}
    >
      <ul className={styles.navList}>
        {menu.map((node) => {
          const id = String(node.id)
          const panelId = `submenu-${id}`
          const open = openSubmenu === id
          return (
            <li
              key={id}
              className={styles.navItem}
              // An open dropdown closes when focus moves on past it, as Tab through the menu does
              // (WCAG 1.4.13): it would otherwise cover the page where focus went.
              // The open state is read from the page, not this render, so a dropdown that
              // something else closed meanwhile is not toggled open again.
              onBlur={(event) => {
                const item = event.currentTarget
                if (item.contains(event.relatedTarget)) return
                if (item.querySelector('button[aria-expanded="true"]')) onToggle(id)
              }}
            >
              {node.children.length === 0 ? (
                <NavLink
                  node={node}
                  className={node.type === 'passive' || !node.url ? styles.navPassive : styles.navLink}
                />
              ) : (
                <>
                  <button
                    type="button"
                    className={styles.navLink}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => onToggle(id)}
                  >
                    {node.title}
                    <span className={styles.chevron}>
                      <Icon name="chevron" size={16} />
                    </span>
                  </button>
                  <ul
                    id={panelId}
                    className={styles.dropdown}
                    hidden={!open}
                    aria-label={t.chrome.submenuOf({ title: node.title })}
                  >
                    {node.type !== 'passive' && node.url ? (
                      <li>
                        <NavLink node={node} className={styles.dropdownLink} />
                      </li>
                    ) : null}
                    {node.children.map((child) => (
                      <li key={child.id}>
                        <NavLink
                          node={child}
                          className={
                            child.type === 'passive' || !child.url
                              ? styles.dropdownPassive
                              : styles.dropdownLink
                          }
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
