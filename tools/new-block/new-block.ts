/*
 * `npm run new:block <name> [--parents page,contentGroup]`: scaffolds a block (docs/how-to/add-a-block.md):
 * its declaration in schema/blocks/, its renderer folder (component, styles, fixture, test), an
 * instance on the every-block page of the seed, then refreshes the generated block lists.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as t from 'io-ts'
import { format, resolveConfig } from 'prettier'
import { Block } from '#adapters/local-cms/content-codecs'
import {
  blockFiles,
  defaultParents,
  kebabCase,
  placeSeedInstance,
  seedInstance,
} from '#tools/new-block/block-files'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const seedFile = 'adapters/local-cms/seed/entries/landing.json'

const args = process.argv.slice(2)
const name = args.find((arg) => !arg.startsWith('--'))
const parentsArg = args.find((arg) => arg.startsWith('--parents='))?.slice('--parents='.length)
if (!name) {
  console.error(
    'Usage: npm run new:block <name> [-- --parents=page,contentGroup]  (name in camelCase, e.g. fieldQuote)',
  )
  process.exit(1)
}
const parents = parentsArg ? parentsArg.split(',').filter(Boolean) : [...defaultParents]

const files = blockFiles(name, parents)
const taken = files.filter((file) => existsSync(path.join(root, file.path)))
if (taken.length) {
  console.error(`new:block: ${taken.map((file) => file.path).join(', ')} already exist; pick another name.`)
  process.exit(1)
}

// The seed: the page with slug `blocks` (/l/blocks) shows every block, in each locale. Placed
// before any file is written, so a page with no block to hold it leaves nothing half added.
const Landing = t.type({
  entries: t.array(t.type({ sites: t.record(t.string, t.type({ slug: t.string, blocks: t.array(Block) })) })),
})
const seedPath = path.join(root, seedFile)
const seed: unknown = JSON.parse(await readFile(seedPath, 'utf8'))
if (!Landing.is(seed)) throw new Error(`${seedFile} is not a list of entries with sites and blocks.`)
const page = seed.entries.find((entry) => Object.values(entry.sites).some((site) => site.slug === 'blocks'))
if (!page) throw new Error(`${seedFile} has no entry with slug "blocks".`)
const places = Object.entries(page.sites).map(([locale, site]) =>
  placeSeedInstance(site.blocks, seedInstance(name, locale), parents),
)

for (const file of files) {
  const target = path.join(root, file.path)
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, await format(file.text, { ...(await resolveConfig(target)), filepath: target }))
}
const options = await resolveConfig(seedPath)
await writeFile(seedPath, await format(JSON.stringify(seed, null, 2), { ...options, filepath: seedPath }))

execFileSync('npx', ['tsx', 'tools/block-index/write-block-index.ts'], { cwd: root, stdio: 'inherit' })

const placed = [...new Set(places)]
  .map((place) => (place === 'page' ? 'at the top' : `inside a ${place}`))
  .join(', ')
console.log(`new:block wrote ${files.map((file) => file.path).join(', ')}
and added a ${name} to the every-block page (${placed}) in ${seedFile}.
Next: replace the example field fieldTitle with the block's own, in schema/blocks/${kebabCase(name)}.ts
(codec, fragment, sdl, malformed), renderers/${kebabCase(name)}/ and the seed; then
  npx tsc --noEmit -p . && npx vitest run renderers/${kebabCase(name)} schema/blocks adapters/cms/page-blocks adapters/cms/block-fields
A block beyond the spec's 37 is a spec change: note it in docs/spec.md 2.8.`)
