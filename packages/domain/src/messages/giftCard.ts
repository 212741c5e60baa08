export const giftCardMessages = {
  notFound: 'Карта не найдена. Проверьте правильность введенных данных.',
} as const;

export function giftCardUnusableText(phone: string): string {
  return `Карту нельзя использовать, обратитесь в службу клиентской поддержки: ${phone}`;
}
