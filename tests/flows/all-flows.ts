import { fetchFlow } from './fetch.flow'
import type { Flow } from './flow'
import { headerScrollFlow } from './header-scroll.flow'
import { localeSwitchFlow } from './locale-switch.flow'
import { overlaysFlow } from './overlays.flow'
import { resetPasswordFlow } from './reset-password.flow'
import { sessionFlow } from './session.flow'
import { storeLocatorFlow } from './store-locator.flow'

/** Every machine's flow, in the order the report shows them. Add a new flow here. */
export const allFlows: Flow[] = [
  overlaysFlow,
  headerScrollFlow,
  fetchFlow,
  resetPasswordFlow,
  sessionFlow,
  localeSwitchFlow,
  storeLocatorFlow,
]
