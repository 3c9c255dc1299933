import * as t from 'io-ts'

/** A recorded activity ('Log In', 'Download', ...), as save-activity answers it. `date` is ISO. */
export const Activity = t.type({
  id: t.string,
  type: t.string,
  note: t.string,
  date: t.string,
})
export type Activity = t.TypeOf<typeof Activity>
