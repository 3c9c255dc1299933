import type { Child } from './child-process'
import { startNodeChild, waitFor } from './child-process'

/** The token the fault tests' CMS expects (the site is given the same one). */
export const faultCmsToken = 'fault-token'

/**
 * The embedded CMS alone in its own process (what `npm run cms` starts), over `seedDir`, resolved
 * once its GraphQL endpoint answers an authorised query.
 */
export async function startCmsProcess(options: {
  port: number
  varDir: string
  seedDir: string
}): Promise<Child> {
  const child = startNodeChild('adapters/local-cms/main.server.ts', {
    CMS_PORT: String(options.port),
    CMS_TOKEN: faultCmsToken,
    CMS_VAR_DIR: options.varDir,
    CMS_SEED_DIR: options.seedDir,
  })
  try {
    await waitFor(
      `the CMS answering on port ${options.port}`,
      async () => {
        const response = await fetch(`http://127.0.0.1:${options.port}/cms/api?query=%7B__typename%7D`, {
          headers: { Authorization: `Bearer ${faultCmsToken}` },
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
