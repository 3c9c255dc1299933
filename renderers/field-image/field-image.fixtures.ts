import { rawTerraceImage } from '#renderers/fixture-images'

export const fieldImageFixture = {
  id: '801',
  typeHandle: 'fieldImage',
  level: 1,
  optionImageWidth: 'medium',
  optionAlignment: 'right',
  fieldImage: rawTerraceImage,
}
