import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// Lints imaginary files through the real eslint.config.js; type-aware rules are off since the files
// do not exist for the TypeScript project.
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] })

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'no-restricted-imports' || message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message)
}

describe('the layer rule', () => {
  test.each([
    ['schema/blocks/hero.ts', "import { x } from '#runtime/page-tree'"],
    ['schema/locale.ts', "import { x } from '../runtime/page-tree'"],
    ['schema/blocks/hero.ts', "import { x } from '../../adapters/cms/client'"],
    ['schema/locale.ts', "import { useState } from 'react'"],
    ['adapters/cms/get-page.ts', "import { x } from '#runtime/page-tree'"],
    ['adapters/cms/get-page.ts', "import { x } from '../../site/root'"],
    ['machines/session.machine.ts', "import { x } from '#adapters/accounts/users'"],
    ['runtime/page-tree.tsx', "import { Hero } from '#renderers/content-hero/content-hero'"],
    ['runtime/page-tree.tsx', "import { x } from '#runtime/config.server'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '../../runtime/config.server'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '#site/root'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '#machines/header.machine'"],
    ['site/root.tsx', "import { x } from '#tools/bench/ssr'"],
    ['site/server/app.server.ts', "import { x } from '../../tools/testing/free-port'"],
  ])('%s refuses %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toHaveLength(1)
  })

  test.each([
    ['schema/blocks/hero.ts', "import { Locale } from '#schema/locale'"],
    ['schema/blocks/hero.ts', "import { Image } from '../image'"],
    ['adapters/cms/get-page.ts', "import { PageTree } from '#schema/page-tree'"],
    ['adapters/cms/get-page.server.ts', "import { client } from '../local-cms/server'"],
    ['runtime/page-tree.tsx', "import { Locale } from '#schema/locale'"],
    ['renderers/content-hero/content-hero.tsx', "import { defineBlock } from '#runtime/define-block'"],
    ['site/root.tsx', "import { getPage } from '#adapters/cms/get-page.server'"],
    ['site/routes/page.tsx', "import { x } from '#machines/header.machine'"],
    ['site/routes/page.test.tsx', "import { freePort } from '#tools/testing/free-port'"],
    ['tools/e2e/home.spec.ts', "import { freePort } from '../../tools/testing/free-port'"],
    ['tools/bench/ssr.ts', "import { x } from '#site/server/app.server'"],
  ])('%s accepts %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })
})

test('a barrel index file is refused', async () => {
  expect(await importErrors('runtime/index.ts', "export { x } from './x'")).toHaveLength(1)
})
