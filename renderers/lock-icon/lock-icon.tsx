import type { ReactNode } from 'react'

/** The padlock of locked (registered-only) links and downloads; decorative, the label says it. */
export function LockIcon({ className }: { className?: string }): ReactNode {
  return (
    <svg
      className={className}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      <rect x="5" y="11" width="14" height="10" rx="1.5" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </svg>
  )
}
