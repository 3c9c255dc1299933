import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/**
 * Vertical white space: `fieldSpacer` px from md up, `fieldSpacerMobile` px below md; an empty
 * mobile height is `null`, meaning half the desktop one (phones need less air).
 */
export const FieldSpacer = t.exact(
  t.type({
    fieldSpacer: cmsField.integer({ min: 0, max: 400, fallback: 64 }),
    fieldSpacerMobile: cmsField.optionalInteger({ min: 0, max: 400 }),
  }),
  'FieldSpacer',
)
export type FieldSpacer = t.TypeOf<typeof FieldSpacer>

export const fieldSpacerSelection = `
  fieldSpacer fieldSpacerMobile
`

// docs/architecture.md, Performance: what the renderer computes in the browser lives apart from the codec (io-ts).
export { mobileSpacerHeight } from './spacer-height'

export const fieldSpacerBlock = defineBlock({
  name: 'fieldSpacer',
  codec: FieldSpacer,
  selection: fieldSpacerSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    """
    Height in px from md up, and below md.
    """
    fieldSpacer: Int
    fieldSpacerMobile: Int
  `,
  malformed: { raw: { fieldSpacer: '64px' }, path: 'fieldSpacer' },
})
