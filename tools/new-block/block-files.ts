/*
 * The files `npm run new:block <name>` writes, as text: a block that compiles, renders, passes its
 * tests and shows on the every-block page (/l/blocks) before the developer changes a line. The
 * developer then replaces the example field (`fieldTitle`) with the block's own.
 */
import type { Block } from '#adapters/local-cms/content-codecs'

/** `fieldQuote` -> `field-quote`, `fieldFormID` -> `field-form-id`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase()
}

const blockName = /^[a-z][a-zA-Z0-9]*$/

/** Where a new block may sit unless told: the page, a column and a group (spec 3). */
export const defaultParents = ['page', 'contentColumn', 'contentGroup'] as const

export type BlockFile = { path: string; text: string }

/**
 * The declaration, renderer, styles, fixture and test of a new block `name` (camelCase, the CMS
 * `typeHandle`), placed in `parents`.
 *
 * @example blockFiles('fieldQuote', ['page', 'contentGroup'])
 */
export function blockFiles(name: string, parents: readonly string[] = defaultParents): BlockFile[] {
  if (!blockName.test(name))
    throw new Error(
      `The block name must be camelCase, as the CMS typeHandle, such as fieldQuote; got "${name}".`,
    )
  if (parents.length === 0) throw new Error('A block needs at least one parent, such as page.')
  const file = kebabCase(name)
  const Codec = name[0]?.toUpperCase() + name.slice(1)
  const parentList = parents.map((parent) => `'${parent}'`).join(', ')
  return [
    {
      path: `schema/blocks/${file}.ts`,
      text: `import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** TODO: what ${name} shows. Its fields, as the CMS sends them (Craft field names). */
export const ${Codec} = t.exact(t.type({ fieldTitle: cmsField.text() }), '${Codec}')
export type ${Codec} = t.TypeOf<typeof ${Codec}>

/** The fields the codec reads; the CMS adapter makes it a fragment on \`${name}_Entry\`. */
export const ${name}Selection = \`fieldTitle\`

export const ${name}Block = defineBlock({
  name: '${name}',
  codec: ${Codec},
  selection: ${name}Selection,
  parents: [${parentList}],
  sdl: \`
    fieldTitle: String
  \`,
  malformed: { raw: { fieldTitle: 42 }, path: 'fieldTitle' },
})
`,
    },
    {
      path: `renderers/${file}/${file}.tsx`,
      text: `import type { BlockRenderer } from '#runtime/define-block'
import * as styles from '#renderers/${file}/${file}.css'

/** TODO: how ${name} looks. */
export const ${Codec}: BlockRenderer<'${name}'> = ({ props }) => (
  <div data-block="${name}" className={styles.root}>
    <p className={styles.title}>{props.fieldTitle}</p>
  </div>
)
`,
    },
    {
      path: `renderers/${file}/${file}.css.ts`,
      text: `import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const root = style({
  paddingBlock: vars.space.md,
})

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
})
`,
    },
    {
      path: `renderers/${file}/${file}.fixtures.ts`,
      text: `/** A ${name} block as the CMS sends it. */
export const ${name}Fixture = {
  id: '9001',
  typeHandle: '${name}',
  level: 1,
  fieldTitle: 'An example of ${name}',
}
`,
    },
    {
      path: `renderers/${file}/${file}.test.tsx`,
      text: `import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ${Codec} } from '#schema/blocks/${file}'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { ${name}Fixture } from '#renderers/${file}/${file}.fixtures'

describe('${name} renderer', () => {
  it('renders the fields of the block the CMS sent', () => {
    const props = decodeOrThrow(${Codec}, ${name}Fixture, '${name} fixture')
    const html = renderToString(
      <PageTree
        layout="fragment"
        renderers={blockRenderers}
        tree={[{ id: '9001', type: '${name}', props, children: [] }]}
      />,
    )
    expect(html).toContain('data-block="${name}"')
    expect(html).toContain('An example of ${name}')
  })
})
`,
    },
  ]
}

/** One instance of the block for each locale of the every-block page (seed entry slug `blocks`). */
export function seedInstance(
  name: string,
  locale: string,
): { typeHandle: string; fields: { fieldTitle: string } } {
  const text = locale === 'it' ? `Un esempio di ${name}` : `An example of ${name}`
  return { typeHandle: name, fields: { fieldTitle: text } }
}

/**
 * Adds `instance` to a page's seed `blocks` where the page decoder (adapters/cms/page-blocks.ts)
 * keeps it, and says where: at the top (`'page'`) if `parents` has 'page', else at the end of the
 * first enabled block of a parent kind. The decoder drops a block sitting anywhere its `parents`
 * do not name, so a block for groups only is no use at the top.
 *
 * @example placeSeedInstance(site.blocks, seedInstance('fieldQuote', 'en'), ['contentGroup']) // 'contentGroup'
 */
export function placeSeedInstance(blocks: Block[], instance: Block, parents: readonly string[]): string {
  if (parents.includes('page')) {
    blocks.push(instance)
    return 'page'
  }
  const holder = enabledBlocks(blocks).find((block) => parents.includes(block.typeHandle))
  if (!holder)
    throw new Error(
      `The every-block page has no ${parents.join(' or ')} to hold ${instance.typeHandle}: add one to the seed, or name a parent it has.`,
    )
  holder.children = [...(holder.children ?? []), instance]
  return holder.typeHandle
}

// Not the declarations' nesting rules: new:block must run even when the generated block lists
// are stale, and the every-block page's own blocks are checked where they sit
// (adapters/cms/get-entry-page.server.test.ts). A disabled block hides all it holds.
function enabledBlocks(blocks: readonly Block[]): Block[] {
  return blocks.flatMap((block) =>
    block.enabled === false ? [] : [block, ...enabledBlocks(block.children ?? [])],
  )
}
