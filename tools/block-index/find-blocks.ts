/*
 * Finds the block declarations (`defineBlock` in schema/blocks/*.ts) and the block renderers
 * (`export const X: BlockRenderer<'name'>` in renderers/<folder>/*.tsx); write-block-index.ts lists
 * them for the app, and its test checks those lists are current.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import * as t from 'io-ts'
import type { BlockSdlSource } from '#schema/blocks/block-sdl'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** What tells a declaration apart from the other exports of a block file. */
const DeclarationShape = t.intersection([
  t.type({
    name: t.string,
    selection: t.string,
    sdl: t.string,
    parents: t.array(t.string),
    codec: t.type({ decode: t.Function }),
  }),
  t.partial({ section: t.boolean }),
])

export type Found = { name: string; exportName: string; file: string }
export type Place = { name: string; parents: string[]; section: boolean }

const kebabFile = /^[a-z0-9-]+\.tsx?$/

/** Declarations in schema/blocks/*.ts, in file order. */
export async function findDeclarations(): Promise<{
  found: Found[]
  declarations: BlockSdlSource[]
  places: Place[]
}> {
  const dir = path.join(root, 'schema', 'blocks')
  const files = (await readdir(dir))
    .filter((file) => kebabFile.test(file) && !file.endsWith('.test.ts'))
    .sort()
  const found: Found[] = []
  const declarations: BlockSdlSource[] = []
  const places: Place[] = []
  for (const file of files) {
    if (!(await readFile(path.join(dir, file), 'utf8')).includes('defineBlock(')) continue
    if (file === 'define-block.ts') continue
    const module: unknown = await import(pathToFileURL(path.join(dir, file)).href)
    if (!t.UnknownRecord.is(module)) continue
    for (const [exportName, value] of Object.entries(module)) {
      if (!DeclarationShape.is(value)) continue
      found.push({ name: value.name, exportName, file: `schema/blocks/${file.replace(/\.ts$/, '')}` })
      declarations.push({ name: value.name, sdl: value.sdl, parents: value.parents })
      places.push({ name: value.name, parents: value.parents, section: value.section === true })
    }
  }
  return { found, declarations, places }
}

/** Renderers in renderers/<folder>/<file>.tsx, found by their `BlockRenderer<'name'>` type. */
export async function findRenderers(): Promise<Found[]> {
  const dir = path.join(root, 'renderers')
  const found: Found[] = []
  const folders = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'generated')
    .map((entry) => entry.name)
    .sort()
  for (const folder of folders) {
    const files = (await readdir(path.join(dir, folder)))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx') && kebabFile.test(file))
      .sort()
    for (const file of files) {
      const source = await readFile(path.join(dir, folder, file), 'utf8')
      for (const match of source.matchAll(/^export const (\w+): BlockRenderer<'(\w+)'>/gm)) {
        const [, exportName = '', name = ''] = match
        found.push({ name, exportName, file: `renderers/${folder}/${file.replace(/\.tsx$/, '')}` })
      }
    }
  }
  return found
}
