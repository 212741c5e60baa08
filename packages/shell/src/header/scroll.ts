import { limits } from '@ornament/domain';

const [mobileOffset, desktopOffset, stickyOffset, noOffset] = limits.headerOffsetsPx;

/**
 * How far a smooth scroll stops above its target so the header does not cover it (spec 1 §9 offsets
 * 56, 140, 28, 0): the mobile header, the full desktop header, the compact sticky header, no header.
 */
export const headerScrollOffsets = {
  mobile: mobileOffset,
  desktop: desktopOffset,
  sticky: stickyOffset,
  none: noOffset,
} as const;
export type HeaderScrollState = keyof typeof headerScrollOffsets;

const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Where a smooth scroll from `from` to `to` is after `elapsedMs` of `durationMs` (ease in-out). */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number = limits.smoothScrollMs): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return to;
  return from + (to - from) * easeInOut(Math.max(0, elapsedMs) / durationMs);
}

/** Scrolls the window to an element's top minus the header offset over 1000 ms (spec 1 §2). */
export function smoothScrollTo(element: Element, state: HeaderScrollState, win: Window = window): void {
  const from = win.scrollY;
  const to = Math.max(0, from + element.getBoundingClientRect().top - headerScrollOffsets[state]);
  const start = win.performance.now();
  const step = (now: number) => {
    const elapsed = now - start;
    win.scrollTo(0, scrollPositionAt(from, to, elapsed));
    if (elapsed < limits.smoothScrollMs) win.requestAnimationFrame(step);
  };
  win.requestAnimationFrame(step);
}

export interface MobileHeaderState {
  lastY: number;
  hidden: boolean;
  /** At the very top the product header sits transparent over the gallery. */
  transparent: boolean;
}

export const initialMobileHeaderState: MobileHeaderState = { lastY: 0, hidden: false, transparent: true };

/**
 * The product page's mobile header on scroll (spec 1 §2): hides when scrolling down beyond 100 px,
 * shows again on any scroll up, transparent only at the top.
 */
export function nextMobileHeaderState(previous: MobileHeaderState, y: number): MobileHeaderState {
  const scrollingDown = y > previous.lastY;
  const hidden = scrollingDown ? y > limits.mobileHeaderHideThresholdPx : y < previous.lastY ? false : previous.hidden;
  return { lastY: y, hidden, transparent: y <= 0 };
}
