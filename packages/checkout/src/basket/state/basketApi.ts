// The basket page's calls (api-client's `client.basket`), each answering the whole basket computed
// with the page's calculate flags.
import { type ApiClient, type ApiResponse, unwrap } from '@ornament/api-client';
import type { Basket, BasketCalculateBody, BasketResponse } from '@ornament/api-contract';

export interface BasketApi {
  calculate(flags: BasketCalculateBody): Promise<Basket>;
  update(id: number, quantity: number, flags: BasketCalculateBody): Promise<Basket>;
  select(ids: readonly number[], isSelected: boolean, flags: BasketCalculateBody): Promise<Basket>;
  remove(ids: readonly number[], flags: BasketCalculateBody): Promise<Basket>;
  restore(ids: readonly number[], flags: BasketCalculateBody): Promise<Basket>;
  addPromoCode(code: string, flags: BasketCalculateBody): Promise<Basket>;
  removePromoCode(code: string, flags: BasketCalculateBody): Promise<Basket>;
  setGiftCard(number: string | null, flags: BasketCalculateBody): Promise<Basket>;
}

const data = async (call: Promise<ApiResponse<BasketResponse>>): Promise<Basket> => unwrap(await call).data;

export function basketApiOf(client: ApiClient): BasketApi {
  const calls = client.basket;
  return {
    calculate: (flags) => data(calls.calculate(flags)),
    update: (id, quantity, calculate) => data(calls.update({ id, quantity, calculate })),
    select: (ids, isSelected, flags) => data(calls.select(ids, isSelected, flags)),
    remove: (ids, flags) => data(calls.remove(ids, flags)),
    restore: (ids, flags) => data(calls.restore(ids, flags)),
    addPromoCode: (code, flags) => data(calls.addPromoCodes([code], flags)),
    removePromoCode: (code, flags) => data(calls.deletePromoCodes([code], flags)),
    setGiftCard: (number, flags) => data(calls.setGiftCard(number, flags)),
  };
}
