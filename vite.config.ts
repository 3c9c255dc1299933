import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { firstLoadChunks } from './build-config/first-load-chunks.ts'
import { screenFamilies } from './build-config/screen-families.ts'
import { screenDeclarations } from './schema/screen-declarations.server.ts'

// The 404 page is no declared screen (it answers every unknown path); it looks like the catalogue.
const notFound = { family: 'catalogue', root: 'site/screens/not-found.tsx' }

const firstLoad = firstLoadChunks([
  {
    name: 'shell',
    roots: [
      // The client entry (React Router's, plus the page's language): it brings React DOM.
      'site/entry.client.tsx',
      'site/root.tsx',
      'site/layouts/locale.tsx',
      'site/layouts/default.tsx',
      'site/layouts/landing.tsx',
    ],
  },
  // Each screen's module in the family its declaration names.
  ...screenFamilies(screenDeclarations).map((family) =>
    family.name === notFound.family ? { ...family, roots: [...family.roots, notFound.root] } : family,
  ),
])

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), firstLoad.plugin],
  // The server build's GraphQL is parse and print of our queries: bundled, they are a few KB of
  // one file, where importing the package reads some 140 of them at every start.
  ssr: { noExternal: ['graphql'] },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } } },
}))
