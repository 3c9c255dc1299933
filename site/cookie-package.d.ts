// The `cookie` package (jshttp, the one Express uses) ships no types in its 0.7 line; only what
// read-cookie.ts calls is declared.
declare module 'cookie' {
  /** Name → decoded value of a Cookie header; the first pair of a name wins. */
  export function parse(header: string): Record<string, string | undefined>
}
