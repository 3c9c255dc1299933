import {
  isInterfaceType,
  isObjectType,
  isUnionType,
  getNamedType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql'
import { allowedChildren } from '#schema/allowed-children'
import { blockNames } from '#schema/blocks/block-codecs'
import { entryTypeName, matrixFieldOf } from '#schema/blocks/craft-names'
import { localeCodes, locales } from '#schema/locale'
import { detailScreenOfSection, screenOfCategoryGroup } from '#schema/generated/section-screens'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { sections } from '#schema/sections'
import { craftFieldType } from './craft-field-type'

type Field = GraphQLField<unknown, unknown>

/**
 * The content model an agency sets up in Craft 5 for this site, as Markdown: sites, sections and
 * their entry types with each field's Craft type, the Matrix fields and the entry types each
 * accepts (from the block declarations' `parents`), the page blocks' entry types, the other nested
 * entry types, category groups, global sets, navigations, the GraphQL schema and token, and live
 * preview. Everything is read from the declarations, schema/sections.ts, the route words and the
 * CMS's SDL (`schema`), so it cannot drift from what the adapter queries.
 */
export function describeCraftModel(schema: GraphQLSchema): string {
  const out: string[] = []
  const line = (text = '') => out.push(text)

  line('# The Craft 5 content model of this site')
  line()
  line(
    'Written by `npm run craft:model -- --write` from the block declarations (`schema/blocks/`), ' +
      '`schema/sections.ts`, the route words and the CMS SDL; `tools/craft-model/craft-model.test.ts` ' +
      'fails when it is stale. Craft CMS 5.6 or later with the Navigation plugin (verbb); the GraphQL ' +
      "names it gives are Craft's (docs/cms-craft-5.md, decision 034).",
  )
  line()

  line('## Sites')
  line()
  line('One site group, one site per language; the ids are the `siteId` the site queries with.')
  line()
  for (const code of localeCodes) {
    const site = locales[code]
    line(
      `- \`${site.site}\`: id ${site.siteId}, language \`${site.iso}\`${code === localeCodes[0] ? ', primary' : ''}, ` +
        `base URL \`{PUBLIC_URL}/${code}\` (the public site, not the CMS)`,
    )
  }
  line()

  line('## Fields')
  line()
  line(
    'Craft 5 keeps one pool of fields: each handle below is created once, with this type, and ' +
      'added to the layouts that list it. Rich text is CKEditor; `option*` dropdowns and checkboxes ' +
      'take the values of `schema/blocks/block-options.ts`.',
  )
  line()
  const pool = fieldPool(schema)
  for (const [handle, types] of pool) line(`- \`${handle}\`: ${[...types].join(' / ')}`)
  const clashes = [...pool].filter(([, types]) => types.size > 1).map(([handle]) => `\`${handle}\``)
  if (clashes.length > 0) {
    line()
    line(
      `Two types for one handle (${clashes.join(', ')}): create one field per type and give the ` +
        "second its handle through the layout's handle override.",
    )
  }
  line()

  line('## Sections and their entry types')
  line()
  line(
    'Entry types are global in Craft 5 and their handles unique: the GraphQL type is ' +
      '`{entryType}_Entry`. Every section is enabled in both sites, translated per site.',
  )
  line()
  for (const section of sections) {
    const type = schema.getType(entryTypeName(section.entryType))
    line(`### Section \`${section.handle}\` (${section.kind}), entry type \`${section.entryType}\``)
    line()
    line(`- GraphQL type: \`${entryTypeName(section.entryType)}\``)
    line(`- URI format: ${uriFormat(section.handle)}`)
    if (isObjectType(type)) for (const field of ownFields(type)) line(fieldLine(field))
    line()
  }

  line('## Matrix fields and the entry types they accept')
  line()
  line(
    "A page's blocks are nested entries of the Matrix field `contentBlocks`; a block that holds " +
      'others has a Matrix field of its own, accepting the blocks whose `parents` name it. ' +
      'Set each to show its entry types as buttons or a menu; nothing else is read.',
  )
  line()
  line(`- \`contentBlocks\` (on ${catalogueTypes()}): ${acceptedBy('page')}`)
  for (const name of blockNames) {
    if (allowedChildren(name).length === 0) continue
    line(`- \`${matrixFieldOf(name)}\` (on \`${name}\`): ${acceptedBy(name)}`)
  }
  for (const [owner, field] of otherMatrixFields(schema)) {
    line(`- \`${field.name}\` (on ${owner}): ${unionMembers(field)}`)
  }
  line()

  line('## Entry types of the page blocks')
  line()
  line('Each sits only in Matrix fields (no section); its handle is the block name, its `typeHandle`.')
  line()
  for (const name of blockNames) {
    const type = schema.getType(entryTypeName(name))
    line(`### \`${name}\``)
    line()
    line(`- GraphQL type: \`${entryTypeName(name)}\`; sits in: ${placesOf(name)}`)
    if (isObjectType(type)) for (const field of ownFields(type)) line(fieldLine(field))
    line()
  }

  line('## Other nested entry types')
  line()
  const blockTypes = new Set([
    ...blockNames.map(entryTypeName),
    ...sections.map((s) => entryTypeName(s.entryType)),
  ])
  for (const type of entryObjectTypes(schema).filter((each) => !blockTypes.has(each.name))) {
    const fields = ownFields(type).map((field) => `\`${field.name}\` (${craftFieldType(field)})`)
    line(
      `- \`${type.name.replace(/_Entry$/, '')}\`: ${fields.join(', ') || 'no fields (its handle is its value)'}`,
    )
  }
  line()

  line('## Category groups')
  line()
  for (const type of objectTypesEndingWith(schema, '_Category')) {
    const group = type.name.replace(/_Category$/, '')
    const screen =
      group in screenOfCategoryGroup
        ? screenOfCategoryGroup[group as keyof typeof screenOfCategoryGroup]
        : undefined
    const uri =
      screen === undefined
        ? 'none'
        : localeCodes
            .map((code) => `${code} \`${screenDeclarations[screen].path[code].replace(':slug', '{slug}')}\``)
            .join(', ')
    const fields = ownFields(type).map((field) => `\`${field.name}\` (${craftFieldType(field)})`)
    line(`- \`${group}\` (structure, one level): URI format ${uri}; fields ${fields.join(', ')}`)
  }
  line()

  line('## Global sets')
  line()
  for (const type of objectTypesEndingWith(schema, '_GlobalSet')) {
    const fields = ownFields(type).map((field) => `\`${field.name}\` (${craftFieldType(field)})`)
    line(`- \`${type.name.replace(/_GlobalSet$/, '')}\`: ${fields.join(', ')}`)
  }
  line()

  line('## Navigations (Navigation plugin)')
  line()
  for (const type of objectTypesEndingWith(schema, '_Node')) {
    line(
      `- \`${type.name.replace(/_Node$/, '')}\`: nodes to entries, categories, custom URLs or passive headings, two levels`,
    )
  }
  line()

  line('## GraphQL')
  line()
  line("- Route `api` to `graphql/api` (`config/routes.php`); the site's `CMS_GRAPHQL_URL` is that URL.")
  line(
    '- A private schema with read access to: every section above (all entries, nested ones ' +
      'included), every category group, every global set, the asset volume(s) the fields use, and ' +
      "both navigations; no mutations. Its token is the site's `CMS_TOKEN` (sent as " +
      '`Authorization: Bearer`). The public schema stays off.',
  )
  line()

  line('## Live preview')
  line()
  line(
    '- Each section with a URI format gets the preview target `{url}` (the entry on the public ' +
      'site, per site): Craft adds its `token`, which the site checks with the CMS as ' +
      '`X-Craft-Token` before rendering the draft, uncached.',
  )
  line('- Webhook on publishing: none yet (the publishing issue adds it).')
  line()

  line('## Project config')
  line()
  line(
    'Not generated. Craft writes `config/project/*.yaml` with a UID for every site, section, entry ' +
      'type, field, field-layout element and tab, and settings whose shape moves between 5.x ' +
      'releases (handle overrides in 5.6, entry type groups in 5.8); without a Craft install to ' +
      'apply and compare it to, a generated file could not be checked. Set the model up in the ' +
      'control panel from this page and commit the project config Craft writes.',
  )
  return `${out.join('\n')}\n`

  function fieldLine(field: Field): string {
    const accepts = craftFieldType(field) === 'Matrix' ? `, accepts ${unionMembers(field)}` : ''
    return `- \`${field.name}\`: ${craftFieldType(field)}${accepts}`
  }
}

/** The entry type handles a Matrix field's union holds, as a list for the page. */
function unionMembers(field: Field): string {
  const named = getNamedType(field.type)
  if (!isUnionType(named)) return ''
  return named
    .getTypes()
    .map((type) => `\`${type.name.replace(/_Entry$/, '')}\``)
    .join(', ')
}

function acceptedBy(place: 'page' | (typeof blockNames)[number]): string {
  return allowedChildren(place)
    .map((name) => `\`${name}\``)
    .join(', ')
}

function placesOf(name: (typeof blockNames)[number]): string {
  const fields = ['page' as const, ...blockNames]
    .filter((place) => allowedChildren(place).includes(name))
    .map((place) => `\`${matrixFieldOf(place)}\``)
  return fields.join(', ')
}

function catalogueTypes(): string {
  return sections
    .filter((section) => section.catalogue)
    .map((section) => `\`${section.entryType}\``)
    .join(', ')
}

/** A section's URI format per site, from the route words of its detail screen. */
function uriFormat(section: string): string {
  if (section === 'home') return 'the site root (`__home__`)'
  if (!(section in detailScreenOfSection)) return 'none (no pages of its own)'
  const screen = detailScreenOfSection[section as keyof typeof detailScreenOfSection]
  return localeCodes
    .map((code) => `${code} \`${screenDeclarations[screen].path[code].replace(':slug', '{slug}')}\``)
    .join(', ')
}

/** The fields of a type beyond those of the interfaces it implements (Craft's own), in SDL order. */
function ownFields(type: GraphQLObjectType): Field[] {
  const inherited = new Set(type.getInterfaces().flatMap((face) => Object.keys(face.getFields())))
  return Object.values(type.getFields()).filter((field) => !inherited.has(field.name))
}

function entryObjectTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => type.getInterfaces().some((face) => face.name === 'EntryInterface'))
}

function objectTypesEndingWith(schema: GraphQLSchema, suffix: string): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap())
    .filter(isObjectType)
    .filter((type) => type.name.endsWith(suffix) && !type.name.startsWith('__'))
}

/** Matrix fields that do not hold page blocks (buttons, footer blocks...), with their owner. */
function otherMatrixFields(schema: GraphQLSchema): [string, Field][] {
  const blockFields = new Set(['contentBlocks', ...blockNames.map(matrixFieldOf)])
  const seen = new Map<string, [string[], Field]>()
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || isInterfaceType(type)) continue
    for (const field of Object.values(type.getFields())) {
      if (craftFieldType(field) !== 'Matrix' || blockFields.has(field.name)) continue
      const owners = seen.get(field.name)?.[0] ?? []
      seen.set(field.name, [[...owners, `\`${type.name.replace(/_(Entry|GlobalSet)$/, '')}\``], field])
    }
  }
  return [...seen.values()].map(([owners, field]) => [owners.join(', '), field])
}

/** Every field handle the layouts use, with the Craft types it is given (one, unless they clash). */
function fieldPool(schema: GraphQLSchema): Map<string, Set<string>> {
  const pool = new Map<string, Set<string>>()
  const owners = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && /_(Entry|GlobalSet|Category)$/.test(type.name),
  )
  for (const type of owners) {
    for (const field of ownFields(type)) {
      const types = pool.get(field.name) ?? new Set<string>()
      types.add(craftFieldType(field))
      pool.set(field.name, types)
    }
  }
  return new Map([...pool].sort(([a], [b]) => a.localeCompare(b)))
}
