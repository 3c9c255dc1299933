/**
 * The 37 block names the site registers (spec 2, Content blocks), in the spec's order. Only some
 * have a codec yet (schema/blocks/block-codecs); the rest are named here so the nesting rules are
 * written once, against the whole list, and a typo is a compile error.
 */
export const registeredBlockNames = [
  'allCollection',
  'allDownload',
  'allInspiration',
  'allNews',
  'allProducts',
  'allProjects',
  'animatedNumber',
  'contentColumns',
  'contentGroup',
  'contentHero',
  'fieldButtons',
  'fieldCard',
  'fieldDownloadList',
  'fieldEmbed',
  'fieldForm',
  'fieldFormCustom',
  'fieldFormID',
  'fieldGallery',
  'fieldGalleryAdvanced',
  'fieldGalleryAdvancedItem',
  'fieldIcon',
  'fieldImage',
  'fieldImageHotpoint',
  'fieldSeparator',
  'fieldSliderFiniture',
  'fieldSpacer',
  'fieldStoryline',
  'fieldStorylineItem',
  'fieldTextContent',
  'fieldTitle',
  'fieldVideo',
  'listCollection',
  'listDownload',
  'listInspiration',
  'listNews',
  'listProduct',
  'listProject',
] as const
export type RegisteredBlockName = (typeof registeredBlockNames)[number]

/**
 * Every block kind the CMS can send: the 37 plus `contentColumn`, the one column of a
 * `contentColumns` row, which the spec does not list because it never stands on its own.
 */
export type BlockKind = RegisteredBlockName | 'contentColumn'

export const blockKinds: readonly BlockKind[] = [...registeredBlockNames, 'contentColumn']

export function isBlockKind(name: string): name is BlockKind {
  return (blockKinds as readonly string[]).includes(name)
}

/** Blocks that hold other blocks. */
export type ContainerKind =
  | 'contentColumns'
  | 'contentColumn'
  | 'contentGroup'
  | 'contentHero'
  | 'fieldGalleryAdvanced'
  | 'fieldStoryline'

// Why: a column is narrow, so it takes the self-contained blocks (text, media, a card, a form) and
// no sections, rows, lists, sliders or archives, which need the page's width.
const inColumn = [
  'fieldTitle',
  'fieldTextContent',
  'fieldImage',
  'fieldButtons',
  'fieldSpacer',
  'fieldSeparator',
  'fieldIcon',
  'fieldVideo',
  'fieldEmbed',
  'fieldCard',
  'animatedNumber',
  'fieldGallery',
  'fieldImageHotpoint',
  'fieldForm',
  'fieldFormID',
  'fieldFormCustom',
] as const satisfies readonly BlockKind[]

// Why: a group is a full-width section, so it also takes rows of columns and the wide blocks
// (advanced gallery, storyline, download list, the six lists); not other sections (group, hero),
// the archives (all*: a page of their own, with filters), items that live only in their parent
// (gallery and storyline items) nor the finish slider (product pages, edge to edge).
const inGroup = [
  ...inColumn,
  'contentColumns',
  'fieldGalleryAdvanced',
  'fieldStoryline',
  'fieldDownloadList',
  'listCollection',
  'listDownload',
  'listInspiration',
  'listNews',
  'listProduct',
  'listProject',
] as const satisfies readonly BlockKind[]

// Why: a hero is words and calls to action over a picture, so it takes only what reads on a
// background: title, text, buttons, spacing, a rule, an icon or small image, a number, a card,
// and a row of columns to set two of those side by side.
const inHero = [
  'fieldTitle',
  'fieldTextContent',
  'fieldButtons',
  'fieldSpacer',
  'fieldSeparator',
  'fieldIcon',
  'fieldImage',
  'animatedNumber',
  'fieldCard',
  'contentColumns',
] as const satisfies readonly BlockKind[]

/**
 * The block kinds each container accepts (spec 3, Allowed blocks: columns 16 kinds, groups 26,
 * hero 10); a row of columns holds only columns, a gallery or storyline only its items. A kind not
 * listed here holds nothing, and the top of the page accepts any kind but the child-only ones.
 */
export const allowedChildren: { readonly [K in ContainerKind]: readonly BlockKind[] } = {
  contentColumns: ['contentColumn'],
  contentColumn: inColumn,
  contentGroup: inGroup,
  contentHero: inHero,
  // Why: an advanced gallery and a storyline are lists of their own items, and nothing else.
  fieldGalleryAdvanced: ['fieldGalleryAdvancedItem'],
  fieldStoryline: ['fieldStorylineItem'],
}

/** Kinds that only make sense inside their parent: a column, a gallery item, a storyline step. */
const childOnlyKinds: readonly BlockKind[] = [
  'contentColumn',
  'fieldGalleryAdvancedItem',
  'fieldStorylineItem',
]

/** Whether a `child` block may sit in `parent` (`null`: the top of the page). */
export function acceptsChild(parent: BlockKind | null, child: BlockKind): boolean {
  if (parent === null) return !childOnlyKinds.includes(child)
  return isContainer(parent) && allowedChildren[parent].includes(child)
}

function isContainer(kind: BlockKind): kind is ContainerKind {
  return kind in allowedChildren
}

/**
 * Blocks that lay out a full-width section of their own (gutters, content width). Any other
 * block at the top of a page sits in a plain content box, so loose text never touches the edge.
 */
export const sectionKinds: readonly BlockKind[] = ['contentColumns', 'contentGroup', 'contentHero']
