import type { Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import type { RequestHandler } from 'express'
import { createLocalCms } from '#adapters/local-cms/local-cms.server'

export type EmbeddedCms = {
  apiUrl: string
  token: string
  /** A live-preview token the CMS accepts (LocalCms.createPreviewToken). */
  createPreviewToken(seconds?: number): string
  close(): Promise<void>
}

/**
 * The embedded CMS on 127.0.0.1 (a free port) over a temporary folder, for tests that talk to it
 * over real HTTP. `before` runs ahead of the CMS on every request (count them, fail them).
 */
export async function startEmbeddedCms(options: { before?: RequestHandler } = {}): Promise<EmbeddedCms> {
  const token = 'test-token'
  const varDir = mkdtempSync(path.join(tmpdir(), 'embedded-cms-'))
  const cms = await createLocalCms({ varDir, token })
  const app = express()
  if (options.before) app.use(options.before)
  app.use('/cms', cms.router)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    apiUrl: `http://127.0.0.1:${port}/cms/api`,
    token,
    createPreviewToken: (seconds) => cms.createPreviewToken(seconds),
    // Its drawn media go with it: a test run must not leave a folder per CMS in the temp dir.
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(varDir, { recursive: true, force: true })
          resolve()
        }),
      ),
  }
}
