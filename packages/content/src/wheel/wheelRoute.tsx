// The wheel landing (`app/page/landing/wheel-of-fortune/page.tsx`): ?slug=&type= pick the promotion,
// by default the seeded wheel with type omni (spec 2 §3 promotionParams).
import type { ApiClient } from '@ornament/api-client';
import { promotionSlugSchema } from '@ornament/api-contract';
import { defaultWheelPromotionType, wheelMessages, wheelOfFortuneSlug } from '@ornament/domain';
import type { Metadata } from 'next';
import { WheelPage } from './WheelPage';

export interface WheelRouteOptions {
  serverApiClient: () => Promise<ApiClient>;
}

interface WheelRouteProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const param = (value: string | string[] | undefined, fallback: string): string => {
  const parsed = promotionSlugSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : fallback;
};

export function wheelRoute({ serverApiClient }: WheelRouteOptions) {
  const metadata: Metadata = { title: wheelMessages.title, description: wheelMessages.intro };
  async function WheelRoutePage({ searchParams }: WheelRouteProps) {
    const query = await searchParams;
    return <WheelPage client={await serverApiClient()} type={param(query.type, defaultWheelPromotionType)} slug={param(query.slug, wheelOfFortuneSlug)} />;
  }
  return { metadata, Page: WheelRoutePage };
}
