import type { ReactNode } from 'react'
import { useTranslations } from '#site/i18n/translations'
import type { ProductFact } from './product-page-data.server'
import * as styles from './product.css'

/** A product's facts as a description list: dimensions, materials, finishes, weight, capacity. */
export function ProductSpecifications({ facts }: { facts: readonly ProductFact[] }): ReactNode {
  const t = useTranslations()
  if (facts.length === 0) return null
  return (
    <section className={styles.specifications} aria-labelledby="product-specifications">
      <h2 id="product-specifications" className={styles.specificationsTitle}>
        {t.entry.specifications()}
      </h2>
      <dl className={styles.factList}>
        {facts.map((fact) => (
          <div key={fact.name} className={styles.factRow}>
            <dt className={styles.factName}>{t.entry[fact.name]()}</dt>
            <dd className={styles.factValue}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
