/**
 * A click lands on the <dialog> element itself only on its backdrop, or in its padding box; the
 * content sits in an inner wrapper, so a click whose target is the dialog is an outside click.
 */
export function isBackdropClick(target: EventTarget | null, dialogElement: EventTarget | null): boolean {
  return target !== null && target === dialogElement;
}

/** Where focus goes back after closing: the element that had it, when it is still in the page. */
export function focusTargetAfterClose(previous: Element | null, doc: Pick<Document, 'contains'>): HTMLElement | null {
  if (!previous || !doc.contains(previous) || typeof (previous as HTMLElement).focus !== 'function') return null;
  return previous as HTMLElement;
}
