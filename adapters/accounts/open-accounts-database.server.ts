import path from 'node:path'
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import type pg from 'pg'
import { accountsMigrations } from './accounts-migrations.server'
import { SqliteDatabase } from './sqlite-driver.server'
import type { AccountsDb, AccountsTables } from './accounts-tables'

export type AccountsDatabase = {
  db: AccountsDb
  dialect: 'sqlite' | 'postgres'
  /** Rejects when the database does not answer a trivial query (readiness, /readyz). */
  ping(): Promise<void>
  close(): Promise<void>
}

export type AccountsDatabaseOptions = {
  /** PostgreSQL (`postgres://...`); without it, SQLite at `sqliteFile`. */
  databaseUrl?: string | undefined
  /** Default `<varDir>/accounts.sqlite`. */
  sqliteFile?: string
  varDir: string
  /**
   * Told when an idle PostgreSQL connection breaks (a server restart, a dropped database). The
   * pool replaces the connection; without a listener the pool's 'error' event would end the process.
   */
  onIdleError?: (error: Error) => void
}

/**
 * Opens the accounts store and brings its schema up to date (migrations in code, run at start).
 * SQLite runs in WAL mode with a busy timeout, so several processes on one machine can share it.
 *
 * @example
 * const { db, close } = await openAccountsDatabase({ varDir: config.varDir, databaseUrl: config.databaseUrl })
 */
export async function openAccountsDatabase(options: AccountsDatabaseOptions): Promise<AccountsDatabase> {
  const dialect = options.databaseUrl ? 'postgres' : 'sqlite'
  const db = new Kysely<AccountsTables>({
    dialect: options.databaseUrl
      ? new PostgresDialect({ pool: await postgresPool(options.databaseUrl, options.onIdleError) })
      : new SqliteDialect({
          database: openSqlite(options.sqliteFile ?? path.join(options.varDir, 'accounts.sqlite')),
        }),
  })
  try {
    const { error } = await new Migrator({ db, provider: accountsMigrations }).migrateToLatest()
    if (error) throw new Error('The accounts database could not be migrated', { cause: error })
  } catch (error) {
    await db.destroy()
    throw error
  }
  return {
    db,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: () => db.destroy(),
  }
}

async function postgresPool(
  connectionString: string,
  onIdleError?: (error: Error) => void,
): Promise<pg.Pool> {
  // pg loads only for PostgreSQL: a SQLite site does not pay for it at every start.
  const { default: pg } = await import('pg')
  // A database that does not answer fails a request in seconds instead of holding it (and a
  // connection slot) for the operating system's TCP timeout: the API answers 503 (docs/security.md).
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3_000 })
  pool.on('error', (error) => onIdleError?.(error))
  return pool
}

function openSqlite(file: string): SqliteDatabase {
  const database = new SqliteDatabase(file)
  database.pragma('journal_mode = WAL')
  database.pragma('busy_timeout = 5000')
  database.pragma('foreign_keys = ON')
  return database
}
