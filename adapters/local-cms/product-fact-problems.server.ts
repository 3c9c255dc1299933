import { localeCodes } from '#schema/locale'
import type { Block, FieldValue } from './content-codecs'
import type { Seed } from './load-seed.server'

/** The facts every product states in each language (decision 048); capacity only where it applies. */
const requiredFacts = {
  productDimensions: 'dimensions',
  productMaterials: 'materials',
  productWeight: 'weight',
} as const

/** A buyer compares products by their bullets: at least this many, none copied from another product. */
const minimumBullets = 3

/**
 * What a product page must tell a buyer (decision 048), found in the seed: its dimensions,
 * materials, weight and finishes, and at least three bullets of its own (the list in its text
 * blocks) in each language. Each problem names the file, the product and the fact.
 */
export function productFactProblems(seed: Seed): string[] {
  const problems: string[] = []
  const products = seed.entries.filter(({ content }) => content.section === 'products')
  for (const locale of localeCodes) {
    // A bullet seen on one product, by its normalised text: the product that said it first.
    const seen = new Map<string, string>()
    for (const { file, content } of products) {
      content.entries.forEach((entry, index) => {
        const site = entry.sites[locale]
        if (site === undefined) return
        const product = `${file}: entries.${index} (${site.title})`
        for (const [field, fact] of Object.entries(requiredFacts)) {
          if (textOf(site.fields?.[field]) === '')
            problems.push(`${product}: sites.${locale}.fields.${field}: the product states no ${fact}`)
        }
        if (locale === localeCodes[0] && relationCount(entry.fields?.['finiture']) === 0)
          problems.push(`${product}: fields.finiture: the product lists no finishes`)
        const bullets = bulletsOf(site.blocks)
        if (bullets.length < minimumBullets)
          problems.push(
            `${product}: sites.${locale}.blocks: the product has ${bullets.length} bullets; it needs at least ${minimumBullets} of its own`,
          )
        for (const bullet of new Set(bullets.map(normalised))) {
          const owner = seen.get(bullet)
          if (owner !== undefined && owner !== site.title)
            problems.push(
              `${product}: sites.${locale}.blocks: the bullet "${bullet}" repeats one of ${owner}; say what is true of this product`,
            )
          else seen.set(bullet, site.title)
        }
      })
    }
  }
  return problems
}

/** The list items of a product's text blocks: its bullets. */
function bulletsOf(blocks: Block[] | undefined): string[] {
  const bullets: string[] = []
  for (const block of blocks ?? []) {
    if (block.typeHandle === 'fieldTextContent')
      for (const [, item = ''] of textOf(block.fields?.['fieldTextContent']).matchAll(
        /<li[^>]*>([\s\S]*?)<\/li>/g,
      ))
        bullets.push(
          item
            .replace(/<[^>]*>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim(),
        )
    bullets.push(...bulletsOf(block.children))
  }
  return bullets.filter((bullet) => bullet !== '')
}

function normalised(bullet: string): string {
  return bullet.toLowerCase()
}

function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : ''
}

function relationCount(value: FieldValue | undefined): number {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 0
  const ids = Object.entries(value).find(([name]) => name === '$entries')?.[1]
  return Array.isArray(ids) ? ids.length : 0
}
