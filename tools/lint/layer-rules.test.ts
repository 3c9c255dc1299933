import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// Lints imaginary files through the real eslint.config.js; type-aware rules are off since the files
// do not exist for the TypeScript project. The modules they import do exist: the layer rule
// resolves every import, so an import of nothing is nobody's arrow.
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] })

async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) => message.message)
}

describe('the layer rule', () => {
  test.each([
    ['schema/blocks/hero.ts', "import { x } from '#runtime/page-tree'"],
    ['schema/locale-names.ts', "import { x } from '../runtime/page-tree'"],
    ['schema/blocks/hero.ts', "import { x } from '../../adapters/cms/cms-client.server'"],
    ['schema/locale-names.ts', "import { useState } from 'react'"],
    ['adapters/cms/get-page.ts', "import { x } from '#runtime/page-tree'"],
    ['adapters/cms/get-page.ts', "import { x } from '../../site/root'"],
    ['machines/session.machine.ts', "import { x } from '#adapters/cms/cms-client.server'"],
    ['runtime/page-tree.tsx', "import { Hero } from '#renderers/content-hero/content-hero'"],
    ['runtime/page-tree.tsx', "import { x } from '#adapters/cms/cms-client.server'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '../../site/server/config.server'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '#site/root'"],
    ['renderers/content-hero/content-hero.tsx', "import { x } from '#machines/overlays.machine'"],
    ['site/root.tsx', "import { x } from '#tools/bench/ssr'"],
    ['site/server/app.server.ts', "import { x } from '../../tools/testing/free-port'"],
    [
      'site/server/deep/down/here/app.server.ts',
      "import { x } from '../../../../../runtime/../tools/bench/ssr'",
    ],
    ['site/server/app.server.test.ts', "import { x } from '#tools/bench/ssr'"],
  ])('%s refuses %s', async (filePath, code) => {
    // A wrong arrow to a .server module is refused for both reasons.
    expect((await importErrors(filePath, code)).length).toBeGreaterThan(0)
  })

  test.each([
    ['schema/blocks/hero.ts', "import { Locale } from '#schema/locale'"],
    ['schema/blocks/hero.ts', "import { Locale } from '../locale'"],
    ['adapters/cms/get-page.ts', "import { Locale } from '#schema/locale'"],
    ['adapters/cms/get-page.server.ts', "import { client } from './cms-client.server'"],
    ['runtime/page-tree.tsx', "import { Locale } from '#schema/locale'"],
    ['renderers/content-hero/content-hero.tsx', "import { defineBlock } from '#runtime/define-block'"],
    ['site/root.tsx', "import { client } from '#adapters/cms/cms-client.server'"],
    ['site/routes/page.tsx', "import { x } from '#machines/overlays.machine'"],
    ['site/routes/page.test.tsx', "import { freePort } from '#tools/testing/free-port'"],
    ['site/server/deep/page.test.ts', "import { freePort } from '../../../tools/testing/free-port'"],
    ['tests/e2e/home.spec.ts', "import { freePort } from '../../tools/testing/free-port'"],
    ['tools/bench/ssr.ts', "import { x } from '#site/server/config.server'"],
  ])('%s accepts %s', async (filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([])
  })
})

test('a barrel index file is refused', async () => {
  expect(await importErrors('runtime/index.ts', "export { x } from './x'")).toHaveLength(1)
})
