/**
 * The control that opened an overlay, to give focus back to when it closes (WAI-ARIA dialog
 * pattern). The close is asked first (`restoreLater`) and done once the page is no longer inert
 * (`restorePending`, from the layout's effect): a control inside the inert page cannot take focus,
 * which then fell to `<body>`.
 */
export class FocusMemory {
  private element: HTMLElement | null = null
  private pending = false

  remember(element: Element | null): void {
    if (element instanceof HTMLElement) this.element = element
  }

  restoreLater(): void {
    this.pending = true
  }

  restorePending(): void {
    if (!this.pending) return
    this.pending = false
    if (this.element?.isConnected) this.element.focus()
  }
}
