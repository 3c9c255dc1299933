import { useEffect, useRef } from 'react'
import { useHydrated } from '#site/chrome/use-hydrated'
import { type ResetStep, resetStepUrl } from './reset-step'

/**
 * The reset screen's URL keeps the step the machine is at (decision 038), so a reload comes back
 * to it: the code step with its address, or the end; never the code. Only once the machine moves:
 * the step it started at is the one the URL already names.
 */
export function useResetStepUrl(action: string, step: string, email: string): void {
  const hydrated = useHydrated()
  const urlStep: ResetStep | undefined =
    step === 'done'
      ? { step: 'done' }
      : step === 'request' || step === 'requesting'
        ? undefined
        : { step: 'code', email }
  const stepUrl = resetStepUrl(action, urlStep)
  const startStep = useRef(step)
  const moved = useRef(false)
  useEffect(() => {
    if (step !== startStep.current) moved.current = true
    if (!hydrated || !moved.current || step === 'requesting') return
    if (`${window.location.pathname}${window.location.search}` === stepUrl) return
    // history itself, not a navigation: the loader has nothing new to say, and nothing is announced.
    window.history.replaceState(window.history.state, '', stepUrl)
  }, [hydrated, step, stepUrl])
}
