import { writeFile } from 'node:fs/promises'
import { buildSchema } from 'graphql'
import { format, resolveConfig } from 'prettier'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import { describeCraftModel } from './craft-model'

/** Where the model is kept; craft-model.test.ts compares it with a fresh one. */
export const craftModelFile = 'docs/craft-model.md'

/** The content model, formatted as the repository formats Markdown. */
export async function craftModelText(): Promise<string> {
  const text = describeCraftModel(buildSchema(await readCmsSdl()))
  return format(text, { ...(await resolveConfig(craftModelFile)), filepath: craftModelFile })
}

// `npm run craft:model` prints it; `npm run craft:model -- --write` refreshes docs/craft-model.md.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const text = await craftModelText()
  if (process.argv.includes('--write')) await writeFile(craftModelFile, text)
  else process.stdout.write(text)
}
