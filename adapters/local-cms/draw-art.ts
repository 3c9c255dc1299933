import type { Art } from './content-codecs'

/**
 * An SVG scene for a generated seed picture: shapes and gradients only (fonts may be missing),
 * the same every time for the same art and seed string, so regenerated files are identical.
 */
export function drawArt(art: Art, seed: string): string {
  const { width: w, height: h } = art
  const random = mulberry32(hashOf(seed))
  const color = (index: number): string => art.palette[index % Math.max(art.palette.length, 1)] ?? '#888888'
  const between = (low: number, high: number): number => low + (high - low) * random()
  const shapes: string[] = []
  const sky = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color(0)}"/><stop offset="1" stop-color="${color(1)}"/></linearGradient>`
  const background = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`

  switch (art.motif) {
    case 'pool': {
      const horizon = h * between(0.45, 0.6)
      shapes.push(
        `<circle cx="${w * between(0.6, 0.85)}" cy="${h * between(0.15, 0.3)}" r="${h * 0.08}" fill="${color(3)}" opacity="0.9"/>`,
      )
      shapes.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="${color(2)}"/>`)
      for (let i = 0; i < 7; i++) {
        const y = horizon + (h - horizon) * (0.1 + i * 0.12)
        shapes.push(
          `<rect x="${w * between(0, 0.5)}" y="${y}" width="${w * between(0.2, 0.5)}" height="${h * 0.008}" rx="${h * 0.004}" fill="#ffffff" opacity="0.35"/>`,
        )
      }
      shapes.push(`<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${color(4)}"/>`)
      break
    }
    case 'lounger':
    case 'table': {
      const floor = h * 0.68
      shapes.push(`<rect y="${floor}" width="${w}" height="${h - floor}" fill="${color(2)}"/>`)
      const x = w * between(0.2, 0.35)
      const size = Math.min(w, h) * 0.9
      if (art.motif === 'lounger') {
        shapes.push(
          `<polygon points="${x},${floor - size * 0.12} ${x + size * 0.75},${floor - size * 0.12} ${x + size * 0.75},${floor - size * 0.17} ${x + size * 0.1},${floor - size * 0.17} ${x - size * 0.05},${floor - size * 0.42} ${x - size * 0.1},${floor - size * 0.4}" fill="${color(3)}"/>`,
        )
        for (const leg of [0.02, 0.7])
          shapes.push(
            `<rect x="${x + size * leg}" y="${floor - size * 0.12}" width="${size * 0.03}" height="${size * 0.12}" fill="${color(4)}"/>`,
          )
      } else {
        shapes.push(
          `<rect x="${x}" y="${floor - size * 0.32}" width="${size * 0.8}" height="${size * 0.04}" fill="${color(3)}"/>`,
        )
        for (const leg of [0.04, 0.72])
          shapes.push(
            `<rect x="${x + size * leg}" y="${floor - size * 0.28}" width="${size * 0.04}" height="${size * 0.28}" fill="${color(4)}"/>`,
          )
        for (const chair of [-0.12, 0.86])
          shapes.push(
            `<rect x="${x + size * chair}" y="${floor - size * 0.38}" width="${size * 0.08}" height="${size * 0.38}" rx="${size * 0.02}" fill="${color(4)}" opacity="0.85"/>`,
          )
      }
      shapes.push(
        `<ellipse cx="${w * 0.5}" cy="${floor + (h - floor) * 0.3}" rx="${w * 0.35}" ry="${h * 0.03}" fill="#000000" opacity="0.12"/>`,
      )
      break
    }
    case 'sauna': {
      const plank = w / 14
      for (let i = 0; i < 14; i++)
        shapes.push(
          `<rect x="${i * plank}" width="${plank - w * 0.003}" height="${h}" fill="${color(2 + (i % 3))}" opacity="${between(0.75, 1).toFixed(2)}"/>`,
        )
      shapes.push(`<rect y="${h * 0.62}" width="${w}" height="${h * 0.06}" fill="${color(1)}"/>`)
      shapes.push(`<rect y="${h * 0.82}" width="${w}" height="${h * 0.06}" fill="${color(1)}"/>`)
      shapes.push(
        `<circle cx="${w * 0.8}" cy="${h * 0.25}" r="${Math.min(w, h) * 0.06}" fill="${color(0)}" opacity="0.8"/>`,
      )
      break
    }
    case 'portrait': {
      const cx = w * 0.5
      shapes.push(
        `<ellipse cx="${cx}" cy="${h * 0.95}" rx="${w * 0.38}" ry="${h * 0.3}" fill="${color(2)}"/>`,
      )
      shapes.push(`<circle cx="${cx}" cy="${h * 0.42}" r="${w * 0.18}" fill="${color(3)}"/>`)
      shapes.push(
        `<path d="M${cx - w * 0.19},${h * 0.38} Q${cx},${h * 0.18} ${cx + w * 0.19},${h * 0.38} Q${cx},${h * 0.28} ${cx - w * 0.19},${h * 0.38}Z" fill="${color(4)}"/>`,
      )
      break
    }
    case 'swatch': {
      for (let i = 0; i < 40; i++) {
        const y = (h / 40) * i
        shapes.push(
          `<rect y="${y}" width="${w}" height="${h / 80}" fill="${color(2 + (i % 2))}" opacity="${between(0.08, 0.25).toFixed(2)}"/>`,
        )
      }
      break
    }
    case 'mark': {
      const s = Math.min(w, h)
      shapes.push(
        `<rect x="${s * 0.1}" y="${s * 0.1}" width="${s * 0.8}" height="${s * 0.8}" rx="${s * 0.18}" fill="${color(2)}"/>`,
      )
      shapes.push(
        `<path d="M${s * 0.34},${s * 0.72} L${s * 0.34},${s * 0.3} L${s * 0.68},${s * 0.3} M${s * 0.34},${s * 0.5} L${s * 0.6},${s * 0.5}" stroke="${color(3)}" stroke-width="${s * 0.09}" fill="none" stroke-linecap="round"/>`,
      )
      break
    }
    case 'abstract': {
      for (let i = 0; i < 6; i++) {
        shapes.push(
          `<circle cx="${w * random()}" cy="${h * random()}" r="${Math.min(w, h) * between(0.1, 0.4)}" fill="${color(2 + i)}" opacity="${between(0.35, 0.8).toFixed(2)}"/>`,
        )
      }
      break
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${sky}</defs>${background}${shapes.join('')}</svg>`
}

function hashOf(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619)
  return hash >>> 0
}

function mulberry32(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
