import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SeedAsset } from './content-codecs'
import { prepareAssetFiles } from './prepare-asset-files.server'

const pictureOf = (width: number, height: number): SeedAsset => ({
  id: '1',
  filename: 'terrace.jpg',
  title: { it: 'Terrazza', en: 'Terrace' },
  art: { motif: 'pool', width, height, palette: ['#a9d3e3', '#f4e6d0', '#2b7a8c'] },
})
const picture = pictureOf(320, 180)
const leaflet: SeedAsset = {
  id: '2',
  filename: 'leaflet.pdf',
  title: { it: 'Volantino', en: 'Leaflet' },
  pdf: { pages: 1 },
}

let varDir: string
beforeEach(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'prepare-assets-'))
})
afterEach(async () => {
  await rm(varDir, { recursive: true, force: true })
})

describe('preparing the seed asset files', () => {
  it('draws each picture and knows its size; a file that is no picture has none', async () => {
    const prepared = await prepareAssetFiles([picture, leaflet], varDir, varDir)
    expect(prepared.get('1')).toMatchObject({ width: 320, height: 180 })
    expect(prepared.get('2')).toMatchObject({ width: null, height: null })
    expect((await stat(prepared.get('2')?.path ?? '')).size).toBeGreaterThan(0)
  })

  it('on a restart, reuses the files and their sizes without drawing again', async () => {
    const first = await prepareAssetFiles([picture, leaflet], varDir, varDir)
    const drawnAt = (await stat(first.get('1')?.path ?? '')).mtimeMs
    const again = await prepareAssetFiles([picture, leaflet], varDir, varDir)
    expect(again).toEqual(first)
    expect((await stat(again.get('1')?.path ?? '')).mtimeMs).toBe(drawnAt)
  })

  it('draws again a picture whose recipe changed, or whose file went missing', async () => {
    const first = await prepareAssetFiles([picture], varDir, varDir)
    const wider = pictureOf(400, 200)
    const changed = await prepareAssetFiles([wider], varDir, varDir)
    expect(changed.get('1')).toMatchObject({ width: 400, height: 200 })
    expect(changed.get('1')?.version).not.toBe(first.get('1')?.version)

    await rm(changed.get('1')?.path ?? '')
    const redrawn = await prepareAssetFiles([wider], varDir, varDir)
    expect(redrawn.get('1')).toMatchObject({ width: 400, height: 200 })
    expect((await stat(redrawn.get('1')?.path ?? '')).size).toBeGreaterThan(0)
  })

  it('draws everything again when the record of what it made is unreadable', async () => {
    const first = await prepareAssetFiles([picture], varDir, varDir)
    await writeFile(path.join(varDir, 'cms', 'manifest.json'), '{"media/terrace.jpg": "an older format"}')
    const again = await prepareAssetFiles([picture], varDir, varDir)
    expect(again.get('1')).toMatchObject({ width: 320, height: 180 })
    const manifest: unknown = JSON.parse(await readFile(path.join(varDir, 'cms', 'manifest.json'), 'utf8'))
    expect(manifest).toEqual({
      'media/terrace.jpg': { version: first.get('1')?.version, width: 320, height: 180 },
    })
  })
})
