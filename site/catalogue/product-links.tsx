import type { ReactNode } from 'react'
import { useTranslations } from '#site/i18n/translations'
import type { ProductPageData } from './product-page-data.server'
import * as styles from './product.css'

/**
 * Under a product's title: its collection and category, and the two calls a buyer wants, "Ask
 * for information" (the contact form, the product named in `?product=`) and "Find a dealer"
 * (the store locator). Plain links, so they work before JavaScript runs.
 */
export function ProductLinks({ product }: { product: ProductPageData }): ReactNode {
  const t = useTranslations()
  const { collection, category, calls } = product
  return (
    <>
      {collection || category ? (
        <p className={styles.relations}>
          {collection ? (
            <span>
              <span className={styles.relationName}>{t.entry.collection()}</span>
              <a href={collection.path}>{collection.title}</a>
            </span>
          ) : null}
          {category ? (
            <span>
              <span className={styles.relationName}>{t.entry.category()}</span>
              <a href={category.path}>{category.title}</a>
            </span>
          ) : null}
        </p>
      ) : null}
      <ul className={styles.calls}>
        <li>
          <a className={styles.primaryCall} href={calls.ask}>
            {t.entry.askForInformation()}
          </a>
        </li>
        <li>
          <a className={styles.secondaryCall} href={calls.dealer}>
            {t.entry.findADealer()}
          </a>
        </li>
      </ul>
    </>
  )
}
