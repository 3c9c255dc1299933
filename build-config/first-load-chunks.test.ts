import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadChunks } from './first-load-chunks'

/** A module graph as the bundler sees it: absolute ids and their static imports. */
const graph: Record<string, string[]> = {
  'site/root.tsx': ['node_modules/react/index.js', 'site/chrome/header.tsx'],
  'site/chrome/header.tsx': ['node_modules/react/index.js', 'site/i18n/strings.ts'],
  'site/screens/home.tsx': ['site/blocks/page-tree.tsx', 'site/i18n/strings.ts', 'site/format.ts'],
  'site/screens/login.tsx': ['site/account/login-form.tsx', 'site/format.ts'],
  'site/screens/stores.tsx': ['site/stores/store-list.tsx', 'site/format.ts'],
  'site/blocks/page-tree.tsx': [],
  'site/account/login-form.tsx': ['site/account/field.tsx'],
  'site/account/field.tsx': [],
  'site/stores/store-list.tsx': ['site/account/field.tsx'],
  'site/format.ts': [],
  'site/i18n/strings.ts': [],
  'node_modules/react/index.js': [],
}
const absolute = (file: string) => path.resolve(file)

function chunksOf(families: Parameters<typeof firstLoadChunks>[0]): Record<string, string | undefined> {
  const { plugin, groups } = firstLoadChunks(families)
  const context = {
    getModuleIds: () => Object.keys(graph).map(absolute).values(),
    getModuleInfo: (id: string) => ({
      isEntry: false,
      importedIds: (graph[path.relative(process.cwd(), id)] ?? []).map(absolute),
    }),
    error: (message: string): never => {
      throw new Error(message)
    },
    warn: () => {},
  }
  const buildEnd = plugin.buildEnd as unknown as (this: typeof context) => void
  buildEnd.call(context)
  return Object.fromEntries(
    Object.keys(graph).map((file) => [file, groups.find((group) => group.test(absolute(file)))?.name]),
  )
}

describe('firstLoadChunks', () => {
  const chunks = chunksOf([
    { name: 'shell', roots: ['site/root.tsx'] },
    { name: 'catalogue', roots: ['site/screens/home.tsx'] },
    { name: 'account', roots: ['site/screens/login.tsx'] },
    { name: 'stores', roots: ['site/screens/stores.tsx'] },
  ])

  it('puts what the shell imports, all the way down, in the shell chunk', () => {
    expect(chunks['node_modules/react/index.js']).toBe('shell')
    expect(chunks['site/chrome/header.tsx']).toBe('shell')
    expect(chunks['site/i18n/strings.ts']).toBe('shell')
  })

  it('puts what every other family imports in the shell too, since every page loads it', () => {
    expect(chunks['site/format.ts']).toBe('shell')
  })

  it('gives any other module the chunk of the families that import it', () => {
    expect(chunks['site/blocks/page-tree.tsx']).toBe('catalogue')
    expect(chunks['site/account/login-form.tsx']).toBe('account')
    expect(chunks['site/account/field.tsx']).toBe('account-stores')
  })

  it('leaves the route modules themselves to React Router', () => {
    for (const root of ['site/root.tsx', 'site/screens/home.tsx', 'site/screens/login.tsx'])
      expect(chunks[root]).toBeUndefined()
  })

  it('stops the build when a root is not in it, rather than fall back to many small chunks', () => {
    expect(() => chunksOf([{ name: 'shell', roots: ['site/gone.tsx'] }])).toThrow(
      'first-load-chunks: site/gone.tsx (shell) is not in the build',
    )
  })

  it('takes the shell first, then combinations of more families before those of fewer', () => {
    const { groups } = firstLoadChunks([
      { name: 'shell', roots: [] },
      { name: 'a', roots: [] },
      { name: 'b', roots: [] },
      { name: 'c', roots: [] },
    ])
    const priority = Object.fromEntries(groups.map((group) => [group.name, group.priority]))
    expect(Object.keys(priority).sort()).toEqual(['a', 'a-b', 'a-c', 'b', 'b-c', 'c', 'shell'])
    expect(priority['shell']).toBeGreaterThan(priority['a-b'] ?? Infinity)
    expect(priority['a-b']).toBeGreaterThan(priority['a'] ?? Infinity)
  })
})
