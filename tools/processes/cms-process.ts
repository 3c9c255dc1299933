import type { Child } from './child-process'
import { startNodeChild, waitFor } from './child-process'

/** The token the fault tests' CMS expects (the site is given the same one). */
export const faultCmsToken = 'fault-token'

/**
 * The embedded CMS alone in its own process (what `npm run cms` starts), over `seedDir` (the
 * seed beside it when absent), resolved once its GraphQL endpoint answers an authorised query.
 * `env` adds the stand-alone CMS's other variables: CMS_WRITE_TOKEN, CMS_WEBHOOK_URL and
 * CMS_WEBHOOK_SECRET for a CMS that editors change and that announces it.
 */
export async function startCmsProcess(options: {
  port: number
  varDir: string
  seedDir?: string
  token?: string
  env?: Record<string, string>
}): Promise<Child> {
  const token = options.token ?? faultCmsToken
  const child = startNodeChild('adapters/local-cms/main.server.ts', {
    ...options.env,
    CMS_PORT: String(options.port),
    CMS_TOKEN: token,
    CMS_VAR_DIR: options.varDir,
    ...(options.seedDir ? { CMS_SEED_DIR: options.seedDir } : {}),
  })
  try {
    await waitFor(
      `the CMS answering on port ${options.port}`,
      async () => {
        const response = await fetch(`http://127.0.0.1:${options.port}/cms/api?query=%7B__typename%7D`, {
          headers: { Authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(2_000),
        })
        await response.arrayBuffer()
        return response.ok ? true : undefined
      },
      { timeoutMs: 60_000, intervalMs: 200, child },
    )
  } catch (error) {
    await child.stop()
    throw error
  }
  return child
}
