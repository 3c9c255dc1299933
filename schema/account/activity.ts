import * as t from 'io-ts'

/** The kinds of activity the spec names (§3.4: `type`, default `Log In`); nothing else is stored. */
export const ActivityType = t.keyof({ 'Log In': null, Download: null }, 'ActivityType')
export type ActivityType = t.TypeOf<typeof ActivityType>

/** A recorded activity ('Log In', 'Download', ...), as save-activity answers it. `date` is ISO. */
export const Activity = t.type({
  id: t.string,
  type: t.string,
  note: t.string,
  date: t.string,
})
export type Activity = t.TypeOf<typeof Activity>
