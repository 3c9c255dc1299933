/**
 * What the map's place shows, as `data-map-state`: the machine's map life (`loading`, `ready`,
 * `failed`) once it has left `idle`; while it is idle, what the page knows without it: `waiting`
 * on the server and while hydrating (the no-JS note), `offered` on a phone ("Show the map",
 * decision 011), `loading` on a wider screen (it has asked for the map, the machine is on its way).
 * `failed` too when the machine or the store list could not load at all: the machine is not there
 * to say so, and the list works as the plain GET form.
 */
export type MapShown = 'waiting' | 'offered' | 'loading' | 'ready' | 'failed'

export function mapShownOf({
  machineState,
  wideScreen,
  unloaded,
}: {
  /** The machine's state: idle, loading, ready or failed. */
  machineState: string
  /** Whether the window is `md` or wider; undefined on the server and while hydrating. */
  wideScreen: boolean | undefined
  /** The machine or the store list could not be loaded. */
  unloaded: boolean
}): MapShown {
  if (unloaded) return 'failed'
  if (machineState === 'loading' || machineState === 'ready' || machineState === 'failed') return machineState
  if (wideScreen === undefined) return 'waiting'
  return wideScreen ? 'loading' : 'offered'
}
