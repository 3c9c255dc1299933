import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { LinkField, emptyLink, linkSelection } from '#schema/blocks/link-field'
import { Alignment, Orientation } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'
import { cmsList } from '#schema/blocks/list-items'

/** spec 9: a button is `standard` unless the editor picks `inverse`. */
export const ButtonStyle = t.keyof({ standard: null, inverse: null })
export type ButtonStyle = t.TypeOf<typeof ButtonStyle>

/** spec 6: `registered` buttons are locked for anonymous visitors. */
export const ButtonPermission = t.keyof({ all: null, registered: null })
export type ButtonPermission = t.TypeOf<typeof ButtonPermission>

export const Button = t.exact(
  t.type({
    fieldButton: cmsField.orDefault(LinkField, emptyLink),
    fieldButtonStyle: cmsField.option(ButtonStyle, 'standard'),
    fieldButtonPermissions: cmsField.option(ButtonPermission, 'all'),
  }),
  'Button',
)
export type Button = t.TypeOf<typeof Button>

/** A row (or stack) of link buttons. Null entries in the CMS list are dropped. */
export const FieldButtons = t.exact(
  t.type({
    optionOrientation: cmsField.option(Orientation, 'horizontal'),
    optionAlignment: cmsField.option(Alignment, 'left'),
    buttons: cmsList(Button),
  }),
  'FieldButtons',
)
export type FieldButtons = t.TypeOf<typeof FieldButtons>

export const fieldButtonsSelection = `
  optionOrientation optionAlignment
  buttons { ... on button_Entry { fieldButtonStyle fieldButtonPermissions fieldButton { ${linkSelection} } } }
`

export const fieldButtonsBlock = defineBlock({
  name: 'fieldButtons',
  codec: FieldButtons,
  selection: fieldButtonsSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionOrientation: String
    optionAlignment: String
    buttons: [buttons_MatrixField]!
  `,
  malformed: { raw: { buttons: [{ fieldButton: { url: 7 } }] }, path: 'fieldButton: LinkField | null/url' },
})
