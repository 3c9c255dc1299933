/**
 * The visible text of raw server HTML, as a person reading the source would see it: tags,
 * comments (React puts `<!-- -->` between adjacent text nodes) and scripts dropped, entities decoded,
 * whitespace collapsed. Lets a spec check that text was rendered on the server.
 */
export function pageText(html: string): string {
  return collapse(
    decodeEntities(
      html
        .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
        .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
        .replace(/<!--[\s\S]*?-->/g, '')
        .replace(/<[^>]+>/g, ' '),
    ),
  )
}

/** Whitespace collapsed to single spaces, trimmed, as `innerText` comparisons need. */
export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(parseInt(body.slice(2), 16))
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10))
    return named[body.toLowerCase()] ?? entity
  })
}
