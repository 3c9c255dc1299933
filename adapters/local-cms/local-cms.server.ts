import { createHash, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { buildSchema, type GraphQLSchema } from 'graphql'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import { assetsRouter, type PublicFile } from './assets-router.server'
import { buildContentStore } from './content-store.server'
import { graphqlHandler } from './graphql-handler.server'
import { loadSeed } from './load-seed.server'
import { prepareAssetFiles } from './prepare-asset-files.server'
import { attachResolvers } from './resolvers.server'
import { validateSeed } from './validate-seed.server'

export interface LocalCmsOptions {
  /** Folder of content files; the seed beside this module by default. */
  seedDir?: string
  /** Writable folder: generated media under `cms/media`, private files under `cms/private`, resized copies under `cms/cache`. */
  varDir: string
  /** The bearer token GraphQL requests must carry. */
  token: string
  /** Where the router's `/assets` is reached from; `/cms/assets` (the site mounts the router at /cms). */
  assetsBaseUrl?: string
}

export interface LocalCms {
  router: express.Router
  schema: GraphQLSchema
  /** The file of a private (login-restricted) asset, for the download gate; undefined for any other id. */
  privateFile(assetId: string): { path: string; filename: string; mimeType: string } | undefined
  /** Hash of the seed content, for cache keys. */
  contentVersion: string
}

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The embedded CMS: Craft-shaped GraphQL (adapters/cms/schema.graphql and the block declarations) over the seed's content
 * files, and its asset files. Mount `router` at /cms: `GET|POST /cms/api`, `GET /cms/assets/<file>`.
 *
 * @example
 * const cms = await createLocalCms({ varDir: 'var', token })
 * app.use('/cms', cms.router)
 */
export async function createLocalCms(options: LocalCmsOptions): Promise<LocalCms> {
  // Absolute, since res.sendFile refuses relative paths (main.server.ts passes 'var').
  const seedDir = path.resolve(options.seedDir ?? path.join(here, 'seed'))
  const varDir = path.resolve(options.varDir)
  const schema = buildSchema(await readCmsSdl())
  const seed = await loadSeed(seedDir)
  validateSeed(seed, schema)
  const files = await prepareAssetFiles(seed.assets.content.assets, seedDir, varDir)
  const store = buildContentStore(seed, files)
  attachResolvers(schema, store, options.assetsBaseUrl ?? '/cms/assets')

  const publicFiles = new Map<string, PublicFile>()
  for (const asset of store.assetsById.values()) {
    const file = files.get(asset.id)
    if (!asset.private && file !== undefined)
      publicFiles.set(asset.filename, { path: file.path, version: file.version, kind: asset.kind })
  }

  const router = express.Router()
  router.all('/api', requireToken(options.token), ...graphqlHandler(schema))
  router.use(assetsRouter(publicFiles, path.join(varDir, 'cms', 'cache')))

  return {
    router,
    schema,
    contentVersion: seed.version,
    privateFile(assetId) {
      const asset = store.assetsById.get(assetId)
      const file = files.get(assetId)
      if (asset === undefined || !asset.private || file === undefined) return undefined
      return { path: file.path, filename: asset.filename, mimeType: asset.mimeType }
    },
  }
}

/** Like a Craft schema behind a token: no token, no content (DESIGN, Content source). */
function requireToken(token: string): express.RequestHandler {
  const expected = digest(`Bearer ${token}`)
  return (req, res, next) => {
    if (token !== '' && timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      next()
      return
    }
    res
      .status(401)
      .set('WWW-Authenticate', 'Bearer')
      .json({ errors: [{ message: 'Unauthorized: send the CMS token as "Authorization: Bearer <token>".' }] })
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
