/** Low stock labels (spec 2 §9); rules/stock.ts decides which one shows. */
export const stockMessages = {
  fewLeft: 'Осталось мало',
} as const;

export function itemsLeftText(quantity: number): string {
  return `Осталось ${quantity} шт`;
}
