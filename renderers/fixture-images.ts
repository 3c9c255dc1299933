/** Raw CMS assets (an `[AssetInterface]` list) shared by the renderer fixtures. */
export const rawTerraceImage = [
  {
    url: '/media/terrazza-alluminio-1600.jpg',
    width: 1600,
    height: 1067,
    alt: 'Aluminium lounge set on a terrace above the lake at dusk',
    title: 'Terrace, Lake Garda',
    srcset:
      '/media/terrazza-alluminio-480.jpg 480w, /media/terrazza-alluminio-960.jpg 960w, /media/terrazza-alluminio-1600.jpg 1600w',
  },
]

export const rawSpaImagePortrait = [
  {
    url: '/media/spa-mobile-960.jpg',
    width: 960,
    height: 1440,
    alt: 'Cedar hot tub in a snowy garden',
    title: 'Spa, portrait crop',
    srcset: '/media/spa-mobile-480.jpg 480w, /media/spa-mobile-960.jpg 960w',
  },
]
