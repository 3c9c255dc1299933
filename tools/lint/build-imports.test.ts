import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/architecture.md, Layers: nothing but tests imports tools/, and the build is not a test.
const buildFiles = [
  'vite.config.ts',
  'react-router.config.ts',
  ...readdirSync('build-config')
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => path.join('build-config', file)),
]

describe('the build configuration', () => {
  it.each(buildFiles)('%s imports nothing from tools/', (file) => {
    const imports = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map(
      (match) => match[1],
    )
    expect(
      imports.filter((source) => source !== undefined && /(^|\/)tools\/|^#tools\//.test(source)),
    ).toEqual([])
  })
})
