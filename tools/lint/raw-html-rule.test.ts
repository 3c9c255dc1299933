import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'

// Lints imaginary files through the real eslint.config.js (as layer-rules.test.ts does).
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] })

async function rawHtmlErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

describe('the raw HTML rule (docs/security.md)', () => {
  test.each([
    [
      'site/screens/entry-page.tsx',
      'export const A = (p: { t: string }) => <div dangerouslySetInnerHTML={{ __html: p.t }} />',
    ],
    [
      'renderers/field-card/field-card.tsx',
      'export const A = () => <p dangerouslySetInnerHTML={{ __html: "<b>x</b>" }} />',
    ],
    [
      'runtime/page-tree.tsx',
      "import { createElement } from 'react'\nexport const a = createElement('div', { dangerouslySetInnerHTML: { __html: 'x' } })",
    ],
    ['site/chrome/header.tsx', "export function f(element: HTMLElement) { element.innerHTML = '<b>x</b>' }"],
    [
      'site/chrome/header.tsx',
      "export function f(element: HTMLElement) { element.insertAdjacentHTML('beforeend', 'x') }",
    ],
    ['site/chrome/header.tsx', "export function f() { document.write('x') }"],
    ['site/chrome/header.tsx', "export function f(frame: HTMLIFrameElement) { frame.srcdoc = 'x' }"],
  ])('refuses raw HTML in %s: %s', async (filePath, code) => {
    expect(await rawHtmlErrors(filePath, code)).toHaveLength(1)
  })

  test('lets RichText, the one component for sanitized HTML, set it', async () => {
    const code =
      'export function RichText({ html }: { html: string }) { return <div dangerouslySetInnerHTML={{ __html: html }} /> }'
    expect(await rawHtmlErrors('runtime/rich-text.tsx', code)).toEqual([])
  })

  test('lets code read markup', async () => {
    expect(
      await rawHtmlErrors('site/chrome/header.tsx', 'export const f = (e: Element) => e.innerHTML.length'),
    ).toEqual([])
  })
})
