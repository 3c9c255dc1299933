import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { blockSdl } from '#schema/blocks/block-sdl'
import { blockDeclarations } from '#schema/generated/block-declarations'

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The CMS's GraphQL SDL, Craft-shaped: adapters/cms/schema.graphql plus one type per declared
 * block (`contentBlocks_<name>_BlockType`, from each declaration's `sdl`). The embedded CMS serves
 * it and the tests validate queries against it; `npm run codegen` writes the same text to
 * adapters/cms/generated/cms-schema.graphql for graphql-codegen.
 *
 * @example const schema = buildSchema(await readCmsSdl())
 */
export async function readCmsSdl(): Promise<string> {
  const base = await readFile(path.join(here, 'schema.graphql'), 'utf8')
  return `${base}\n${blockSdl(Object.values(blockDeclarations))}`
}
