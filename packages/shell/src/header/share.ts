import { breakpoints } from '@ornament/domain';

export type ShareMode = 'native' | 'modal';

/** Spec 1 §2: the native share sheet on mobile, the share modal from 1024 px (or without the API). */
export function shareModeOf(viewportWidth: number, hasNativeShare: boolean): ShareMode {
  return viewportWidth < breakpoints.desktop && hasNativeShare ? 'native' : 'modal';
}

/** Native share; every failure (cancel, no permission) is silently ignored (spec 1 §8). */
export async function shareNatively(nav: Pick<Navigator, 'share'>, data: ShareData): Promise<void> {
  try {
    await nav.share(data);
  } catch {
    // Cancelled or refused: nothing to tell the shopper.
  }
}
