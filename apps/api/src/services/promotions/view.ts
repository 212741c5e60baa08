// A promotion row as spec 2 §3 shows it, for the storefront asking (city) and the viewer (user flags).
import { type Promotion, promotionLayouts, promotionsPaths } from '@ornament/api-contract';
import { sanitizeHtml } from '../content/sanitize';
import { isFinished, type PromotionRow, type Viewer } from './repository';

const layoutOf = (value: string): Promotion['attributes']['layout'] =>
  (promotionLayouts as readonly string[]).includes(value) ? (value as Promotion['attributes']['layout']) : 'default';

export function isActiveInCity(row: Pick<PromotionRow, 'activeCityGuids'>, cityGuid: string): boolean {
  return row.activeCityGuids.length === 0 || row.activeCityGuids.includes(cityGuid);
}

export function promotionOf(row: PromotionRow, context: { now: Date; cityGuid: string; viewer: Viewer }): Promotion {
  const { viewer } = context;
  const promocode = viewer.promocodes.get(row.id) ?? null;
  return {
    id: String(row.id),
    type: 'promotion',
    attributes: {
      slug: row.slug,
      'address-program-id': row.addressProgramId,
      sort: row.sort,
      type: { 'promotion-type-name': row.typeName, 'promotion-type-slug': row.typeSlug, 'promotion-type-url': row.typeUrl },
      title: row.title,
      'ended-at': row.endedAt?.toISOString() ?? null,
      terms: sanitizeHtml(row.terms),
      'is-cross-promo': row.isCrossPromo,
      'preview-description': row.previewDescription,
      'detail-description': sanitizeHtml(row.detailDescription),
      product: row.productArticle,
      'counter-label': row.counterLabel,
      'counter-ended-at-time': row.counterEndedAt?.toISOString() ?? null,
      layout: layoutOf(row.layout),
      finished: isFinished(row, context.now),
      images: {
        desktop: promotionsPaths.picture(row.slug, 'desktop'),
        mobile: promotionsPaths.picture(row.slug, 'mobile'),
        preview: promotionsPaths.picture(row.slug, 'preview'),
      },
      'additional-info': row.additionalInfo,
      'active-in-city': isActiveInCity(row, context.cityGuid),
      user: { 'is-guest': viewer.isGuest, 'is-parner': viewer.isPartner, 'is-member': promocode !== null, promocode },
    },
  };
}
