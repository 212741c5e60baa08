import { describe, expect, it } from 'vitest';
import { formatPrice } from './format/price';
import {
  addressRequiredText,
  basketLimitMessages,
  basketLimitText,
  clientErrorMessages,
  fallbackPageMessages,
  folderLimitText,
  folderNameCounter,
  formMessages,
  freeDeliveryText,
  giftCardUnusableText,
  sberInstallmentText,
} from './messages';

describe('messages', () => {
  it('generic client errors are the spec strings', () => {
    expect(Object.values(clientErrorMessages)).toEqual(
      expect.arrayContaining(['Non-serializable api error response', 'Non-serializable api response', 'fetch error', 'Non-serializable fetch error']),
    );
  });

  it('fixed texts', () => {
    expect(fallbackPageMessages.title).toBe('Упс! Что-то пошло не так.');
    expect(formMessages.successTitle).toBe('Заявка успешно отправлена');
    expect(formMessages.failureText).toBe('Попробуйте отправить форму еще раз');
    expect(basketLimitMessages.title).toBe('Корзина наполнена');
  });

  it('the basket limit text yields to a server detail', () => {
    expect(basketLimitText()).toBe('Максимальное количество изделий в корзине не может превышать 5 артикулов');
    expect(basketLimitText('  ')).toBe(basketLimitMessages.text);
    expect(basketLimitText('Лимит 3')).toBe('Лимит 3');
  });

  it('templates', () => {
    expect(freeDeliveryText(formatPrice(5000, 'RUB'))).toBe('Бесплатная доставка от 5\u202F000\u00A0₽');
    expect(sberInstallmentText('1 200 ₽')).toBe('От 1 200 ₽ в месяц. Для клиентов банка.');
    expect(folderLimitText(20)).toBe('Невозможно создать более 20 списков');
    expect(folderNameCounter(12, 30)).toBe('12/30');
    expect(giftCardUnusableText('8 800 1000 750')).toBe('Карту нельзя использовать, обратитесь в службу клиентской поддержки: 8 800 1000 750');
    expect(addressRequiredText(false)).toBe('Для оформления заказа добавьте адрес доставки');
    expect(addressRequiredText(true)).toBe('Для оформления заказа добавьте или выберите адрес доставки');
  });
});
