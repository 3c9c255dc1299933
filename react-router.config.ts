import type { Config } from '@react-router/dev/config'

export default {
  appDirectory: 'site',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config
