import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { isLeft } from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { AssetsFile, CategoriesFile, EntriesFile, GlobalsFile, NavigationFile } from './content-codecs'
import { describeErrors } from './describe-errors'

/** A decoded content file and where it came from (seed-relative path), for error messages. */
export interface FromFile<A> {
  file: string
  content: A
}

export interface Seed {
  assets: FromFile<AssetsFile>
  globals: FromFile<GlobalsFile>
  navigation: FromFile<NavigationFile>
  entries: FromFile<EntriesFile>[]
  categories: FromFile<CategoriesFile>[]
  /** Hash of every content file, so caches keyed by it drop when the seed changes. */
  version: string
}

/**
 * Reads and decodes the seed folder. A bad file stops start-up with an Error naming the file,
 * the path inside it and the reason.
 */
export async function loadSeed(seedDir: string): Promise<Seed> {
  const hash = createHash('sha256')
  async function read<A>(file: string, codec: t.Decoder<unknown, A>): Promise<FromFile<A>> {
    const full = path.join(seedDir, file)
    const text = await readFile(full, 'utf8').catch((error: unknown) => {
      throw new Error(`Seed content file ${full} cannot be read: ${String(error)}`)
    })
    hash.update(`${file}\n${text}\n`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (error) {
      throw new Error(
        `Seed content file ${full} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    const decoded = codec.decode(json)
    if (isLeft(decoded)) {
      throw new Error(`Seed content file ${full} is invalid:\n  ${describeErrors(decoded.left).join('\n  ')}`)
    }
    return { file, content: decoded.right }
  }
  async function readFolder<A>(folder: string, codec: t.Decoder<unknown, A>): Promise<FromFile<A>[]> {
    const names = (await readdir(path.join(seedDir, folder)).catch(() => []))
      .filter((name) => name.endsWith('.json'))
      .sort()
    const files: FromFile<A>[] = []
    // One at a time, so the hash does not depend on which read finishes first.
    for (const name of names) files.push(await read(`${folder}/${name}`, codec))
    return files
  }
  const assets = await read('assets.json', AssetsFile)
  const globals = await read('globals.json', GlobalsFile)
  const navigation = await read('navigation.json', NavigationFile)
  const categories = await readFolder('categories', CategoriesFile)
  const entries = await readFolder('entries', EntriesFile)
  return { assets, globals, navigation, entries, categories, version: hash.digest('hex').slice(0, 16) }
}
