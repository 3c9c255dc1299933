/*
 * Craft 5's GraphQL names for what the block declarations describe (docs/cms-craft-5.md says where
 * each rule comes from). The SDL generator, the fragments and the embedded CMS all take their
 * names from here, so a rule that changes in a later Craft release changes in one place.
 */

/** The Matrix field that holds a page's blocks, on every entry type with a page of blocks. */
export const pageBlocksField = 'contentBlocks'

/**
 * An entry type's GraphQL type: `{entryTypeHandle}_Entry`, the same whether the entry sits in a
 * section or is nested in a Matrix field (Craft 5 dropped the section from the name).
 */
export function entryTypeName(entryTypeHandle: string): string {
  return `${entryTypeHandle}_Entry`
}

/** The Matrix field that holds what a block may contain: `page` is the page's own field. */
export function matrixFieldOf(place: string): string {
  return place === 'page' ? pageBlocksField : `${place}Blocks`
}

/** A Matrix field's GraphQL type: a union of the entry types it accepts, `{fieldHandle}_MatrixField`. */
export function matrixUnionName(fieldHandle: string): string {
  return `${fieldHandle}_MatrixField`
}
