// The landing's server reads: settings, the shopper's lists (the session cookie is forwarded; a guest
// without one has none) and the shops of the shopper's city taking trade-in (the shop map's stores call).
import { type ApiClient, resolveContext, unwrap } from '@ornament/api-client';
import type { StoresResponse, TradeInJewelry, TradeInProduct, TradeInSettings } from '@ornament/api-contract';

export interface TradeInData {
  settings: TradeInSettings;
  jewelries: TradeInJewelry[];
  products: TradeInProduct[];
}

export async function loadTradeIn(client: ApiClient): Promise<TradeInData | null> {
  try {
    const [settings, list, productList] = await Promise.all([client.tradeIn.settings(), client.tradeIn.list(), client.tradeIn.productList()]);
    return { settings: unwrap(settings).data, jewelries: unwrap(list).data, products: unwrap(productList).data };
  } catch {
    return null;
  }
}

/** Spec 2 §7: v4 stores/?filter[city_guid]&filter[on_map]=true&filter[point_type]=trade_in; null when unavailable. */
export async function loadTradeInStores(client: ApiClient): Promise<StoresResponse | null> {
  try {
    const cityGuid = resolveContext(client.config).cityId;
    return unwrap(await client.shopMap.stores({ cityGuid, onMap: true, pointTypes: ['trade_in'] }, { next: { revalidate: 300 } }));
  } catch {
    return null; // the shops block is an extra: the landing stands without it
  }
}
