/** The control that opened an overlay, to give focus back to when it closes (WAI-ARIA dialog pattern). */
export class FocusMemory {
  private element: HTMLElement | null = null

  remember(element: Element | null): void {
    if (element instanceof HTMLElement) this.element = element
  }

  restore(): void {
    this.element?.focus()
  }
}
