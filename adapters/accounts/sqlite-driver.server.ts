import { createRequire } from 'node:module'
import type BetterSqlite3 from 'better-sqlite3'

const require = createRequire(import.meta.url)
const nodeMajor = Number(process.versions.node.split('.')[0])

/**
 * better-sqlite3's `Database` for the Node that runs us. Version 13 (Node-API, prebuilt inside its
 * package) is the one to run: 12 aborts Node 24.19+ when the garbage collector finalises a
 * statement outside a JavaScript context (`RemoveEnvironmentCleanupHook`, seen in the fault tests
 * on Node 24). 13 in turn crashes on Node 20, past its end of life but still tested, which loads
 * 12 under the optional dependency's alias `better-sqlite3-node20`. Both share one API and types.
 */
export const SqliteDatabase = loadDriver()

export type SqliteDatabase = BetterSqlite3.Database

function loadDriver(): typeof BetterSqlite3 {
  const name = nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20'
  // A CommonJS module required by a name chosen at run time: its type is the one imported above.
  const driver: unknown = require(name)
  return driver as typeof BetterSqlite3
}
