import type { CurrencyCode, searchOrigins } from '@ornament/domain';
import type { AnalyticsItem } from '../item';

type Params = Readonly<Record<string, string | number | boolean | undefined>>;

export interface PageViewEvent {
  readonly event: 'page_view';
  readonly page_location: string;
  readonly page_path: string;
  readonly page_title?: string;
  /** Header variant of spec 1 §2: main, catalog, product, basket, reviews, default. */
  readonly page_type?: string;
}

/** The page-load event, sent only after the first page view (spec 1 §4). */
export interface PageLoadEvent extends Params {
  readonly event: 'page_load';
}

export type SearchOrigin = (typeof searchOrigins)[keyof typeof searchOrigins];

export interface SearchEvent {
  readonly event: 'search';
  readonly search_term: string;
  /** Spec 1 §4: 1 redirect, 2 text search, 3 product. */
  readonly search_origin: SearchOrigin;
  /** Set when the query was corrected (wrong layout or transliteration). */
  readonly search_correction?: string;
}

interface ItemsPayload {
  readonly items: readonly AnalyticsItem[];
}

interface ValuePayload extends ItemsPayload {
  readonly currency: CurrencyCode;
  readonly value: number;
}

export interface ViewItemListEvent {
  readonly event: 'view_item_list';
  readonly ecommerce: ItemsPayload & { readonly item_list_name: string; readonly item_list_id?: string };
}

export interface SelectItemEvent {
  readonly event: 'select_item';
  readonly ecommerce: ItemsPayload & { readonly item_list_name: string; readonly item_list_id?: string };
}

export interface ViewItemEvent {
  readonly event: 'view_item';
  readonly ecommerce: ValuePayload;
}

export interface WishlistEvent {
  readonly event: 'add_to_wishlist' | 'remove_from_wishlist';
  readonly ecommerce: ValuePayload;
}

export interface PromotionPayload {
  readonly promotion_id: string;
  readonly promotion_name: string;
  readonly creative_name: string;
  readonly creative_slot: string;
  readonly banner_name: string;
  readonly banner_image: string;
  readonly banner_url: string;
}

export interface PromotionEvent {
  readonly event: 'view_promotion' | 'select_promotion';
  readonly ecommerce: PromotionPayload;
}

interface CheckoutPayload extends ValuePayload {
  readonly coupon?: string;
}

export interface BeginCheckoutEvent {
  readonly event: 'begin_checkout';
  readonly ecommerce: CheckoutPayload;
}

export interface AddShippingInfoEvent {
  readonly event: 'add_shipping_info';
  readonly ecommerce: CheckoutPayload & { readonly shipping_tier: string };
}

export interface AddPaymentInfoEvent {
  readonly event: 'add_payment_info';
  readonly ecommerce: CheckoutPayload & { readonly payment_type: string };
}

export interface PurchaseEvent {
  readonly event: 'purchase';
  readonly ecommerce: CheckoutPayload & {
    readonly transaction_id: string;
    readonly shipping?: number;
    readonly tax?: number;
    /** The value in roubles (every edition's reports in one currency). */
    readonly value_rub?: number;
  };
}

export type EcommerceEvent =
  | ViewItemListEvent
  | SelectItemEvent
  | ViewItemEvent
  | WishlistEvent
  | PromotionEvent
  | BeginCheckoutEvent
  | AddShippingInfoEvent
  | AddPaymentInfoEvent
  | PurchaseEvent;

/** Every event this package pushes onto the dataLayer. */
export type AnalyticsEvent = PageViewEvent | PageLoadEvent | SearchEvent | EcommerceEvent;
