import type { Store } from '#schema/store'
import * as styles from './store-map.css'

export type PopupLabels = {
  storeType(store: Store): string
  phone: string
  email: string
  website: string
  directions: string
}

/** A store's popup (built as DOM, text only: CMS content never becomes markup here). */
export function storePopup(store: Store, labels: PopupLabels): HTMLElement {
  const root = document.createElement('div')
  root.className = styles.popup
  root.dataset['popupStore'] = store.id
  const add = (tag: 'h2' | 'p', text: string, className: string) => {
    const element = document.createElement(tag)
    element.className = className
    element.textContent = text
    root.append(element)
    return element
  }
  const link = (href: string, text: string, label: string, external: boolean) => {
    const line = document.createElement('p')
    line.className = styles.popupLine
    const anchor = document.createElement('a')
    anchor.href = href
    anchor.textContent = text
    anchor.setAttribute('aria-label', `${label}: ${text}`)
    if (external) {
      anchor.target = '_blank'
      anchor.rel = 'noopener noreferrer'
    }
    line.append(anchor)
    root.append(line)
  }
  // The page's only heading above is its h1: the store's name is the next level (axe heading-order).
  add('h2', store.name, styles.popupTitle)
  add('p', labels.storeType(store), styles.popupType)
  add('p', store.address, styles.popupLine)
  add(
    'p',
    [store.zip, store.city, store.province && store.province !== store.city ? `(${store.province})` : '']
      .filter(Boolean)
      .join(' '),
    styles.popupLine,
  )
  add('p', store.country, styles.popupLine)
  if (store.phone) link(`tel:${store.phone.replace(/[^+\d]/g, '')}`, store.phone, labels.phone, false)
  if (store.email) link(`mailto:${store.email}`, store.email, labels.email, false)
  if (store.website && /^https?:\/\//.test(store.website))
    link(store.website, store.website.replace(/^https?:\/\/(www\.)?/, ''), labels.website, true)
  link(directionsUrl(store), labels.directions, labels.directions, true)
  return root
}

/** A directions link (opened by the visitor, so the page itself still requests nothing outside). */
function directionsUrl(store: Store): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`
}
