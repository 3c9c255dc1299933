import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import type { PublicConfig } from '#schema/config'
import type { Logger } from '#schema/logger'

// What the Express server hands every loader (site/server/site-server.server.ts): loaders reach
// the CMS only through this, so they never read the environment or hold the CMS token themselves.
declare module 'react-router' {
  interface AppLoadContext {
    cms: CmsClient
    publicConfig: PublicConfig
    log: Logger
  }
}

/** A loader's arguments with our context typed (React Router leaves it `any` without middleware). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>
