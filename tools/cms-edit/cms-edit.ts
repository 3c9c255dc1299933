/**
 * `npm run cms:edit -- --entry <id|slug> --title "…" [--site it|en] [--url http://localhost:3000]`:
 * changes an entry's title in the running site's embedded CMS, as an editor saving it would, then
 * sends the site the signed webhook Craft's Webhooks plugin sends after a save
 * (docs/operations.md, publishing). Reads CMS_WRITE_TOKEN and CMS_WEBHOOK_SECRET, the values the
 * site was started with. `--cms <url>` edits a CMS of its own process instead (`npm run fleet`'s),
 * which announces the edit to the site itself: CMS_WRITE_TOKEN alone.
 */
import { parseArgs } from 'node:util'
import { asLocale } from '#schema/locale'
import { editEntryTitle } from '#tools/testing/cms-edit'

const { values } = parseArgs({
  options: {
    entry: { type: 'string' },
    title: { type: 'string' },
    site: { type: 'string' },
    url: { type: 'string', default: process.env['SITE_URL'] ?? 'http://localhost:3000' },
    cms: { type: 'string' },
  },
})
const writeToken = process.env['CMS_WRITE_TOKEN']
const webhookSecret = process.env['CMS_WEBHOOK_SECRET']
const site = values.site === undefined ? undefined : asLocale(values.site)
const problems = [
  ...(values.entry ? [] : ['--entry <id or slug> is missing']),
  ...(values.title ? [] : ['--title "…" is missing']),
  ...(values.site !== undefined && !site ? ['--site must be it or en'] : []),
  ...(writeToken ? [] : ['CMS_WRITE_TOKEN is not set: use the one the site was started with']),
  ...(webhookSecret || values.cms
    ? []
    : ['CMS_WEBHOOK_SECRET is not set: use the one the site was started with']),
]
if (problems.length > 0 || !values.entry || !values.title || !writeToken) {
  console.error(problems.join('\n'))
  process.exit(2)
}

const started = performance.now()
const { edited, webhook } = await editEntryTitle({
  siteUrl: values.url,
  cmsUrl: values.cms,
  writeToken,
  webhookSecret,
  entry: values.entry,
  title: values.title,
  site,
})
console.log(`Entry ${edited.id} (${edited.section}, ${edited.site}) is now titled "${edited.title}"`)
console.log(
  `Webhook: ${webhook.status} ${JSON.stringify(webhook.body)} in ${Math.round(performance.now() - started)} ms`,
)
if (webhook.status !== 202) process.exitCode = 1
