import { safeUrl } from '#schema/safe-url'
import type { Product360 } from './product-service.server'

/** The embedded default's 360 list: the seed products that have a 3D viewer. */
export const seedProducts360: readonly Product360[] = [
  { BC_id: 'FST-1001', viewerUrl: safeUrl('https://viewer.sayduck.example/fast/FST-1001') },
  { BC_id: 'FST-1003', viewerUrl: safeUrl('https://viewer.sayduck.example/fast/FST-1003') },
  { BC_id: 'FST-1005', viewerUrl: safeUrl('https://viewer.sayduck.example/fast/FST-1005') },
]
