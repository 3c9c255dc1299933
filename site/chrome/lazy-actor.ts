import type { StateValue } from 'xstate'

/** The part of an actor the chrome uses: what `useSelector` reads, and `send`. */
export type ActorLike<TSnapshot, TEvent> = {
  getSnapshot(): TSnapshot
  subscribe(observer: { next?: (snapshot: TSnapshot) => void; error?: (error: unknown) => void }): {
    unsubscribe(): void
  }
  send(event: TEvent): void
}

/** An actor made but not started, as `createActor` gives it. */
export type UnstartedActor<TSnapshot, TEvent> = ActorLike<TSnapshot, TEvent> & {
  start(): void
  stop(): void
}

/**
 * A machine's actor that exists before its code does (docs/architecture.md, Performance: xstate stays out of the first-load
 * JS). Until `load` resolves it shows `initialView`, the machine's initial state written as a
 * plain value (each view has a test that it equals the machine's own initial snapshot), and keeps
 * the events sent to it; the first one asks for the code at once. On load the real actor starts
 * from that same state and takes the kept events in order, so a press before the load is not lost.
 * It is actor-shaped, so `useSelector` from `@xstate/react` (which imports no xstate runtime)
 * reads it as it reads a real actor.
 */
export class LazyActor<TSnapshot, TEvent> implements ActorLike<TSnapshot, TEvent> {
  private actor: UnstartedActor<TSnapshot, TEvent> | undefined
  private loading: Promise<void> | undefined
  private stopped = false
  private readonly queue: TEvent[] = []
  private readonly observers = new Set<{ next?: (snapshot: TSnapshot) => void }>()

  constructor(
    private readonly load: () => Promise<UnstartedActor<TSnapshot, TEvent>>,
    private readonly initialView: TSnapshot,
  ) {}

  getSnapshot(): TSnapshot {
    return this.actor ? this.actor.getSnapshot() : this.initialView
  }

  // Both of xstate's forms (an observer, or its `next` alone), as `useSelector` expects of an actor.
  subscribe(observer: { next?: (snapshot: TSnapshot) => void; error?: (error: unknown) => void }): {
    unsubscribe(): void
  }
  subscribe(next: (snapshot: TSnapshot) => void): { unsubscribe(): void }
  subscribe(observerOrNext: { next?: (snapshot: TSnapshot) => void } | ((snapshot: TSnapshot) => void)): {
    unsubscribe(): void
  } {
    const observer = typeof observerOrNext === 'function' ? { next: observerOrNext } : observerOrNext
    this.observers.add(observer)
    return { unsubscribe: () => this.observers.delete(observer) }
  }

  /** The visitor's event: before the machine loads it is kept, and the load starts at once. */
  send(event: TEvent): void {
    this.post(event)
    if (!this.actor) void this.start()
  }

  /**
   * The page's own event (a navigation, the scroll position at mount): kept like `send`'s, but
   * the load still waits for the visitor's first interaction (site/chrome/first-interaction.ts).
   */
  post(event: TEvent): void {
    if (this.actor) this.actor.send(event)
    else this.queue.push(event)
  }

  /** Loads the machine (once) and starts its actor. Resolves when it runs, or was stopped first. */
  start(): Promise<void> {
    this.loading ??= this.load().then((actor) => {
      if (this.stopped) return
      actor.subscribe({ next: (snapshot) => this.notify(snapshot) })
      actor.start()
      this.actor = actor
      for (const event of this.queue.splice(0)) actor.send(event)
      this.notify(actor.getSnapshot())
    })
    // Its code could not load (offline, a new deploy): the visitor's next event asks again. The
    // page never reloads for it (decision 036). A caller that awaits still hears of the failure.
    this.loading.catch(() => {
      this.loading = undefined
    })
    return this.loading
  }

  stop(): void {
    this.stopped = true
    this.actor?.stop()
  }

  private notify(snapshot: TSnapshot): void {
    for (const observer of this.observers) observer.next?.(snapshot)
  }
}

/**
 * A machine's initial snapshot as a plain value: `value`, `context` and the tags of that state,
 * with `matches` and `hasTag` answering as the machine's snapshot does.
 */
export function initialView<TValue extends StateValue, TContext>(
  value: TValue,
  context: TContext,
  tags: readonly string[] = [],
) {
  return {
    value,
    context,
    status: 'active' as const,
    matches: (partial: StateValue) => matchesState(partial, value),
    hasTag: (tag: string) => tags.includes(tag),
  }
}

/** xstate's rule: `partial` matches `value` when it names a state `value` is in ('a.b' or {a: 'b'}). */
export function matchesState(partial: StateValue, value: StateValue): boolean {
  const parent = toStateValue(partial)
  const child = toStateValue(value)
  if (typeof child === 'string') return typeof parent === 'string' && parent === child
  if (typeof parent === 'string') return parent in child
  return Object.entries(parent).every(([key, sub]) => {
    const inner = child[key]
    return inner !== undefined && sub !== undefined && matchesState(sub, inner)
  })
}

function toStateValue(value: StateValue): StateValue {
  if (typeof value !== 'string' || !value.includes('.')) return value
  const [head = '', ...rest] = value.split('.')
  return { [head]: toStateValue(rest.join('.')) }
}
