import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { blockSdl } from '#schema/blocks/block-sdl'
import { blockDeclarations } from '#schema/generated/block-declarations'

// From the project root, the working directory of every command: the production server runs
// bundled into build/site-server/, where this module's own path is gone.
const schemaFile = path.resolve('adapters/cms/schema.graphql')

/**
 * The CMS's GraphQL SDL, shaped like Craft 5: adapters/cms/schema.graphql plus one entry type per
 * declared block (`<name>_Entry`, from each declaration's `sdl`) and the Matrix fields' unions
 * (schema/blocks/block-sdl.ts). The embedded CMS serves
 * it and the tests validate queries against it; `npm run codegen` writes the same text to
 * adapters/cms/generated/cms-schema.graphql for graphql-codegen.
 *
 * @example const schema = buildSchema(await readCmsSdl())
 */
export async function readCmsSdl(): Promise<string> {
  const base = await readFile(schemaFile, 'utf8')
  return `${base}\n${blockSdl(Object.values(blockDeclarations))}`
}
