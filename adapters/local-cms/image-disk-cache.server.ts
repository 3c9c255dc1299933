import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { LRUCache } from 'lru-cache'

export type ImageDiskCache = {
  /** Whether `file` is kept; counts as a use, so it is evicted later. */
  has(file: string): boolean
  /**
   * Counts a file just written into the cache, evicting the least recently used ones past the
   * cap (resolved once they are deleted). False when the file alone is larger than the cap: it
   * is not kept, the caller removes it.
   */
  add(file: string, bytes: number): Promise<boolean>
  /** Forgets a file that is gone from the disk. */
  forget(file: string): void
  /** Bytes kept now. */
  bytes(): number
}

/**
 * The resized images in `dir`, at most `maxBytes` of them (IMAGE_CACHE_MAX_MB; docs/security.md):
 * the least recently used files are deleted first. Files already there are counted at start,
 * oldest first; leftovers of an interrupted resize are removed.
 */
export async function openImageDiskCache(dir: string, maxBytes: number): Promise<ImageDiskCache> {
  const evicted: string[] = []
  const files = new LRUCache<string, number>({
    maxSize: maxBytes,
    sizeCalculation: (bytes) => Math.max(1, bytes),
    dispose: (_bytes, file, reason) => {
      if (reason === 'evict') evicted.push(file)
    },
  })
  const removeEvicted = () => Promise.all(evicted.splice(0).map((file) => rm(file, { force: true })))
  await mkdir(dir, { recursive: true })
  const found = await Promise.all(
    (await readdir(dir)).map(async (name) => {
      const file = path.join(dir, name)
      if (name.endsWith('.tmp')) {
        await rm(file, { force: true })
        return undefined
      }
      const info = await stat(file).catch(() => undefined)
      return info?.isFile() ? { file, bytes: info.size, used: info.mtimeMs } : undefined
    }),
  )
  for (const entry of found.flatMap((item) => (item ? [item] : [])).sort((a, b) => a.used - b.used))
    files.set(entry.file, entry.bytes)
  await removeEvicted()

  return {
    has: (file) => files.get(file) !== undefined,
    async add(file, bytes) {
      files.set(file, bytes)
      await removeEvicted()
      return files.has(file)
    },
    forget: (file) => {
      files.delete(file)
    },
    bytes: () => files.calculatedSize,
  }
}
