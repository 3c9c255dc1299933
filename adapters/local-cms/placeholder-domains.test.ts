import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Placeholder domains (`*.example`) only where no real address can exist, each listed in this
 * folder's README (Placeholder domains). A seed file that names a `.example` host or mailbox the
 * README's table does not list is refused, and so is a row of the table that the seed no longer uses.
 */
const seedDir = join(import.meta.dirname, 'seed')

function seedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? seedFiles(join(dir, entry.name))
      : entry.name.endsWith('.json')
        ? [join(dir, entry.name)]
        : [],
  )
}

/** Each `.example` mailbox (`info@fast.example`) or host with its path (`bim.fast.example/fast`). */
function placeholdersIn(text: string): string[] {
  const mailboxes = text.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.example\b/g) ?? []
  const hosts = [...text.matchAll(/https?:\/\/([\w-]+(?:\.[\w-]+)*\.example)(\/[^\s"\\<]*)?/g)].map(
    ([, host, path]) => (path && path !== '/' && !/^\/(it|en)$/.test(path) ? `${host}${path}` : host!),
  )
  return [...mailboxes, ...hosts]
}

describe('placeholder domains in the seed', () => {
  const listed = new Set(
    [
      ...readFileSync(join(import.meta.dirname, 'README.md'), 'utf8').matchAll(
        /^\|[^|\n]*\|\s*`([^`]+)`\s*\|/gm,
      ),
    ].map(([, address]) => address!),
  )
  const used = new Map<string, string>()
  for (const file of seedFiles(seedDir))
    for (const address of placeholdersIn(readFileSync(file, 'utf8'))) used.set(address, file)

  it('are each listed in the README', () => {
    const unlisted = [...used]
      .filter(([address]) => !listed.has(address))
      .map(([a, file]) => `${a} in ${file}`)
    expect(unlisted).toEqual([])
  })

  it('are each still used by the seed', () => {
    expect([...listed].filter((address) => !used.has(address))).toEqual([])
  })
})
