import type { BlockDeclaration } from '#schema/blocks/define-block'

/** The fields every Neo block type has (Craft's `contentBlocks_NeoBlock` interface). */
const neoBlockFields = `id: ID
uid: String
level: Int
typeHandle: String!
enabled: Boolean
children: [contentBlocks_NeoBlock]`

/** What the SDL of a block is made from. */
export type BlockSdlSource = Pick<BlockDeclaration, 'name' | 'sdl'>

/**
 * The SDL types of the content blocks, one per declaration, as Craft names them
 * (`contentBlocks_<name>_BlockType`); appended to adapters/cms/schema.graphql, which holds the
 * `contentBlocks_NeoBlock` interface and the shared types the block fields use.
 */
export function blockSdl(declarations: readonly BlockSdlSource[]): string {
  return declarations
    .map((declaration) => {
      const fields = `${neoBlockFields}\n${dedent(declaration.sdl)}`.trim()
      const body = fields
        .split('\n')
        .map((line) => (line ? `  ${line}` : line))
        .join('\n')
      return `type contentBlocks_${declaration.name}_BlockType implements contentBlocks_NeoBlock {\n${body}\n}\n`
    })
    .join('\n')
}

/** The lines of `text` without their common indent, so a declaration may indent its SDL freely. */
function dedent(text: string): string {
  const lines = text.split('\n')
  const indents = lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0)
  const indent = indents.length ? Math.min(...indents) : 0
  return lines
    .map((line) => line.slice(indent))
    .join('\n')
    .trim()
}
