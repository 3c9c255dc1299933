import { rawTerraceImage } from '#renderers/fixture-images'

export const contentGroupFixture = {
  id: '401',
  typeHandle: 'contentGroup',
  level: 1,
  optionResponsiveVisibility: null,
  optionMinHeight: 'half',
  optionAlignment: 'center',
  optionDirection: 'column',
  optionBackgroundColor: 'charcoal',
  optionContentWidth: 'narrow',
  optionTextColor: null,
  fieldBackgroundImage: rawTerraceImage,
}
