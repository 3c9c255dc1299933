// @ts-check
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Layers and what each may import of ours (docs/architecture.md, Layers and imports; docs/style.md).
 * Imports point downwards: site -> renderers -> runtime -> schema; adapters, machines -> schema.
 * Nothing imports tools/, except tests reaching their shared helpers in tools/testing/; nothing
 * imports tests/ (the browser, flow, fault, security and a11y suites).
 */
const layers = ['schema', 'adapters', 'machines', 'runtime', 'renderers', 'site', 'tools', 'tests']

/** @type {Record<string, string[]>} */
const allowed = {
  schema: ['schema'],
  adapters: ['schema', 'adapters'],
  machines: ['schema', 'machines'],
  runtime: ['schema', 'runtime'],
  renderers: ['schema', 'runtime', 'renderers'],
  site: ['schema', 'adapters', 'machines', 'runtime', 'renderers', 'site'],
}

/** Layers that must never reach a server-only module (they end up in the browser or must stay pure). */
const clientSafe = ['schema', 'runtime', 'renderers']

const codeFiles = '!(*.test|*.spec).{ts,tsx,mts,cts}'
const testFiles = '*.{test,spec}.{ts,tsx,mts,cts}'

/**
 * The layers as path zones (import-x/no-restricted-paths resolves every import, `#schema/x` and
 * `../../schema/x` alike, so one zone per arrow holds at any depth). Tests may also reach the
 * shared helpers in tools/testing/ (docs/style.md, Tests); code may not reach tools/ at all.
 */
const layerZones = Object.entries(allowed).flatMap(([layer, own]) => {
  const message = `${layer}/ may import only ${own.join(', ')} of ours (imports point downwards, docs/architecture.md).`
  const forbidden = layers.filter((other) => other !== layer && other !== 'tools' && !own.includes(other))
  return [
    ...forbidden.map((other) => ({ target: `./${layer}`, from: `./${other}`, message })),
    { target: `./${layer}/**/${codeFiles}`, from: './tools', message },
    {
      target: `./${layer}/**/${testFiles}`,
      from: './tools',
      except: ['./testing'],
      message: 'tests may import only tools/testing/ of tools/.',
    },
  ]
})

/**
 * Comments cite what a reader of the repository can open: a section of docs/spec.md or
 * docs/architecture.md, or a decision in docs/decisions/. The issue tracker and the design
 * document the project started from are not in the repository, so a comment pointing there
 * tells a maintainer nothing.
 */
const trackerReference = /\b[Ii]ssues? \d+|\bDESIGN\b/

/** @type {import('eslint').Rule.RuleModule} */
const noTrackerReferences = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments cite the docs or a decision, not the issue tracker or DESIGN.' },
    schema: [],
    messages: {
      reference:
        'Say the rule, or cite where the repository states it (docs/spec.md §N, docs/architecture.md section, decision NNN), not the issue tracker or DESIGN.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (comment.loc && trackerReference.test(comment.value)) {
            context.report({ loc: comment.loc, messageId: 'reference' })
          }
        }
      },
    }
  },
}

/** Markup written from a string: refused outside `RichText` (the raw-html config below). */
const rawHtml = [
  {
    selector:
      "JSXAttribute[name.name='dangerouslySetInnerHTML'], Property[key.name='dangerouslySetInnerHTML']",
    message: 'Write CMS rich text with <RichText html={safeHtml} /> (runtime/rich-text.tsx), never raw HTML.',
  },
  {
    selector:
      "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML|srcdoc)$/], CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/], CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]",
    message:
      'No markup from strings: build elements, or write CMS rich text with <RichText> (docs/security.md).',
  },
]

/** A wait for a fixed time: refused in the browser suites (the no-fixed-waits config below). */
const fixedWaits = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message:
      'No fixed waits: wait on a condition (expect.poll, a locator, networkSettled or framesPainted in tools/testing/page-settled.ts).',
  },
]

/**
 * XState's internals: members named `_x` or `__x` (`snapshot._nodes`, `actor._snapshot`), its
 * `__unsafe_` exports, and persisted snapshots read for what a live one does not show. A test
 * that leans on them breaks with any release and tests what XState keeps, not what the machine
 * says; the public snapshot (`value`, `context`, `matches`, `can`, `hasTag`, `status`) and the
 * machine's `root` state nodes say all a model test or a flow needs.
 */
const xstateInternalsMessage =
  "Read machines through XState's public API: snapshot.value, .context, .matches(), .can(), and machine.root's state nodes (tools/testing/machine-graph.ts)."
const xstateInternals = [
  { selector: 'MemberExpression[property.name=/^_/]', message: xstateInternalsMessage },
  { selector: 'MemberExpression[computed=true][property.value=/^_/]', message: xstateInternalsMessage },
  { selector: 'ImportSpecifier[imported.name=/^__/]', message: xstateInternalsMessage },
  {
    selector: "CallExpression[callee.property.name='getPersistedSnapshot']",
    message: xstateInternalsMessage,
  },
]

/** The project's own rules, as a plugin named `local`. */
const local = { rules: { 'no-tracker-references': noTrackerReferences } }

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      'build/',
      'var/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '**/node_modules/',
      '.react-router/',
      // Generated: GraphQL codegen, typesafe-i18n, declarations written by tools.
      'adapters/cms/generated/',
      'schema/generated/',
      'renderers/generated/',
      'site/i18n/i18n-*.ts',
      'site/i18n/i18n-*.tsx',
      '**/*.d.ts',
    ],
  },
  {
    name: 'base',
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      // No `any` (team brief); with the no-unsafe-* rules of recommendedTypeChecked, undecoded data
      // cannot flow into typed code unnoticed (docs/architecture.md: decode at the edge).
      '@typescript-eslint/no-explicit-any': 'error',
      // React Router's way to answer a status from a loader is to throw `data(...)` or a Response.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    name: 'react-hooks',
    files: ['site/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'runtime/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    name: 'layers',
    files: ['{schema,adapters,machines,runtime,renderers,site}/**/*.{ts,tsx,mts,cts}'],
    plugins: { 'import-x': importX },
    settings: {
      // Our modules are TypeScript, imported without extension (moduleResolution Bundler).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Every cycle is a module that cannot be read, tested or split on its own.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'layers/client-safe',
    files: [`{${clientSafe.join(',')}}/**/*.{ts,tsx,mts,cts}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '\\.server(\\.tsx?)?$',
              message:
                'schema/, runtime/ and renderers/ must not import a .server module: they run in the browser or must stay pure.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'layers/pure-schema',
    files: ['schema/**/*.{ts,tsx,mts,cts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '(\\.server(\\.tsx?)?$)|^(node:|react$|react/|react-dom|react-router|express|@urql/|fs$|path$|http$|https$|crypto$)',
              message:
                'schema/ is pure: no React, no router, no HTTP client, no node APIs, no .server module (docs/style.md).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'jsx-a11y',
    files: ['{site,renderers,runtime}/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    // Components that take `autoFocus` pass it to a field that is the first thing a dialog or a
    // screen after a refused post is about; the rule still checks every DOM element.
    rules: { 'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    // docs/security.md: CMS rich text reaches the page only as a `SafeHtml`, through `RichText`. Any
    // other way of writing markup from a string (React's escape hatch, innerHTML and kin) could
    // take a plain string, so it is refused everywhere else.
    name: 'raw-html',
    files: ['{schema,adapters,machines,runtime,renderers,site}/**/*.{ts,tsx}'],
    ignores: ['runtime/rich-text.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtml] },
  },
  {
    // A test waits for what a person would see or what the page asked for, never for a time that
    // is enough on a quiet machine (tools/testing/page-settled.ts has the conditions).
    name: 'no-fixed-waits',
    files: ['tests/e2e/**/*.ts', 'tests/flows/**/*.ts', 'tests/a11y/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...fixedWaits] },
  },
  // The model tests and the flows read machines through XState's public API only. Each file
  // keeps the lists above that apply to it: no-restricted-syntax options replace each other.
  {
    name: 'xstate-public-api/machine-tests',
    files: ['machines/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtml, ...xstateInternals] },
  },
  {
    name: 'xstate-public-api/flows',
    files: ['tests/flows/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...fixedWaits, ...xstateInternals] },
  },
  {
    name: 'xstate-public-api/test-helpers',
    files: ['tools/testing/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...xstateInternals] },
  },
  {
    name: 'no-barrels',
    files: ['**/index.{ts,tsx,js,mts}'],
    // typesafe-i18n requires each locale's dictionary at <locale>/index.ts; it is not a barrel.
    ignores: ['site/i18n/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'No barrel index files: import the file you mean, named after its export (docs/style.md).',
        },
      ],
    },
  },
  {
    name: 'no-tracker-references',
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { local },
    rules: { 'local/no-tracker-references': 'error' },
  },
  {
    name: 'plain-js',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
)
