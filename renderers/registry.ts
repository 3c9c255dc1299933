import type { BlockName } from '#schema/blocks/block-codecs'
import type { BlockRenderers } from '#runtime/define-block'
import { foundRenderers } from '#renderers/generated/block-renderers'

/*
 * `npm run codegen` lists every `export const X: BlockRenderer<'name'>` of renderers/<folder>/
 * in renderers/generated/block-renderers.ts; nothing here is edited by hand to add a block.
 */

type MissingRenderer = Exclude<BlockName, keyof typeof foundRenderers>

/**
 * Fails tsc with the name of every declared block that has no renderer (a declaration in
 * schema/blocks/ without its renderers/<name>/ folder). A renderer for an undeclared block fails below
 * and in its own file, at `BlockRenderer<'name'>`.
 */
export const everyBlockHasARenderer: [MissingRenderer] extends [never]
  ? true
  : {
      [
        K in MissingRenderer
      ]: `Block '${K}' has no renderer: add renderers/<name>/<name>.tsx exporting a BlockRenderer<'${K}'> (npm run new:block), then npm run codegen`
    }[MissingRenderer] = true

type UndeclaredBlock = Exclude<keyof typeof foundRenderers, BlockName>

/** Fails tsc with the name of every renderer whose block no schema/blocks/*.ts declares. */
export const everyRendererHasADeclaration: [UndeclaredBlock] extends [never]
  ? true
  : {
      [
        K in UndeclaredBlock
      ]: `Renderer for '${K}', which no schema/blocks/*.ts declares: add its defineBlock declaration (npm run new:block), then npm run codegen`
    }[UndeclaredBlock] = true

/**
 * The renderer of every block: a mapped type over the declared names, so a block without a
 * renderer, or a renderer bound to another block's props, does not compile. The site passes it to
 * `<PageTree renderers={blockRenderers}>`.
 */
export const blockRenderers: BlockRenderers = foundRenderers
