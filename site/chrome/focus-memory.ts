/**
 * The control that opened an overlay, to give focus back to when it closes (WAI-ARIA dialog
 * pattern). The close is asked first (`restoreLater`) and done once the page is no longer inert
 * (`restorePending`, from the layout's effect): a control inside the inert page cannot take focus,
 * which then fell to `<body>`. An opener that the overlay replaced (the header's login button,
 * which a login turns into the account link) hands focus to what took its place: the control
 * with the same `data-focus-slot`.
 */
export class FocusMemory {
  private element: HTMLElement | null = null
  private slot: string | undefined
  private pending = false

  remember(element: Element | null): void {
    if (!(element instanceof HTMLElement)) return
    this.element = element
    this.slot = element.dataset['focusSlot']
  }

  restoreLater(): void {
    this.pending = true
  }

  restorePending(): void {
    if (!this.pending) return
    this.pending = false
    if (this.element?.isConnected) return this.element.focus()
    if (this.slot === undefined) return
    document.querySelector<HTMLElement>(`[data-focus-slot="${CSS.escape(this.slot)}"]`)?.focus()
  }
}
