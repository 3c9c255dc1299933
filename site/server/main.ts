// The process entry: `npm run serve` (the production build) and `npm run dev` (Vite with HMR).
// React and its server renderer pick their development or production build from NODE_ENV when
// they are first imported, so it is settled here before anything else is loaded: a server started
// without it would otherwise render with React's slow development build.
import nodeModule from 'node:module'
import path from 'node:path'

const dev = process.argv.includes('--dev')
process.env['NODE_ENV'] ??= dev ? 'development' : 'production'

// Node 22.1+ keeps the code it compiled on disk, so a restart does not compile every module again
// (about half the start-up: docs/architecture.md, Performance). Node 20, past its end of life, has no such cache.
const enableCompileCache: unknown = Reflect.get(nodeModule, 'enableCompileCache')
if (!dev && typeof enableCompileCache === 'function')
  enableCompileCache.call(nodeModule, path.resolve(process.env['VAR_DIR'] ?? 'var', 'compile-cache'))

// Stack traces name our TypeScript files (the bundle's source map), not node_modules' own maps:
// --enable-source-maps would parse those too, at every start. Node 22.14+; Node 20 goes without.
const setSourceMapsSupport: unknown = Reflect.get(nodeModule, 'setSourceMapsSupport')
if (!dev && typeof setSourceMapsSupport === 'function') setSourceMapsSupport.call(nodeModule, true)

await import('./start.server')
export {}
