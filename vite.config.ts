import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { firstLoadChunks } from './build-config/first-load-chunks.ts'

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
  {
    name: 'catalogue',
    roots: [
      'site/screens/home.tsx',
      'site/screens/entry-page.tsx',
      'site/screens/entry-list.tsx',
      'site/screens/category.tsx',
      'site/screens/not-found.tsx',
      'site/screens/search.tsx',
    ],
  },
  { name: 'login', roots: ['site/screens/login.tsx'] },
  { name: 'account', roots: ['site/screens/account.tsx'] },
  { name: 'password', roots: ['site/screens/change-password.tsx', 'site/screens/reset-password.tsx'] },
  { name: 'register', roots: ['site/screens/register.tsx'] },
  { name: 'stores', roots: ['site/screens/stores.tsx'] },
])

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [vanillaExtractPlugin(), reactRouter(), firstLoad.plugin],
  // The server build's GraphQL is parse and print of our queries: bundled, they are a few KB of
  // one file, where importing the package reads some 140 of them at every start.
  ssr: { noExternal: ['graphql'] },
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } } },
}))
