import type { AnyStateMachine, StateMachine, StateValueFrom } from 'xstate'

/** `string` for a machine whose types are unknown (`AnyStateMachine`: its names are `any`), else the names. */
type Named<T> = string extends T ? string : T

/** The names a machine's `setup` gives: its event types, actor sources, guards and delays. */
type NamesOf<M> =
  M extends StateMachine<
    infer _Context,
    infer TEvent,
    infer _Children,
    infer TActor,
    infer _Action,
    infer TGuard,
    infer TDelay,
    infer _StateValue,
    infer _Tag,
    infer _Input,
    infer _Output,
    infer _Emitted,
    infer _Meta,
    infer _StateSchema,
    infer _TransitionMeta
  >
    ? {
        event: Named<TEvent['type']>
        actor: Named<TActor['src']>
        guard: Named<TGuard['type']>
        delay: Named<TDelay>
      }
    : never

/** A guard as the machine's `setup` names it. */
export type GuardName<M> = NamesOf<M>['guard']

/**
 * What moves a machine, as its model names it: one of its events, an invoked actor's answer or
 * failure (`load done`, `load error`), a delay (`after minimumDisplay`) or `always`.
 */
export type ModelEventKind<M> =
  | NamesOf<M>['event']
  | `${NamesOf<M>['actor']} ${'done' | 'error'}`
  | `after ${NamesOf<M>['delay']}`
  | 'always'

/**
 * One event of a machine's model (`machineGraph`): what moves it, and when it has several
 * candidate transitions, which one, by its guard or `else` (`FETCH [acceptsParams]`, `FETCH [else]`).
 */
export type ModelEventLabel<M> = ModelEventKind<M> | `${ModelEventKind<M>} [${GuardName<M> | 'else'}]`

type PathsOf<V> = V extends string
  ? V
  : { [K in keyof V & string]-?: K | `${K}.${PathsOf<NonNullable<V[K]>>}` }[keyof V & string]

/** A state of a machine by its path below the root (`open.menu`), as `snapshot.matches` takes it. */
export type StatePath<M extends AnyStateMachine> = Named<PathsOf<StateValueFrom<M>>>
