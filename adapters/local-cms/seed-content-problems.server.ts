import { localeCodes, type Locale } from '#schema/locale'
import { screenDeclarations, type ScreenName } from '#schema/screen-declarations.server'
import type { Block, FieldValue, Fields, SeedNode } from './content-codecs'
import { screenOfSection } from './content-store.server'
import type { Seed } from './load-seed.server'
import { plainText } from '#schema/plain-text'

/**
 * What a visitor would be embarrassed by, found in the seed (the quality bar of docs/spec.md §3:
 * seed content is what visitors see): a picture without a real alt text in each language, a
 * detail page whose blocks repeat its hero image or its intro, and an internal link to a page
 * or file that does not exist. Each problem reads `file: path: reason`.
 */
export function seedContentProblems(seed: Seed): string[] {
  const problems: string[] = []
  const known = knownPaths(seed)

  seed.assets.content.assets.forEach((asset, index) => {
    if (asset.art === undefined && !/\.(jpe?g|png|webp|gif|avif|svg)$/i.test(asset.filename)) return
    for (const locale of localeCodes) {
      const alt = asset.alt?.[locale].trim() ?? ''
      const at = `${seed.assets.file}: assets.${index}.alt.${locale}`
      if (alt === '') problems.push(`${at}: every picture needs an alt text in each language`)
      else if (placeholderAlt(alt, asset.filename))
        problems.push(`${at}: "${alt}" is a placeholder; describe what the picture shows`)
    }
  })

  for (const { file, content } of seed.entries) {
    const showsHero = detailSections.has(content.section)
    content.entries.forEach((entry, index) => {
      const hero = relationIds(entry.fields?.['fieldImage'], '$assets')
      for (const locale of localeCodes) {
        const site = entry.sites[locale]
        if (site === undefined) continue
        const at = `${file}: entries.${index}.sites.${locale}`
        const intro = plainText(stringOf(site.fields?.['fieldTextContent']))
        if (showsHero) {
          ;(site.blocks ?? []).forEach((block, blockIndex) => {
            const image = relationIds(block.fields?.['fieldImage'], '$assets')
            if (block.typeHandle === 'fieldImage' && image.length > 0 && sameIds(image, hero))
              problems.push(`${at}.blocks.${blockIndex}: repeats the hero image the page already shows`)
          })
          walkBlocks(site.blocks, `${at}.blocks`, (block, where) => {
            const text = plainText(stringOf(block.fields?.['fieldTextContent']))
            if (intro !== '' && text.includes(intro))
              problems.push(`${where}: repeats the intro the page already shows above its blocks`)
            if (
              block.typeHandle === 'fieldTitle' &&
              stringOf(block.fields?.['fieldTitle']).trim() === site.title
            )
              problems.push(`${where}: repeats the page title, which the page already shows as its heading`)
          })
        }
        linkProblems(site.fields, `${at}.fields`, known, problems)
        walkBlocks(site.blocks, `${at}.blocks`, (block, where) =>
          linkProblems(block.fields, `${where}.fields`, known, problems),
        )
      }
      linkProblems(entry.fields, `${file}: entries.${index}.fields`, known, problems)
    })
  }

  seed.globals.content.globalSets.forEach((set, index) => {
    const at = `${seed.globals.file}: globalSets.${index}`
    linkProblems(set.fields, `${at}.fields`, known, problems)
    for (const locale of localeCodes)
      linkProblems(set.sites?.[locale], `${at}.sites.${locale}`, known, problems)
  })

  seed.navigation.content.navigations.forEach((nav, index) => {
    const checkNode = (node: SeedNode, where: string): void => {
      if (node.type === 'custom' && node.url !== undefined)
        for (const locale of localeCodes) {
          const problem = linkProblem(node.url[locale], known)
          if (problem) problems.push(`${where}.url.${locale}: ${problem}`)
        }
      node.children?.forEach((child, childIndex) => checkNode(child, `${where}.children.${childIndex}`))
    }
    nav.nodes.forEach((node, nodeIndex) =>
      checkNode(node, `${seed.navigation.file}: navigations.${index}.nodes.${nodeIndex}`),
    )
  })
  return problems
}

/** Sections whose screen shows the entry's image and intro above its blocks (site/screens/entry-page.tsx). */
const detailSections = new Set(['products', 'collections', 'designers', 'projects', 'inspiration', 'news'])

/**
 * "Product 1001", "Notizia 3", "Ritratto designer 2": a word or two and a number say nothing of
 * the picture; nor does its file name.
 */
function placeholderAlt(alt: string, filename: string): boolean {
  if (/^[\p{L}\s-]{1,30}\s\d+$/u.test(alt)) return true
  const stem = filename.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ')
  return alt.toLowerCase() === stem.toLowerCase()
}

/** Every public path of the seed: screens without a slug, entries, categories, files, downloads. */
function knownPaths(seed: Seed): Set<string> {
  const paths = new Set<string>()
  for (const locale of localeCodes) {
    paths.add(`/${locale}`)
    for (const { path } of Object.values(screenDeclarations))
      if (!path[locale].includes(':slug') && path[locale] !== '') paths.add(`/${locale}/${path[locale]}`)
  }
  const add = (group: string, sites: Partial<Record<Locale, { slug: string }>>) => {
    const screen = (screenOfSection as Record<string, ScreenName | undefined>)[group]
    if (screen === undefined) return
    for (const locale of localeCodes) {
      const slug = sites[locale]?.slug
      if (slug !== undefined)
        paths.add(`/${locale}/${screenDeclarations[screen].path[locale].replace(':slug', slug)}`)
    }
  }
  for (const { content } of seed.entries)
    for (const entry of content.entries) add(content.section, entry.sites)
  for (const { content } of seed.categories)
    for (const category of content.categories) add(content.group, category.sites)
  // The download gate serves login-restricted files only (the embedded CMS answers any other id
  // 404), so a public file is linked by its own URL.
  for (const asset of seed.assets.content.assets) {
    if (asset.private === true) paths.add(`/api/downloads/${asset.id}`)
    else paths.add(`/cms/assets/${asset.filename}`)
  }
  return paths
}

/** Why an internal link goes nowhere, or undefined when it is external or known. */
function linkProblem(url: string, known: Set<string>): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined
  const path = url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1')
  return known.has(path) ? undefined : `the link ${url} leads to no page or file of the seed`
}

/** Links inside a field's value: `url` of link and button objects, and `href` in rich text. */
function linkProblems(
  fields: Fields | undefined,
  where: string,
  known: Set<string>,
  problems: string[],
): void {
  const visit = (value: FieldValue, at: string): void => {
    if (typeof value === 'string') {
      for (const [, href = ''] of value.matchAll(/href="([^"]*)"/g)) {
        const problem = linkProblem(href, known)
        if (problem) problems.push(`${at}: ${problem}`)
      }
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${at}.${index}`))
    else if (value !== null && typeof value === 'object')
      for (const [name, item] of Object.entries(value)) {
        if (name === 'url' && typeof item === 'string') {
          const problem = linkProblem(item, known)
          if (problem) problems.push(`${at}.url: ${problem}`)
        } else visit(item, `${at}.${name}`)
      }
  }
  for (const [name, value] of Object.entries(fields ?? {})) visit(value, `${where}.${name}`)
}

function walkBlocks(
  blocks: Block[] | undefined,
  where: string,
  visit: (block: Block, where: string) => void,
): void {
  ;(blocks ?? []).forEach((block, index) => {
    visit(block, `${where}.${index}`)
    walkBlocks(block.children, `${where}.${index}.children`, visit)
  })
}

function relationIds(value: FieldValue | undefined, kind: '$assets'): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || !(kind in value)) return []
  const ids: unknown = Object.entries(value).find(([name]) => name === kind)?.[1]
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index])
}

function stringOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : ''
}
