import { matrixFieldOf } from '#schema/blocks/craft-names'

/**
 * Craft 5 sends a page's blocks as nested entries: each block that holds others carries them in
 * its own Matrix field (`contentGroupBlocks`). This lays them out depth first, each with its
 * `level` (1 at the top), the list `decodePageTree` turns into the page tree (decision 034), so
 * the tree and what follows it do not depend on the CMS's dialect. Anything that is not a list
 * is returned as it is, for the decoder to report.
 *
 * @example flattenMatrixBlocks([{ typeHandle: 'contentGroup', contentGroupBlocks: [{ typeHandle: 'fieldTitle' }] }])
 * // [{ typeHandle: 'contentGroup', level: 1, ... }, { typeHandle: 'fieldTitle', level: 2 }]
 */
export function flattenMatrixBlocks(raw: unknown): unknown {
  if (!Array.isArray(raw)) return raw
  const flat: unknown[] = []
  const visit = (blocks: readonly unknown[], level: number) => {
    for (const block of blocks) {
      if (!isRecord(block)) {
        flat.push(block)
        continue
      }
      const { typeHandle } = block
      const children = typeof typeHandle === 'string' ? block[matrixFieldOf(typeHandle)] : undefined
      flat.push({ ...block, level })
      if (Array.isArray(children)) visit(children, level + 1)
    }
  }
  visit(raw, 1)
  return flat
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
