import { type IncomingMessage, type Server, createServer } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { createCmsClient } from '#adapters/cms/cms-client.server'
import { getAssetUrl } from '#adapters/cms/get-asset-url.server'
import { getProductTitle } from '#adapters/cms/get-product-title.server'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { createLocalCms } from '#adapters/local-cms/local-cms.server'
import type { Logger } from '#schema/logger'
import type { Config } from './config.server'
import { publicConfigOf } from './config.server'
import { apiFallback } from './api/api-fallback.server'
import { createApi } from './api/create-api.server'
import { createMapRouter } from './api/map-router.server'
import { runSearch } from './api/run-search.server'
import { createSearchRouter } from './api/search-router.server'
import { createSiteSearch } from './search/site-search.server'
import { createStoresRouter } from './api/stores-router.server'
import { createProducts360Source } from '#adapters/product-service/products-360-source.server'
import { createProductServiceRouter } from './api/product-service-router.server'
import { localeRoutes } from './locale-routes.server'
import { createSiteAccounts } from './site-accounts.server'
import { recordingVisitor } from './visitor-of.server'
import { ipOf } from './api/ip-of.server'
import { htmlCache, sharedPageRequest } from './html-cache.server'
import { finishedPages } from './http/finished-pages.server'
import { inOriginForm } from './http/origin-form.server'
import { livePreview, previewOf } from './live-preview.server'
import { checkPreviewToken } from '#adapters/cms/check-preview-token.server'
import { retryAfterOn503, unavailableWhenCmsDown } from './cms-outage.server'
import { apiCacheHeaders, pageDataCacheHeaders } from './http/cache-headers.server'
import { compressAnswers } from './http/compression.server'
import { headAsGet } from './http/head-as-get.server'
import { htmlAnswers } from './http/html-answers.server'
import { stylesheetInliner } from './http/inline-stylesheets.server'
import { scriptsAfterPaint, startScriptsAfterPaint } from './http/script-priority.server'
import { refuseOtherMethods } from './http/page-methods.server'
import { renderBudget } from './http/render-budget.server'
import { originCheckedOnce } from './http/origin-checked-once.server'
import { renderNonceOf } from './http/render-nonce.server'
import { securityHeaders } from './http/security-headers.server'
import { crossSiteGuard } from './http/cross-site-guard.server'
import { cmsAnswers, readiness } from './readiness.server'
import { mailQueueDepth } from '#adapters/mail/mail-queue-depth.server'
import { startMetricsServer } from './observability/metrics-server.server'
import { logWithRequestIds, requestIdOf, withRequestId } from './observability/request-id.server'
import { routeKindOf } from './observability/route-kind'
import { createSiteMetrics } from './observability/site-metrics.server'
import { createSeoRouter } from './seo/seo-router.server'
import { buildSchema } from 'graphql'
import type { Redis } from 'ioredis'
import { connectRedis } from '#adapters/redis/redis-client.server'
import { answerKeysFor } from '#adapters/cms/answer-keys'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import { createPagePurges } from './surrogate-keys/page-purges.server'
import { collectingRenderKeys, recordRenderKeys } from './surrogate-keys/render-keys.server'
import { surrogateKeyHeaders } from './surrogate-keys/surrogate-key-headers.server'
import { cmsWebhookRouter } from './publish/cms-webhook-router.server'
import { contentPurge } from './publish/content-purge.server'
import { sharedCachePurge } from './publish/shared-cache-purge.server'
import { deliveryIds } from './publish/delivery-ids.server'
import { type PurgeBroadcast, startPurgeBroadcast } from './publish/purge-broadcast.server'
import { searchRebuilds } from './publish/search-rebuilds.server'

export type SiteServer = {
  url: string
  /** Where Prometheus scrapes this server (METRICS_PORT). */
  metricsUrl: string
  server: Server
  /** Rebuilds the search index from the CMS now (decision 046): for a publish webhook. */
  rebuildSearch(): Promise<void>
  close(): Promise<void>
}

/**
 * Starts the site: the embedded CMS (unless CMS_GRAPHQL_URL points elsewhere), the locale routes,
 * the built assets and React Router's SSR handler, on one Express server. With `dev`, Vite serves
 * the app with HMR instead of the build.
 */
export async function startSiteServer(
  config: Config,
  givenLog: Logger,
  options: { dev?: boolean } = {},
): Promise<SiteServer> {
  // Every line written while serving a request names it (X-Request-Id, observability/).
  const log = logWithRequestIds(givenLog)
  const app = express()
  app.disable('x-powered-by')
  // Behind the proxy of compose.yaml every socket is the proxy's: per-IP limits need the visitor's.
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy)
  // What operators read on METRICS_PORT (docs/operations.md); the caches and the CMS client tell it.
  const metrics = createSiteMetrics()
  let ready = false
  // This server's own loopback address, known once it listens (the embedded CMS is queried there).
  let url = ''
  // Routers mounted before `listen` reach the CMS through this; the client exists once the port
  // is known (the embedded CMS is queried over this same server).
  const cmsClient: { current?: CmsClient } = {}
  const getCms = (): CmsClient => {
    if (!cmsClient.current) throw new Error('The CMS client is not ready yet')
    return cmsClient.current
  }

  // Every answer: security headers and compression; every HTML page: its CSP script hashes,
  // Cache-Control and ETag (site/server/http/); /api private by default; sitemap and robots.
  const csp = {
    dev: !!options.dev,
    mapboxKey: config.mapboxKey,
    cmsGraphqlUrl: config.cmsGraphqlUrl,
    publicUrl: config.publicUrl,
  }
  // A CMS change webhook purges by surrogate key what was made from the changed content
  // (docs/decisions/053): each page cache registers here, the CMS client purges its own answers.
  const pagePurges = createPagePurges()
  // A cached anonymous page as it was finished and compressed once, answered by the HTTP server
  // before Express sees the request (http/finished-pages.server.ts); `record`, below, keeps them.
  const finished = finishedPages({
    config,
    disabled: !!options.dev,
    contentVersion: () => cmsClient.current?.contentVersion(),
    shared: sharedPageRequest,
    onLookup: (hit) => metrics.cacheLookup('finished-page', hit),
    purges: pagePurges,
    surrogateKeyHeaders: config.surrogateKeys,
  })
  // Renders past the caches are budgeted per address (http/render-budget.server.ts): spent right
  // before React Router; an address already refused is refused by the HTTP server, below.
  const renders = renderBudget({ limits: () => api.deps.limits, ipOf: (request) => addressOf(app, request) })
  // A HEAD goes through everything below as its GET, so it gets the same headers (the page's CSP,
  // ETag, compression); Node sends no body (http/head-as-get.server.ts).
  app.use(headAsGet())
  // What each public answer was made from, for a shared cache in front; only with SURROGATE_KEYS=on.
  app.use(surrogateKeyHeaders({ enabled: config.surrogateKeys }))
  app.use(securityHeaders(csp))
  // Before anything that changes state: no POST a browser sends from another site gets further.
  app.use(crossSiteGuard({ publicUrl: config.publicUrl }))

  // Kept in scope: the download gate streams the embedded CMS's private files. Mounted ahead of
  // compression: its main client is this server's own loaders over loopback, where compressing
  // every GraphQL answer costs CPU on both ends and saves nothing.
  const localCms = config.cmsGraphqlUrl
    ? undefined
    : await createLocalCms({
        varDir: config.varDir,
        token: config.cmsToken,
        imageCacheMaxBytes: config.imageCacheMaxBytes,
        writeToken: config.cmsWriteToken,
      })
  if (localCms) app.use('/cms', localCms.router)

  app.use(compressAnswers())
  const clientDir = path.resolve('build/client')
  // A built page paints from its HTML alone: its CSS inline, its scripts fetched after (docs/architecture.md, Performance).
  const inlineStylesheets = stylesheetInliner(clientDir)
  const finishPage = (html: string) => scriptsAfterPaint(inlineStylesheets(html))
  // Between the two: it sees the page as htmlAnswers finished it, before compression.
  app.use(finished.record)
  if (!options.dev) app.use(htmlAnswers({ csp, finishPage, ownScripts: [startScriptsAfterPaint] }))
  app.use('/api', apiCacheHeaders())
  app.use(createSeoRouter({ getCms, publicUrl: config.publicUrl, log }))

  // Liveness: the process serves. Readiness (/readyz, below): its database and CMS answer too.
  app.get('/healthz', (_request, response) => {
    response.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'starting' })
  })

  app.use(localeRoutes())

  // API routes mount here, each router with its own body parsing and limits.
  const products360 = createProducts360Source({ productServiceUrl: config.productServiceUrl, log })
  app.use('/api/product-service', createProductServiceRouter({ products360 }))
  // One Redis connection for what the instances share: rate limits, webhook delivery ids and the
  // purges this instance sends (its subscription to the others' needs a connection of its own).
  const redis: Redis | undefined = config.redisUrl
    ? await connectRedis(config.redisUrl, log, {
        whileDown:
          'each instance keeps its rate limits and webhook delivery ids in its own memory, and its purges reach no other instance',
        whenBack: 'rate limits, webhook deliveries and purges are shared again',
      })
    : undefined
  // Accounts (/api/auth/v1) and the download gate (/api/downloads/:id): see site/server/api/README.md.
  const api = await createApi({
    config,
    log,
    redis,
    rateLimits: {
      ...defaultRateLimits,
      searchPerIp: { points: config.searchRateLimit, seconds: 60 },
      // A minute's budget in windows of 10 s: a burst of new URLs gets a sixth of it at once.
      cacheMissesPerIp: {
        points: Math.max(1, Math.round(config.cacheMissesPerIpPerMinute / 6)),
        seconds: 10,
      },
    },
    ...(config.formsPerIpPer10Minutes
      ? { formsRateLimit: { points: config.formsPerIpPer10Minutes, seconds: 600 } }
      : {}),
    onRateLimitRefusal: (name) => metrics.refused(name),
    findProduct: (slug, locale) => getProductTitle(getCms(), { slug, locale }),
    privateFile: localCms ? (assetId) => localCms.privateFile(assetId) : undefined,
    assetUrl: localCms
      ? undefined
      : (assetId) => getAssetUrl(getCms(), assetId, { origins: config.cmsAssetOrigins, log }),
  })
  app.use('/api', api.router)
  metrics.mailQueueDepthFrom(() => mailQueueDepth(api.database.db))
  app.get(
    '/readyz',
    readiness(() => [
      { name: 'database', check: () => api.database.ping() },
      { name: 'cms', check: cmsAnswers(config.cmsGraphqlUrl ?? `${url}/cms/api`, config.cmsToken) },
    ]),
  )
  // Loaders reach the accounts in-process, bound to each request's address (docs/security.md).
  const siteAccounts = createSiteAccounts(api.accounts, api.deps.sessionCookie, {
    maintenance: config.reservedAreaMaintenance,
    log,
  })
  app.use('/api/map', createMapRouter({ publicUrl: config.publicUrl }))
  // The site's own search index (decision 046): built in the background once the CMS client
  // exists (below), rebuilt on a timer and when the CMS's content changes.
  const siteSearch = createSiteSearch({
    getCms,
    log,
    rebuildEverySeconds: Math.max(60, config.cmsCacheTtlSeconds),
  })
  const searchDeps = { getCms, log, limits: api.deps.limits, siteSearch }
  app.use('/api/search', createSearchRouter(searchDeps))
  app.use('/api/stores', createStoresRouter({ getCms, log }))
  // Publishing (docs/operations.md): a signed CMS webhook purges what depends on the change, here
  // and, through Redis, on every other instance. Without CMS_WEBHOOK_SECRET the path is a 404.
  const rebuilds = searchRebuilds(() => siteSearch.rebuild())
  const applyPurge = contentPurge({
    getCms,
    pages: pagePurges,
    rebuildSearch: () => rebuilds.schedule(),
    onPurged: (source, counts) =>
      metrics.contentPurged(
        source,
        { cms: counts.cms, html: counts.html, 'finished-page': counts['finished-page'] },
        counts.everything,
      ),
    log,
  })
  // The other instances hear of a purge over Redis once the client exists (after `listen`, below);
  // the shared cache in front, from every instance once its own caches are purged.
  const peers: { broadcast?: PurgeBroadcast } = {}
  const purgeSharedCache = config.sharedCachePurgeUrl
    ? sharedCachePurge({ url: config.sharedCachePurgeUrl, log })
    : undefined
  if (config.cmsWebhookSecret)
    app.use(
      '/api/cms',
      cmsWebhookRouter({
        secret: config.cmsWebhookSecret,
        // Twice the clock window: a delivery id outlives every timestamp that could carry it.
        deliveries: deliveryIds({ redis, keyPrefix: config.redisKeyPrefix, seconds: 600, log }),
        purge: async (order) => {
          const counts = applyPurge(order, 'webhook')
          // Both at once, before a render of a purged page takes the loop: after this instance's
          // purge, so what the shared cache fetches from here again is made afresh; the others
          // purge it again once they heard (decision 058).
          await Promise.all([peers.broadcast?.publish(order), purgeSharedCache?.(order)])
          return counts
        },
        onOutcome: (outcome) => metrics.webhookAnswered(outcome),
        log,
      }),
    )
  // Whatever /api did not answer, and any error under it, is still the API's: JSON, never a page.
  app.use('/api', apiFallback(log))

  const vite = options.dev ? await createViteServer() : undefined
  if (vite) {
    app.use(vite.middlewares)
  } else {
    app.use(
      '/assets',
      express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
    )
    app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  }
  const build = vite ? () => loadDevBuild(vite) : await loadProductionBuild()

  const publicConfig = publicConfigOf(config)
  // Loaders see a CMS outage as a 503 page (stale answers still come first: cms-client.server.ts).
  let loaderCms: CmsClient | undefined
  const getLoaderCms = (): CmsClient => (loaderCms ??= unavailableWhenCmsDown(getCms()))
  app.use(retryAfterOn503())
  // Only a token the CMS accepts skips the caches below (docs/security.md).
  app.use(livePreview({ check: (token) => checkPreviewToken(getCms(), token) }))
  // Anonymous pages from memory until the CMS content changes (html-cache.server.ts).
  app.use(
    htmlCache({
      config,
      disabled: !!vite,
      contentVersion: () => cmsClient.current?.contentVersion(),
      onLookup: (hit) => metrics.cacheLookup('html', hit),
      purges: pagePurges,
    }),
  )
  app.all(
    '/{*splat}',
    refuseOtherMethods(),
    originCheckedOnce(),
    // What the caches above could not answer is a render: budgeted per address (decision 035).
    renders.spend,
    pageDataCacheHeaders(),
    timedRender((seconds) => metrics.pageRendered(seconds)),
    createRequestHandler({
      build,
      mode: options.dev ? 'development' : 'production',
      getLoadContext: (request, response) => {
        const ip = ipOf(request)
        // What the render saw of its visitor is recorded on the response: the caches read it.
        const accounts = recordingVisitor(siteAccounts(ip), response)
        return {
          cms: getLoaderCms(),
          products360,
          visitorOf: accounts.visitorOf,
          accounts,
          forms: api.formRequests(ip),
          newsletter: api.newsletter,
          publicConfig,
          search: (input) => runSearch(searchDeps, input, ipOf(request)),
          log,
          // Production pages name their own scripts by this nonce (decision 008); Vite's dev
          // server allows inline scripts anyway.
          renderNonce: options.dev ? undefined : renderNonceOf(response),
          preview: previewOf(request),
        }
      },
    }),
  )

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer(
      {
        headersTimeout: config.connections.headersTimeoutMs,
        requestTimeout: config.connections.requestTimeoutMs,
        // Node checks both timeouts this often (30 s by default): a stalled client is cut on time.
        connectionsCheckingInterval: 1_000,
      },
      (request, response) => {
        const started = performance.now()
        // Read now: Express rewrites request.url as it routes into mounted routers.
        const kind = routeKindOf(request.url ?? '/')
        const requestId = requestIdOf(request, fromTrustedProxy(app, request))
        response.setHeader('X-Request-Id', requestId)
        response.once('finish', () =>
          metrics.requestServed(kind, response.statusCode, (performance.now() - started) / 1000),
        )
        withRequestId(requestId, () => {
          if (!inOriginForm(request, response)) return
          if (finished.answer(request, response) || renders.refuseFirst(request, response)) return
          // The CMS answers its render reads name what the page is made from (surrogate keys).
          collectingRenderKeys(response, () => void app(request, response))
        })
      },
    ).listen(config.port, config.host, () => resolve(listening))
    listening.once('error', reject)
  })
  // Idle keep-alive connections stay open longer than a proxy's (Varnish, nginx, load balancers keep
  // theirs about 60 s): with Node's 5 s default the server could close one just as the proxy sends
  // on it, and the visitor would get a 502 (a reset, for a client talking to us directly).
  server.keepAliveTimeout = 65_000
  // Past it a new connection is closed at once: slow or idle sockets cannot take every descriptor.
  server.maxConnections = config.connections.max
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  url = `http://127.0.0.1:${port}`
  cmsClient.current = createCmsClient({
    url: config.cmsGraphqlUrl ?? `${url}/cms/api`,
    token: config.cmsToken,
    ttlSeconds: config.cmsCacheTtlSeconds,
    cacheDisabled: config.cmsCacheDisabled,
    onQuery: (operation, seconds, ok) => metrics.cmsQuery(operation, seconds, ok),
    onLookup: (hit) => metrics.cacheLookup('cms', hit),
    // Every answer names what it holds; the request being served collects it (surrogate keys).
    // The embedded CMS has built the SDL's schema already: the same types, resolvers aside.
    answerKeys: answerKeysFor(localCms?.schema ?? buildSchema(await readCmsSdl())),
    onAnswerKeys: recordRenderKeys,
  })
  peers.broadcast = await startPurgeBroadcast({
    redis,
    redisUrl: config.redisUrl,
    channel: `${config.redisKeyPrefix}:cms-purges`,
    onOrder: (order) => {
      applyPurge(order, 'peer')
      // Varnish again, from here: a copy it fetched from this instance before the order arrived
      // would otherwise stay there for its s-maxage (decision 058).
      void purgeSharedCache?.(order)
    },
    log,
  })
  const metricsServer = await startMetricsServer({ registry: metrics.registry, ...config.metrics })
  // Not awaited: the site answers /healthz and pages while the index is built.
  siteSearch.start()
  ready = true
  log.info('The site is serving', {
    url: config.publicUrl,
    port,
    cms: config.cmsGraphqlUrl ?? 'embedded',
    metrics: metricsServer.url,
  })

  return {
    url,
    metricsUrl: metricsServer.url,
    server,
    rebuildSearch: () => siteSearch.rebuild(),
    close: async () => {
      ready = false
      siteSearch.stop()
      await vite?.close()
      // Stops accepting at once; requests in flight finish. A keep-alive connection whose request
      // ends after this point would otherwise hold the close for its idle timeout, so idle ones
      // are closed again until none is left.
      const closed = new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      )
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      try {
        await closed
      } finally {
        clearInterval(sweep)
      }
      await metricsServer.close()
      await peers.broadcast?.close()
      redis?.disconnect()
      await api.close()
    },
  }
}

/** Whether a request came through a proxy that TRUST_PROXY trusts (Express's own test of it). */
function fromTrustedProxy(app: express.Express, request: IncomingMessage): boolean {
  // Express keeps TRUST_PROXY compiled (proxy-addr) as this function of an address and its hop.
  const trusts = app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined
  const address = request.socket.remoteAddress
  return trusts !== undefined && address !== undefined && trusts(address, 0)
}

/** Reports how long React Router took for what no cache answered, once its answer is sent. */
function timedRender(report: (seconds: number) => void): express.RequestHandler {
  return (_request, response, next) => {
    const started = performance.now()
    response.once('finish', () => report((performance.now() - started) / 1000))
    next()
  }
}

/**
 * The visitor's address as Express reads it (`trust proxy` included: ipOf), also for a request
 * Express has not seen yet: read through Express's own request prototype.
 */
function addressOf(app: express.Express, request: IncomingMessage): string {
  if ('app' in request) return ipOf(request as express.Request)
  const view = Object.create(app.request) as express.Request
  Object.assign(view, { headers: request.headers, socket: request.socket })
  return ipOf(view)
}

async function createViteServer(): Promise<ViteDevServer> {
  const { createServer } = await import('vite')
  return createServer({ server: { middlewareMode: true } })
}

// React Router's build is a module of ours, typed by React Router; importing it dynamically
// loses that type, so it is named again here.
async function loadDevBuild(vite: ViteDevServer): Promise<ServerBuild> {
  const module: unknown = await vite.ssrLoadModule('virtual:react-router/server-build')
  return module as ServerBuild
}

async function loadProductionBuild(): Promise<ServerBuild> {
  const module: unknown = await import(pathToFileURL(path.resolve('build/server/index.js')).href)
  return module as ServerBuild
}
