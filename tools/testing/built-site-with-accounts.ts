import { afterAll, beforeAll } from 'vitest'
import { type AccountsDatabase, openAccountsDatabase } from '#adapters/accounts/open-accounts-database.server'
import { type BuiltSite, startBuiltSite } from './built-site'

/** The built site a test file runs against, and its accounts database to check what a request left. */
export type RunningSite = { readonly site: BuiltSite; readonly database: AccountsDatabase }

/**
 * Starts the built site (`env` added to its configuration) and opens its accounts database before
 * the file's tests, and closes both after them. Read `site` and `database` inside the tests.
 *
 * @example
 * const running = builtSiteWithAccounts({ PUBLIC_URL: 'https://www.fast.test' })
 * it('…', async () => { await fetch(running.site.url) })
 */
export function builtSiteWithAccounts(env: Record<string, string>): RunningSite {
  let site: BuiltSite | undefined
  let database: AccountsDatabase | undefined
  beforeAll(async () => {
    site = await startBuiltSite(env)
    database = await openAccountsDatabase({ varDir: site.config.varDir })
  }, 60_000)
  afterAll(async () => {
    await database?.close()
    await site?.stop()
  })
  return {
    get site() {
      if (!site) throw new Error('The built site is not started yet: read it inside a test')
      return site
    },
    get database() {
      if (!database) throw new Error('The accounts database is not open yet: read it inside a test')
      return database
    },
  }
}
