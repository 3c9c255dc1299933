import type * as t from 'io-ts'
import { blockDeclarations, blockRecord } from '#schema/generated/block-declarations'

/*
 * Everything here is derived from the block declarations (`defineBlock` in schema/blocks/<name>.ts),
 * which `npm run codegen` lists in schema/generated/block-declarations.ts: adding a block edits
 * no list. See docs/how-to/add-a-block.md.
 */

type Declarations = typeof blockDeclarations

/** The name (CMS `typeHandle`) of every declared block. */
export type BlockName = keyof Declarations

/** The declaration of block `K`. */
export type DeclarationOf<K extends BlockName> = Declarations[K]

/** The decoded props of block `K`. */
export type BlockProps<K extends BlockName> = t.TypeOf<Declarations[K]['codec']>

/** The codec of block `K`'s props. */
export function codecOf<K extends BlockName>(name: K): Declarations[K]['codec'] {
  return blockDeclarations[name].codec
}

/** Each block's GraphQL selection: the fields its codec reads (the adapter makes it a fragment). */
export const blockSelections: { readonly [K in BlockName]: string } = blockRecord(
  (name) => blockDeclarations[name].selection,
)

/** Every declared block name. */
export const blockNames: readonly BlockName[] = Object.keys(blockDeclarations).filter(isBlockName)

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockDeclarations, name)
}

type UnknownParent = Exclude<Declarations[BlockName]['parents'][number], BlockName | 'page'>

/** Fails tsc with the parent a declaration names that is no declared block (a typo, most often). */
export const everyParentIsABlock: [UnknownParent] extends [never]
  ? true
  : {
      [P in UnknownParent]: `A block declares parent '${P}', which is neither 'page' nor a declared block`
    }[UnknownParent] = true

type Misnamed = { [K in BlockName]: Declarations[K]['name'] extends K ? never : K }[BlockName]

/** Fails tsc if the generated list files a declaration under a name that is not its own. */
export const everyBlockIsFiledUnderItsName: [Misnamed] extends [never]
  ? true
  : { [K in Misnamed]: `Block list entry '${K}' holds another block: run npm run codegen` }[Misnamed] = true
