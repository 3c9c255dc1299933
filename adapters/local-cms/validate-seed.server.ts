import { GraphQLObjectType, type GraphQLSchema } from 'graphql'
import { entryTypeName } from '#schema/blocks/craft-names'
import { localeCodes } from '#schema/locale'
import type { Block, FieldValue, Fields, SeedNode } from './content-codecs'
import type { Seed } from './load-seed.server'
import { productFactProblems } from './product-fact-problems.server'
import { seedContentProblems } from './seed-content-problems.server'

/**
 * Checks what the codecs cannot: that types, fields and references in the seed exist in the
 * SDL and in the seed itself, that ids and slugs are unique, and that the content is fit to publish
 * (seedContentProblems) and that every product states its facts (productFactProblems). Throws one Error listing every
 * problem as `file: path: reason`.
 */
const kindNames: Record<string, string> = { $assets: 'asset', $entries: 'entry', $categories: 'category' }

export function validateSeed(seed: Seed, schema: GraphQLSchema): void {
  const problems: string[] = []
  const ids = new Map<string, string>()
  const assets = new Set<string>()
  const entries = new Set<string>()
  const categories = new Set<string>()

  function claim(id: string, where: string): void {
    const previous = ids.get(id)
    if (previous !== undefined) problems.push(`${where}: id ${id} is already used by ${previous}`)
    else ids.set(id, where)
  }
  seed.assets.content.assets.forEach((asset, index) => {
    claim(asset.id, `${seed.assets.file}: assets.${index}`)
    assets.add(asset.id)
  })
  for (const { file, content } of seed.entries) {
    content.entries.forEach((entry, index) => {
      claim(entry.id, `${file}: entries.${index}`)
      entries.add(entry.id)
    })
  }
  for (const { file, content } of seed.categories) {
    content.categories.forEach((category, index) => {
      claim(category.id, `${file}: categories.${index}`)
      categories.add(category.id)
    })
  }

  function objectType(name: string): GraphQLObjectType | undefined {
    const type = schema.getType(name)
    return type instanceof GraphQLObjectType ? type : undefined
  }
  function checkValue(value: FieldValue, where: string): void {
    if (value === null || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach((item, index) => checkValue(item, `${where}.${index}`))
    for (const [name, item] of Object.entries(value)) {
      const known =
        name === '$assets'
          ? assets
          : name === '$entries'
            ? entries
            : name === '$categories'
              ? categories
              : undefined
      if (known !== undefined && Array.isArray(item)) {
        item.forEach((id, index) => {
          if (typeof id !== 'string' || !known.has(id))
            problems.push(
              `${where}.${name}.${index}: no ${kindNames[name] ?? name} with id ${JSON.stringify(id)}`,
            )
        })
      } else if (name.startsWith('$'))
        problems.push(
          `${where}.${name}: unknown reference; use $assets, $entries or $categories with a list of ids`,
        )
      else checkValue(item, `${where}.${name}`)
    }
  }
  function checkFields(fields: Fields | undefined, typeName: string, where: string): void {
    const type = objectType(typeName)
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (type !== undefined && type.getFields()[name] === undefined)
        problems.push(`${where}.${name}: ${typeName} has no field ${name}`)
      checkValue(value, `${where}.${name}`)
    }
  }
  function checkBlocks(blocks: Block[] | undefined, where: string): void {
    ;(blocks ?? []).forEach((block, index) => {
      const typeName = entryTypeName(block.typeHandle)
      const at = `${where}.${index}`
      if (objectType(typeName) === undefined)
        problems.push(`${at}.typeHandle: the SDL has no block entry type ${typeName}`)
      else checkFields(block.fields, typeName, `${at}.fields`)
      checkBlocks(block.children, `${at}.children`)
    })
  }

  for (const { file, content } of seed.entries) {
    const typeName = entryTypeName(content.type)
    if (objectType(typeName) === undefined)
      problems.push(`${file}: section/type: the SDL has no entry type ${typeName}`)
    const slugs = new Map<string, string>()
    content.entries.forEach((entry, index) => {
      const at = `${file}: entries.${index}`
      checkFields(entry.fields, typeName, `${at}.fields`)
      for (const locale of localeCodes) {
        const site = entry.sites[locale]
        if (site === undefined) continue
        const key = `${locale}/${site.slug}`
        if (slugs.has(key))
          problems.push(
            `${at}.sites.${locale}.slug: "${site.slug}" is also the slug of entry ${slugs.get(key)}`,
          )
        slugs.set(key, entry.id)
        checkFields(site.fields, typeName, `${at}.sites.${locale}.fields`)
        checkBlocks(site.blocks, `${at}.sites.${locale}.blocks`)
      }
      for (const date of [entry.postDate, entry.dateUpdated]) {
        if (date !== undefined && Number.isNaN(Date.parse(date)))
          problems.push(`${at}: "${date}" is not an ISO 8601 date`)
      }
    })
  }
  for (const { file, content } of seed.categories) {
    const typeName = `${content.group}_Category`
    if (objectType(typeName) === undefined)
      problems.push(`${file}: group: the SDL has no category type ${typeName}`)
    content.categories.forEach((category, index) => {
      checkFields(category.fields, typeName, `${file}: categories.${index}.fields`)
      for (const locale of localeCodes)
        checkFields(
          category.sites[locale]?.fields,
          typeName,
          `${file}: categories.${index}.sites.${locale}.fields`,
        )
    })
  }
  seed.globals.content.globalSets.forEach((set, index) => {
    const typeName = `${set.handle}_GlobalSet`
    const at = `${seed.globals.file}: globalSets.${index}`
    if (objectType(typeName) === undefined)
      problems.push(`${at}.handle: the SDL has no global set ${typeName}`)
    checkFields(set.fields, typeName, `${at}.fields`)
    for (const locale of localeCodes) checkFields(set.sites?.[locale], typeName, `${at}.sites.${locale}`)
  })
  seed.navigation.content.navigations.forEach((nav, index) => {
    const at = `${seed.navigation.file}: navigations.${index}`
    if (objectType(`${nav.handle}_Node`) === undefined)
      problems.push(`${at}.handle: the SDL has no node type ${nav.handle}_Node`)
    const checkNode = (node: SeedNode, where: string): void => {
      const known = node.type === 'entry' ? entries : node.type === 'category' ? categories : undefined
      if (known !== undefined && (node.element === undefined || !known.has(node.element))) {
        problems.push(
          `${where}.element: a node of type ${node.type} needs the id of an existing ${node.type}`,
        )
      }
      if (node.type === 'custom' && node.url === undefined)
        problems.push(`${where}.url: a custom node needs a url per site`)
      node.children?.forEach((child, childIndex) => checkNode(child, `${where}.children.${childIndex}`))
    }
    nav.nodes.forEach((node, nodeIndex) => checkNode(node, `${at}.nodes.${nodeIndex}`))
  })
  seed.assets.content.assets.forEach((asset, index) => {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(asset.filename)) {
      problems.push(
        `${seed.assets.file}: assets.${index}.filename: use letters, digits, dot, dash and underscore only`,
      )
    }
  })

  problems.push(...seedContentProblems(seed))
  problems.push(...productFactProblems(seed))
  if (problems.length > 0) throw new Error(`Seed content is invalid:\n  ${problems.join('\n  ')}`)
}
