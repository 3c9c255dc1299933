/** Bits a key must hold by `secretStrengthBits` (JWT_SECRET): 32 random hex digits nearly reach it. */
export const minSecretBits = 128

/**
 * About how many bits of entropy a secret holds, judged from its text alone: the characters'
 * Shannon entropy times their count, over the shortest run the text repeats (so `x` × 32 is 0
 * bits and `0123456789abcdef` × 2 is 64). It is an upper bound for a human-made secret and close
 * for a random one (base64 of 48 random bytes: about 340); it tells a key a guesser would try
 * first from a random one, so start-up refuses a guessable JWT_SECRET (docs/security.md).
 *
 * @example
 * secretStrengthBits('x'.repeat(32)) // 0
 */
export function secretStrengthBits(secret: string): number {
  const characters = [...secret]
  const unit = characters.slice(0, shortestPeriod(characters))
  const counts = new Map<string, number>()
  for (const character of unit) counts.set(character, (counts.get(character) ?? 0) + 1)
  let bitsPerCharacter = 0
  for (const count of counts.values()) {
    const share = count / unit.length
    bitsPerCharacter -= share * Math.log2(share)
  }
  return bitsPerCharacter * unit.length
}

/** The length of the shortest run whose repetition writes `characters`; its length when none repeats twice. */
function shortestPeriod(characters: readonly string[]): number {
  const length = characters.length
  for (let period = 1; period <= length / 2; period += 1) {
    let repeats = true
    for (let index = period; index < length && repeats; index += 1)
      repeats = characters[index] === characters[index - period]
    if (repeats) return period
  }
  return length
}
