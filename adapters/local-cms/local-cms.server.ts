import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import express from 'express'
import { buildSchema, type GraphQLSchema } from 'graphql'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import { assetsRouter, type PublicFile } from './assets-router.server'
import { checkSeedOnce } from './check-seed-once.server'
import { buildContentStore } from './content-store.server'
import { graphqlHandler } from './graphql-handler.server'
import { loadSeed } from './load-seed.server'
import { prepareAssetFiles } from './prepare-asset-files.server'
import { attachResolvers } from './resolvers.server'
import { countAnswerValues } from './answer-budget'
import { entryWritesRouter } from './entry-writes-router.server'
import { type ChangeWebhookTarget, changeWebhook } from './change-webhook.server'

export interface LocalCmsOptions {
  /** Folder of content files; the seed beside this module by default. */
  seedDir?: string
  /** Writable folder: generated media under `cms/media`, private files under `cms/private`, resized copies under `cms/cache`. */
  varDir: string
  /** The bearer token GraphQL requests must carry. */
  token: string
  /** Where the router's `/assets` is reached from; `/cms/assets` (the site mounts the router at /cms). */
  assetsBaseUrl?: string
  /** Disk the resized images may take, bytes (IMAGE_CACHE_MAX_MB); 512 MB by default. */
  imageCacheMaxBytes?: number
  /**
   * The token of `POST /write/entries/:entry` (CMS_WRITE_TOKEN), an editor's change while the CMS
   * runs; without it there is no write path at all.
   */
  writeToken?: string | undefined
  /**
   * Where a write is announced (CMS_WEBHOOK_URL and CMS_WEBHOOK_SECRET of the stand-alone CMS):
   * the site's webhook, signed, as Craft's plugin sends it. Without it the editor's tool sends it
   * (`npm run cms:edit` against a site that embeds this CMS).
   */
  changeWebhook?: ChangeWebhookTarget | undefined
}

export interface LocalCms {
  router: express.Router
  schema: GraphQLSchema
  /** The file of a private (login-restricted) asset, for the download gate; undefined for any other id. */
  privateFile(assetId: string): { path: string; filename: string; mimeType: string } | undefined
  /** Hash of the seed content, for cache keys. */
  contentVersion: string
  /**
   * A live-preview token this CMS accepts as `X-Craft-Token` for `seconds` (an hour by default),
   * as Craft issues one when an editor opens live preview. The embedded CMS has no drafts, so a
   * preview shows the published content, fetched afresh.
   */
  createPreviewToken(seconds?: number): string
}

// From the project root (the working directory of every command), not from this module's file:
// the production server runs bundled into build/site-server/, where this module's path is gone.
const here = path.resolve('adapters/local-cms')

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
  const sdl = await readCmsSdl()
  const schema = buildSchema(sdl)
  const seed = await loadSeed(seedDir)
  await checkSeedOnce(seed, schema, sdl, varDir)
  const files = await prepareAssetFiles(seed.assets.content.assets, seedDir, varDir)
  const store = buildContentStore(seed, files)
  attachResolvers(schema, store, options.assetsBaseUrl ?? '/cms/assets')
  countAnswerValues(schema)

  const publicFiles = new Map<string, PublicFile>()
  for (const asset of store.assetsById.values()) {
    const file = files.get(asset.id)
    if (!asset.private && file !== undefined)
      publicFiles.set(asset.filename, { path: file.path, version: file.version, kind: asset.kind })
  }

  const previewTokens = new Map<string, number>()
  const router = express.Router()
  router.all(
    '/api',
    requireToken(options.token),
    requirePreviewToken(previewTokens),
    ...graphqlHandler(schema),
  )
  if (options.writeToken)
    router.use(
      entryWritesRouter(
        store,
        options.writeToken,
        options.changeWebhook ? changeWebhook(options.changeWebhook) : undefined,
      ),
    )
  router.use(
    await assetsRouter(publicFiles, {
      cacheDir: path.join(varDir, 'cms', 'cache'),
      cacheMaxBytes: options.imageCacheMaxBytes ?? 512 * 1024 * 1024,
    }),
  )

  return {
    router,
    schema,
    contentVersion: seed.version,
    createPreviewToken(seconds = 3600) {
      const now = Date.now()
      for (const [token, expires] of previewTokens) if (expires <= now) previewTokens.delete(token)
      const token = randomBytes(24).toString('base64url')
      previewTokens.set(token, now + seconds * 1000)
      return token
    },
    privateFile(assetId) {
      const asset = store.assetsById.get(assetId)
      const file = files.get(assetId)
      if (asset === undefined || !asset.private || file === undefined) return undefined
      return { path: file.path, filename: asset.filename, mimeType: asset.mimeType }
    },
  }
}

/** Like a Craft schema behind a token: no token, no content (docs/architecture.md, Content source). */
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

/**
 * Like Craft: a request with an `X-Craft-Token` this CMS did not issue, or issued long ago, is
 * refused, so the site can ask whether a live-preview token is real (docs/security.md).
 */
function requirePreviewToken(tokens: Map<string, number>): express.RequestHandler {
  return (req, res, next) => {
    const token = req.get('x-craft-token')
    if (token === undefined || (tokens.get(token) ?? 0) > Date.now()) {
      next()
      return
    }
    res.status(400).json({ errors: [{ message: 'Invalid or expired token.' }] })
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
