import { rawSpaImagePortrait, rawTerraceImage } from '#renderers/fixture-images'

export const contentHeroFixture = {
  id: '501',
  typeHandle: 'contentHero',
  level: 1,
  optionResponsiveVisibility: [],
  optionMinHeight: 'screen',
  optionAlignment: 'left',
  optionDirection: 'column',
  optionBackgroundColor: null,
  optionContentWidth: 'normal',
  optionTextColor: null,
  optionSwitch: true,
  fieldBackgroundImage: rawTerraceImage,
  fieldBackgroundImageMobile: rawSpaImagePortrait,
  fieldBackgroundVideo: [],
  fieldBackgroundVideoMobile: null,
}

export const contentHeroVideoFixture = {
  ...contentHeroFixture,
  fieldBackgroundVideo: [{ url: '/media/terrace-loop.mp4', mimeType: 'video/mp4' }],
  fieldBackgroundVideoMobile: [{ url: '/media/terrace-loop-portrait.mp4', mimeType: 'video/mp4' }],
}
