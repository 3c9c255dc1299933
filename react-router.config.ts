import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: true,
  // The whole route table comes with the first page: discovering it lazily fetched /__manifest
  // after hydration and re-rendered the whole page with the patched routes (decision 031).
  routeDiscovery: { mode: 'initial' },
} satisfies Config
