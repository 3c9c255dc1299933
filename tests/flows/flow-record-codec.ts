import * as t from 'io-ts'

/** The decoder of the FlowRecord a flow test attaches (tests/flows/flow-record.ts). */
export const FlowRecordCodec = t.type({
  machine: t.string,
  index: t.number,
  start: t.string,
  initial: t.array(t.string),
  steps: t.array(t.type({ label: t.string, key: t.string, to: t.array(t.string), does: t.string })),
  passed: t.number,
  failedAt: t.union([t.number, t.null]),
})
