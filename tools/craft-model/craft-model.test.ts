import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { blockNames } from '#schema/blocks/block-codecs'
import { sections } from '#schema/sections'
import { craftModelFile, craftModelText } from './print-craft-model'

describe('the Craft content model (npm run craft:model)', () => {
  it('is what docs/craft-model.md keeps: run `npm run craft:model -- --write` after changing a block or the SDL', async () => {
    expect(await readFile(craftModelFile, 'utf8')).toBe(await craftModelText())
  })

  it('names every section, every block entry type and the Matrix field of each container', async () => {
    const text = await craftModelText()
    for (const section of sections)
      expect(text).toContain(
        `Section \`${section.handle}\` (${section.kind}), entry type \`${section.entryType}\``,
      )
    for (const name of blockNames) expect(text).toContain(`### \`${name}\``)
    expect(text).toMatch(/- `contentGroupBlocks` \(on `contentGroup`\): .*`contentColumns`.*`fieldTitle`/)
    expect(text).not.toMatch(/\? \(/)
  })
})
