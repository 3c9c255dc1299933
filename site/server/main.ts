// The process entry: `npm run serve` (the production build) and `npm run dev` (Vite with HMR).
// React and its server renderer pick their development or production build from NODE_ENV when
// they are first imported, so it is settled here before anything else is loaded: a server started
// without it would otherwise render with React's slow development build.
process.env['NODE_ENV'] ??= process.argv.includes('--dev') ? 'development' : 'production'
await import('./start.server')
export {}
