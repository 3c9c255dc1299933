import type { Server } from 'node:http'
import express from 'express'
import { startEmbeddedCms } from './embedded-cms'

/** What a hostile CMS writes: code that adds its name to `window.pwned` if it ever runs. */
export const hostileMark = 'pwned'

/** The code of one payload: `window.pwned` (of the page, from a frame too) lists what ran. */
const ran = (name: string, scope = 'window', quote = "'") =>
  `(${scope}.${hostileMark}=${scope}.${hostileMark}||[]).push(${quote}${name}${quote})`

/**
 * Rich text an attacker puts in every HTML field: scripts, event handlers, `javascript:` links,
 * frames, markup that breaks out of an attribute or a style, and mXSS shapes. Every way it could
 * run sets `window.pwned`; the visible sentence ("Hostile text") shows the field reached the page.
 */
export const hostileHtml = [
  '<p>Hostile text</p>',
  `<script>${ran('script')}</script>`,
  `<img src="/nowhere.png" onerror="${ran('img-onerror')}">`,
  `<svg onload="${ran('svg-onload')}"></svg>`,
  `<a href="javascript:${ran('link')}">a link</a>`,
  `<a href=" JaVaScRiPt:${ran('spaced-link')}">spaced link</a>`,
  `<iframe src="javascript:${ran('iframe', 'parent')}"></iframe>`,
  `<iframe srcdoc="<script>${ran('srcdoc', 'parent')}</script>"></iframe>`,
  `<p style="x:expression(${ran('expression')})">styled</p>`,
  `<p title='"><script>${ran('attribute-breakout', 'window', '"')}</script>'>title</p>`,
  `<style>body{background:url("javascript:${ran('style')}")}</style>`,
  `<p style="}</style><script>${ran('style-breakout')}</script>">style breakout</p>`,
  `<math><mi><style><img src=x onerror="${ran('mxss')}"></style></mi></math>`,
  `<form action="javascript:${ran('form')}"><button>send</button></form>`,
  `<object data="javascript:${ran('object')}"></object>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" data-${hostileMark}="1">data link</a>`,
  // A stray end tag: the table box of the sanitizer must not turn it into a </div> of the page's.
  '</table></div></main>',
].join('')

/** A URL an attacker puts in every link, button, image and embed field. */
export const hostileUrl = `javascript:${ran('url')}`

/** Fields of a Craft-shaped answer that carry rich text (written into the page as HTML). */
const htmlFields = new Set(['fieldTextContent', 'hotpointContent'])
/** Fields that carry a URL: links, buttons, menus, socials, assets, embeds, external forms, stores. */
const urlFields = new Set(['url', 'fieldUrl', 'fieldEmbed', 'website'])

/** Replaces every rich-text and URL field of a GraphQL answer with the payloads above (or `html`). */
export function poison(value: unknown, key = '', html = hostileHtml): unknown {
  if (Array.isArray(value)) return value.map((item) => poison(item, key, html))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, poison(item, name, html)]))
  if (typeof value !== 'string') return value
  if (htmlFields.has(key)) return html
  if (urlFields.has(key)) return hostileUrl
  if (key === 'srcset') return `${hostileUrl} 480w, /ok.jpg 960w`
  return value
}

export type HostileCms = { apiUrl: string; token: string; close(): Promise<void> }

/**
 * A compromised CMS, or the network between us and an external one: the embedded CMS's real
 * answers, with every rich-text and URL field replaced by an attack ({@link poison}). Give the
 * site `CMS_GRAPHQL_URL: apiUrl` and `CMS_TOKEN: token`. `html` replaces the rich-text payload.
 */
export async function startHostileCms(options: { html?: string } = {}): Promise<HostileCms> {
  const cms = await startEmbeddedCms()
  const app = express()
  app.use(express.raw({ type: () => true, limit: '1mb' }))
  app.all('/api', async (request, response) => {
    const query = request.originalUrl.includes('?')
      ? request.originalUrl.slice(request.originalUrl.indexOf('?'))
      : ''
    const body: unknown = request.body
    const answer = await fetch(`${cms.apiUrl}${query}`, {
      method: request.method,
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': request.headers['content-type'] ?? 'application/json',
        accept: 'application/json',
      },
      ...(request.method === 'POST' && Buffer.isBuffer(body) ? { body: new Uint8Array(body) } : {}),
    })
    const json: unknown = await answer.json()
    response.status(answer.status).json(poison(json, '', options.html))
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    token: cms.token,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await cms.close()
    },
  }
}
