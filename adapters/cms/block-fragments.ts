import { allowedChildren, type BlockPlace } from '#schema/allowed-children'
import { blockNames, blockSelections, type BlockName } from '#schema/blocks/block-codecs'
import { entryTypeName, matrixFieldOf } from '#schema/blocks/craft-names'

/*
 * The page blocks in Craft 5's GraphQL: each block kind is an entry type nested in a Matrix field,
 * and a block that holds others has a Matrix field of its own. So a page's query nests one level
 * per container, as deep as the declared `parents` allow (page > contentGroup > contentColumns >
 * contentColumn > fieldTitle is the deepest today); each block's fragment spreads its children's
 * fragments, so the query grows with the kinds of block, not with the pages editors build.
 */

/** What every nested entry tells of itself, whatever its type: read before its own fields. */
const blockHeader = '... on EntryInterface { id typeHandle enabled }'

/** The selection of the Matrix field that holds the blocks `place` accepts. */
function matrixSelection(place: BlockPlace): string {
  const spreads = allowedChildren(place).map((name) => `...${name}`)
  return `${matrixFieldOf(place)} { ${blockHeader} ${spreads.join(' ')} }`
}

/** `fragment fieldCard on fieldCard_Entry { <its fields> }`, with its own Matrix field if it holds blocks. */
function blockFragment(name: BlockName): string {
  const children = allowedChildren(name).length > 0 ? `\n  ${matrixSelection(name)}` : ''
  return `fragment ${name} on ${entryTypeName(name)} {\n  ${blockSelections[name].trim()}${children}\n}`
}

/** The selection of a page's blocks (`contentBlocks`), to put inside an entry type's fragment. */
export const pageBlocksSelection = matrixSelection('page')

/** The fragment definitions `pageBlocksSelection` spreads, one per block; append them to the document. */
export const pageBlocksFragments = blockNames.map(blockFragment).join('\n\n')
