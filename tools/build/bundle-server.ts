/**
 * Bundles the production server (`site/server/main.ts` and everything of ours it imports) into
 * one JavaScript file, `build/site-server/main.js`, run by `npm run serve` with plain node: no
 * TypeScript compiled at start-up, no tsx in the image. Run by `npm run build` after React
 * Router's build, whose server bundle (build/server/index.js) the server loads at start.
 * npm packages stay outside the bundle (native ones must), resolved from node_modules as usual,
 * but for two that Node's ESM loader cannot import by the paths we use (below).
 * Files read at run time (the embedded CMS's seed and SDL, build/client) are found from the
 * working directory, the project root, as before.
 */
import { readFileSync } from 'node:fs'
import { type Plugin, build } from 'esbuild'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'

const Manifest = t.partial({
  dependencies: t.record(t.string, t.string),
  devDependencies: t.record(t.string, t.string),
  optionalDependencies: t.record(t.string, t.string),
})

const manifest = decodeOrThrow(Manifest, JSON.parse(readFileSync('package.json', 'utf8')), 'package.json')
// fp-ts and io-ts are CommonJS imported by extensionless subpaths (`fp-ts/lib/Either`), which
// Node's ESM loader refuses: pure JavaScript, they go into the bundle instead.
const bundledPackages = new Set(['fp-ts', 'io-ts'])
// Packages of many small modules cost a resolution and a file read for each at every start (kysely
// and graphql some 140 each, jose 60): each is bundled once into build/site-server/vendor/<name>.js,
// which our bundle imports. Without a source map: parsing theirs would cost more start-up than
// bundling them saves, and a stack frame in them names their own function anyway.
const vendoredPackages = ['kysely', 'graphql', 'jose']
const packages = [manifest.dependencies, manifest.devDependencies, manifest.optionalDependencies]
  .flatMap((list) => Object.keys(list ?? {}))
  .filter((name) => !bundledPackages.has(name) && !vendoredPackages.includes(name))

const started = performance.now()
await build({
  entryPoints: Object.fromEntries(vendoredPackages.map((name) => [`vendor/${name}`, name])),
  outdir: 'build/site-server',
  bundle: true,
  platform: 'node',
  // Their ES module builds (graphql names its own in `module`): named exports, as we import them.
  mainFields: ['module', 'main'],
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
})
const vendored: Plugin = {
  name: 'vendored-packages',
  setup(build) {
    const names = new RegExp(`^(${vendoredPackages.join('|')})$`)
    build.onResolve({ filter: names }, (args) => ({ path: `./vendor/${args.path}.js`, external: true }))
  },
}
await build({
  entryPoints: ['site/server/main.ts'],
  outdir: 'build/site-server',
  bundle: true,
  // main.ts settles NODE_ENV before React is first imported, by importing the rest dynamically:
  // split, that import stays a separate chunk loaded after, instead of hoisted above main's code.
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Every npm package, and its subpaths, is imported at run time; only our modules are bundled.
  external: packages.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [vendored],
})
console.log(`build/site-server/main.js in ${(performance.now() - started).toFixed(0)} ms`)
