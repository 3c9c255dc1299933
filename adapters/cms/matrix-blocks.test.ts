import { describe, expect, it } from 'vitest'
import { decodePageTree } from './page-blocks'
import { flattenMatrixBlocks } from './matrix-blocks'

// A page as Craft 5 answers it: a group holding a title and a row of columns, each in its Matrix field.
const nested = [
  {
    id: '1',
    typeHandle: 'contentGroup',
    contentGroupBlocks: [
      { id: '2', typeHandle: 'fieldTitle', fieldTitle: 'Chi siamo' },
      {
        id: '3',
        typeHandle: 'contentColumns',
        contentColumnsBlocks: [
          {
            id: '4',
            typeHandle: 'contentColumn',
            contentColumnBlocks: [{ id: '5', typeHandle: 'fieldTitle' }],
          },
        ],
      },
    ],
  },
  { id: '6', typeHandle: 'fieldSeparator' },
]

describe('flattenMatrixBlocks', () => {
  it('lays nested Matrix entries out depth first, each with its level', () => {
    const flat = flattenMatrixBlocks(nested)
    expect(
      Array.isArray(flat)
        ? flat.map((block: { id: string; level: number }) => [block.id, block.level])
        : flat,
    ).toEqual([
      ['1', 1],
      ['2', 2],
      ['3', 2],
      ['4', 3],
      ['5', 4],
      ['6', 1],
    ])
  })

  it('gives decodePageTree the same tree the blocks nest in', () => {
    const { tree, skipped } = decodePageTree(flattenMatrixBlocks(nested), { entry: 'test', warn: () => {} })
    expect(skipped).toEqual([])
    expect(tree.map((node) => [node.type, node.children.map((child) => child.type)])).toEqual([
      ['contentGroup', ['fieldTitle', 'contentColumns']],
      ['fieldSeparator', []],
    ])
    expect(tree[0]?.children[1]?.children[0]?.children.map((node) => node.id)).toEqual(['5'])
  })

  it('leaves what is not a list as it is, for the decoder to report', () => {
    expect(flattenMatrixBlocks(null)).toBeNull()
    expect(flattenMatrixBlocks({ typeHandle: 'x' })).toEqual({ typeHandle: 'x' })
  })
})
