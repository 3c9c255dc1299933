import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isRight } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import type { SeedAsset } from './content-codecs'
import { drawArt } from './draw-art'
import { writePdf } from './write-pdf'

/** An asset's file on disk and what only the file can say. */
export interface PreparedAsset {
  path: string
  /** Changes when the file's recipe changes, so resized copies made from an older file are not reused. */
  version: string
  width: number | null
  height: number | null
}

// What each prepared file was made from, and its size: a restart measures nothing it already knows.
const ManifestEntry = t.type({
  version: t.string,
  width: t.union([t.number, t.null]),
  height: t.union([t.number, t.null]),
})
const Manifest = t.record(t.string, ManifestEntry)
type Manifest = t.TypeOf<typeof Manifest>

// sharp loads only when a file must be drawn or measured, which a restart seldom needs.
const loadSharp = async () => (await import('sharp')).default

// Bump when drawArt or writePdf change their output, so existing var/ folders are redrawn.
const generatorVersion = '1'

/**
 * Puts every seed asset's file in place: public ones in `<varDir>/cms/media`, private ones in
 * `<varDir>/cms/private`. Pictures and PDFs are generated (only when missing or their recipe
 * changed), other files copied from `<seedDir>/files`; files no longer in the seed are removed.
 */
export async function prepareAssetFiles(
  assets: SeedAsset[],
  seedDir: string,
  varDir: string,
): Promise<Map<string, PreparedAsset>> {
  const root = path.join(varDir, 'cms')
  const mediaDir = path.join(root, 'media')
  const privateDir = path.join(root, 'private')
  await Promise.all([mkdir(mediaDir, { recursive: true }), mkdir(privateDir, { recursive: true })])
  const manifestPath = path.join(root, 'manifest.json')
  const manifest = await readManifest(manifestPath)
  const next: Manifest = {}

  const prepared = await Promise.all(
    assets.map(async (asset): Promise<[string, PreparedAsset]> => {
      const file = path.join(asset.private === true ? privateDir : mediaDir, asset.filename)
      const source = path.join(seedDir, 'files', asset.filename)
      const recipe =
        asset.art !== undefined || asset.pdf !== undefined
          ? JSON.stringify([generatorVersion, asset.filename, asset.title.en, asset.art, asset.pdf])
          : await readFile(source).catch(() => {
              throw new Error(
                `Seed asset ${asset.id} (${asset.filename}) has no art, no pdf and no file at ${source}`,
              )
            })
      const version = createHash('sha256').update(recipe).digest('hex').slice(0, 12)
      const key = path.relative(root, file)
      const known = manifest[key]
      const entry =
        known?.version === version && (await exists(file))
          ? known
          : { version, ...(await writeAsset(asset, source, file)) }
      next[key] = entry
      return [asset.id, { path: file, ...entry }]
    }),
  )

  const expected = new Set(Object.keys(next))
  for (const dir of [mediaDir, privateDir]) {
    for (const name of await readdir(dir)) {
      const key = path.relative(root, path.join(dir, name))
      if (!expected.has(key)) await rm(path.join(dir, name), { force: true, recursive: true })
    }
  }
  await writeFile(manifestPath, JSON.stringify(next, null, 2))
  return new Map(prepared)
}

/** Writes the asset's file and answers its size (null for what is not a picture). */
async function writeAsset(
  asset: SeedAsset,
  source: string,
  file: string,
): Promise<{ width: number | null; height: number | null }> {
  // Written aside and renamed, so a crash never leaves a half file that looks finished.
  const temporary = `${file}.${process.pid}.tmp`
  if (asset.art !== undefined) {
    const sharp = await loadSharp()
    const image = sharp(Buffer.from(drawArt(asset.art, asset.filename)))
    await (/\.png$/i.test(asset.filename) ? image.png() : image.jpeg({ quality: 80 })).toFile(temporary)
  } else if (asset.pdf !== undefined) {
    await writeFile(temporary, writePdf(asset.title.en, asset.pdf.pages))
  } else {
    await copyFile(source, temporary)
  }
  await rename(temporary, file)
  if (asset.art === undefined && !/\.(jpe?g|png|webp)$/i.test(asset.filename))
    return { width: null, height: null }
  const sharp = await loadSharp()
  const { width, height } = await sharp(file).metadata()
  return { width: width ?? null, height: height ?? null }
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    const decoded = Manifest.decode(JSON.parse(await readFile(file, 'utf8')))
    return isRight(decoded) ? decoded.right : {}
  } catch {
    return {}
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}
