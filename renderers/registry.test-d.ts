/*
 * Type-level test, checked by `npx tsc --noEmit -p .` (vitest does not run it): the registry
 * refuses a half-added block in both directions. If a `@ts-expect-error` below stops finding an
 * error, tsc fails on the unused directive, so a loosened registry type is caught too.
 */
import type { BlockRenderers } from '#runtime/define-block'
import { blockRenderers } from '#renderers/registry'
import { FieldImage } from '#renderers/field-image/field-image'

// A declared block without a renderer: the registry misses `fieldTitle`.
const { fieldTitle: _left, ...withoutTitle } = blockRenderers
// @ts-expect-error Property 'fieldTitle' is missing
export const missingRenderer: BlockRenderers = withoutTitle

// A renderer for no block: no schema/blocks/*.ts declares `fieldTeaser`.
export const extraRenderer: BlockRenderers = {
  ...blockRenderers,
  // @ts-expect-error Object literal may only specify known properties
  fieldTeaser: () => null,
}

// A renderer bound to another block's codec.
export const wrongRenderer: BlockRenderers = {
  ...blockRenderers,
  // @ts-expect-error fieldImage's renderer cannot take fieldTitle's props
  fieldTitle: FieldImage,
}
