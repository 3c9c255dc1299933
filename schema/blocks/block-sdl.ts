import type { BlockDeclaration } from '#schema/blocks/define-block'
import { entryTypeName, matrixFieldOf, matrixUnionName } from '#schema/blocks/craft-names'

/**
 * The fields of Craft 5's `EntryInterface` this site's SDL keeps, which every entry type has,
 * nested (a block) or in a section; adapters/cms/schema.graphql declares the interface with them.
 */
const entryInterfaceFields = `id: ID
uid: String
title: String
slug: String
uri: String
url: String
enabled: Boolean
siteId: Int
sectionHandle: String
fieldHandle: String
ownerId: Int
typeHandle: String!
postDate: DateTime
dateUpdated: DateTime
localized: [EntryInterface]`

/** What the SDL of a block is made from. */
export type BlockSdlSource = Pick<BlockDeclaration, 'name' | 'sdl' | 'parents'>

/**
 * The SDL of the page blocks as Craft 5 names them: one entry type per declaration
 * (`fieldCard_Entry`, implementing `EntryInterface`), a Matrix field on each block that holds
 * others (`contentGroupBlocks`, typed `[contentGroupBlocks_MatrixField]!`), and one union per
 * Matrix field of the entry types it accepts, read from the declarations' `parents` (the page's
 * own field, `contentBlocks`, is the union of those whose parents include `'page'`). Appended to
 * adapters/cms/schema.graphql, which holds the interfaces and the shared types the fields use.
 */
export function blockSdl(declarations: readonly BlockSdlSource[]): string {
  const places = [...new Set(declarations.flatMap((declaration) => declaration.parents))]
  const types = declarations.map((declaration) => {
    const holds = places.includes(declaration.name)
    const matrix = holds
      ? `\n${matrixFieldOf(declaration.name)}: [${matrixUnionName(matrixFieldOf(declaration.name))}]!`
      : ''
    const fields = `${entryInterfaceFields}\n${dedent(declaration.sdl)}${matrix}`.trim()
    return `type ${entryTypeName(declaration.name)} implements EntryInterface {\n${indent(fields)}\n}\n`
  })
  const unions = places.map((place) => {
    const members = declarations
      .filter((declaration) => declaration.parents.includes(place))
      .map((declaration) => entryTypeName(declaration.name))
    return `union ${matrixUnionName(matrixFieldOf(place))} = ${members.join(' | ')}\n`
  })
  return [...types, ...unions].join('\n')
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `  ${line}` : line))
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
