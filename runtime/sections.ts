import {
  detailScreenOfSection as detailScreens,
  screenOfCategoryGroup as categoryScreens,
} from '#schema/generated/section-screens'
import type { ScreenName } from './route-table'

/**
 * The screen that shows one entry of each CMS section with pages of its own, by any section
 * handle (from the screen declarations' `section`). Links to entries are built from the section
 * and slug through the route table, never from the CMS's `url`, so a real Craft install with its
 * own hostnames links the same way as the embedded CMS.
 */
export const detailScreenOfSection: Readonly<Record<string, ScreenName>> = detailScreens

/** The screen of each category group's categories, by any group handle. */
export const screenOfCategoryGroup: Readonly<Record<string, ScreenName>> = categoryScreens
