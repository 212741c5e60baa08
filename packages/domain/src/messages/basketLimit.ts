/** Basket limit modal (spec 2 §5, spec 3 §8); the server's detail replaces the text when it sends one. */
export const basketLimitMessages = {
  title: 'Корзина наполнена',
  text: 'Максимальное количество изделий в корзине не может превышать 5 артикулов',
} as const;

export function basketLimitText(serverDetail?: string | null): string {
  return serverDetail?.trim() ? serverDetail : basketLimitMessages.text;
}
