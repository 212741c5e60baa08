// Sharing a folder (spec 1 §2, spec 2 §8): the native share sheet below 1024 px when the browser has
// one, else the share modal; a failed native share is ignored.

const modalFromPx = 1024;

export function wishlistUrl(origin: string, guid: string): string {
  return `${origin}/favorites/wishlist/${encodeURIComponent(guid)}/`;
}

export function usesNativeShare(width: number, hasShare: boolean): boolean {
  return hasShare && width < modalFromPx;
}

export async function shareNatively(target: Pick<Navigator, 'share'>, data: ShareData): Promise<void> {
  try {
    await target.share(data);
  } catch {
    // Spec 2 §8: native share failure is silently ignored (the shopper may simply have cancelled).
  }
}
