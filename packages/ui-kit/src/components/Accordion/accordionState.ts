/** Spec 1 §4 (FAQ): one item open at a time; clicking the open item closes it. */
export function toggleOpenItem(openId: string | null, clickedId: string): string | null {
  return openId === clickedId ? null : clickedId;
}
