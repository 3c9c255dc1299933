import { describe, expect, it } from 'vitest'
import { blockDeclarations } from '#schema/generated/block-declarations'
import { foundRenderers } from '#renderers/generated/block-renderers'
import { findDeclarations, findRenderers } from '#tools/block-index/find-blocks'

// tsc sees only the generated lists: if they were stale, a half-added block could compile.
describe('the generated block lists', () => {
  it('hold every declaration of schema/blocks and every renderer of renderers/, and nothing else', async () => {
    const { found } = await findDeclarations()
    expect(found.map((item) => item.name).sort()).toEqual(Object.keys(blockDeclarations).sort())
    const rendered = await findRenderers()
    expect(rendered.map((item) => item.name).sort()).toEqual(Object.keys(foundRenderers).sort())
  })

  it('find a renderer for every declared block', async () => {
    const { found } = await findDeclarations()
    const rendered = new Set((await findRenderers()).map((item) => item.name))
    expect(found.filter((item) => !rendered.has(item.name)).map((item) => item.file)).toEqual([])
  })
})
