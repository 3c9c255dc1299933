import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// Lints imaginary files through the real eslint.config.js (as layer-rules.test.ts does).
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] })

async function referenceErrors(filePath: string, code: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'local/no-tracker-references')
    .map((message) => message.line)
}

describe('the tracker-reference rule', () => {
  test.each([
    ['site/root.tsx', '// The filter lives in the URL (issue 23 item 7).\nexport const a = 1'],
    ['site/root.tsx', '/** Answers `{ data, success, message }` (DESIGN: Errors). */\nexport const a = 1'],
    ['schema/config.ts', '/*\n * Issue 27: a title of at most 60 characters.\n */\nexport const a = 1'],
    ['tests/e2e/seo.spec.ts', '// As issues 22 and 24 asked.\nexport const a = 1'],
    ['site/root.tsx', 'export const A = () => <div>{/* issue 8 */}</div>'],
  ])('refuses a comment in %s that cites the tracker or DESIGN: %s', async (filePath, code) => {
    expect(await referenceErrors(filePath, code)).toHaveLength(1)
  })

  test.each([
    ['site/root.tsx', '// The filter lives in the URL (decision 040).\nexport const a = 1'],
    [
      'site/root.tsx',
      '/** Answers `{ data, success, message }` (docs/architecture.md, Errors). */\nexport const a = 1',
    ],
    ['site/root.tsx', '// spec §9: the header hides past 50 px; a clearer design wins.\nexport const a = 1'],
    ['site/root.tsx', '// Each run issues a fresh token.\nexport const a = 1'],
  ])('accepts a comment in %s that cites the docs: %s', async (filePath, code) => {
    expect(await referenceErrors(filePath, code)).toEqual([])
  })

  test('reads comments only, not strings', async () => {
    expect(await referenceErrors('site/root.tsx', "export const a = 'issue 23 and DESIGN'")).toEqual([])
  })
})
