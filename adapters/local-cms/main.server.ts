import { randomBytes } from 'node:crypto'
import express from 'express'
import { createLocalCms } from './local-cms.server'

// Stand-alone embedded CMS, for working on content or pointing another client at it:
// `npx tsx adapters/local-cms/main.server.ts` (CMS_PORT, CMS_TOKEN; CMS_VAR_DIR and CMS_SEED_DIR
// for a copy of the content, as the fault tests use to change it between two starts).
// With CMS_WRITE_TOKEN, CMS_WEBHOOK_URL and CMS_WEBHOOK_SECRET an edit is announced to the site
// as Craft announces a save: one CMS for several instances (`npm run fleet`).
const port = Number(process.env['CMS_PORT'] ?? 4000)
const token = process.env['CMS_TOKEN'] ?? randomBytes(24).toString('base64url')
if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`CMS_PORT must be a port number, got ${process.env['CMS_PORT']}`)
const webhookUrl = process.env['CMS_WEBHOOK_URL'] || undefined
const webhookSecret = process.env['CMS_WEBHOOK_SECRET'] || undefined
if ((webhookUrl === undefined) !== (webhookSecret === undefined))
  throw new Error('Set CMS_WEBHOOK_URL and CMS_WEBHOOK_SECRET together, or neither.')
if (webhookUrl !== undefined && !URL.canParse(webhookUrl))
  throw new Error(
    `CMS_WEBHOOK_URL must be the site's webhook URL, such as http://localhost:8080/api/cms/changed`,
  )

const started = Date.now()
const cms = await createLocalCms({
  varDir: process.env['CMS_VAR_DIR'] ?? 'var',
  ...(process.env['CMS_SEED_DIR'] ? { seedDir: process.env['CMS_SEED_DIR'] } : {}),
  token,
  // npm run cms:edit changes content through it (docs/operations.md, publishing).
  writeToken: process.env['CMS_WRITE_TOKEN'],
  changeWebhook: webhookUrl && webhookSecret ? { url: webhookUrl, secret: webhookSecret } : undefined,
  assetsBaseUrl: `http://localhost:${port}/cms/assets`,
})
const app = express()
app.use('/cms', cms.router)
app.listen(port, () => {
  console.log(`Embedded CMS (content ${cms.contentVersion}) ready in ${Date.now() - started} ms`)
  console.log(`GraphQL: http://localhost:${port}/cms/api  (Authorization: Bearer ${token})`)
  console.log(`Live-preview token for an hour: ${cms.createPreviewToken()}`)
  if (webhookUrl) console.log(`Edits are announced to ${webhookUrl}`)
})
