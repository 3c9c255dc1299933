/** One generated path: the start's active states, then each step (model event, transition key, states after). */
export type FlowPath = {
  initial: string[]
  steps: { label: string; key: string; to: string[] }[]
}

/** What a flow test attaches for the report: the path as a person would repeat it, and how far it got. */
export type FlowRecord = {
  machine: string
  index: number
  start: string
  /** The active states after the start. */
  initial: string[]
  steps: { label: string; key: string; to: string[]; does: string }[]
  /** Steps that passed. */
  passed: number
  /** The step that failed (-1: the start), or null when the path passed. */
  failedAt: number | null
}

/** The name of the attachment carrying a FlowRecord. */
export const flowRecordName = 'flow-record'
