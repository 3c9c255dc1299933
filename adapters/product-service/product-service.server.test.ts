import { describe, expect, it } from 'vitest'
import { decodeProducts360 } from './product-service.server'

describe('decodeProducts360', () => {
  it('keeps the products with a code and a web viewer, and drops one whose viewer is a javascript: URL', () => {
    const products = decodeProducts360([
      { BC_id: 'FST-1001', viewerUrl: 'https://viewer.example/FST-1001' },
      { BC_id: 'FST-1002', viewerUrl: null },
      { BC_id: 'FST-1003', viewerUrl: 'javascript:alert(document.cookie)' },
      { viewerUrl: 'https://viewer.example/none' },
    ])
    expect(products.map((product) => product.BC_id)).toEqual(['FST-1001', 'FST-1002'])
  })
})
