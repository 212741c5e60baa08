import type { Banner } from '@ornament/analytics';
import type { ReactNode } from 'react';
import { PromotionAnalytics } from './PromotionAnalytics';

/** A promotion banner another feature draws for a catalogue or product page, with its analytics fields. */
export interface PromotionSlotContent {
  analytics: Banner;
  view: ReactNode;
}

/** Finds the banner that fits a page, or null; the app passes one in (the promotions feature's). */
export type PromotionSlotLoader<Page> = (page: Page) => Promise<PromotionSlotContent | null>;

/** The banner when one is found, or nothing; view/select_promotion are reported. */
export async function PromotionSlot({ load }: { load: () => Promise<PromotionSlotContent | null> }) {
  const content = await load();
  if (!content) return null;
  return <PromotionAnalytics banner={content.analytics}>{content.view}</PromotionAnalytics>;
}
