import type { ContentArea } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { infoBlocksOf } from './paymentBlocks';

const item = (title: string, html: string) => ({ id: title, title, text: null, html, link: null, image: null, sort: 0 });
const area = (code: string, html: string, items: ContentArea['items'] = []): ContentArea => ({ code, title: code, html, items });

const areas = {
  'payment-info-kt': area('payment-info-kt', '<p>общий</p>', [item('RU', '<p>ru</p>'), item('KZ', '<p>kz</p>'), item('other', '<p>other</p>'), item('diamant', '<p>diamant</p>')]),
  'refund-info-kt': area('refund-info-kt', '<p>refund</p>', [item('RU', '<p>ru-refund</p>')]),
  bnpl: area('bnpl', '<p>bnpl</p>'),
  split: area('split', '<p>split</p>'),
  'installment-pay': area('installment-pay', '<p>installment</p>'),
  'personal-price': area('personal-price', '<p>personal</p>'),
  sberpay: area('sberpay', '<p>sberpay</p>'),
  'sbp-short': area('sbp-short', '<p>sbp</p>'),
  'sale-terms': area('sale-terms', '<p>terms</p>'),
};

describe('infoBlocksOf', () => {
  it('shows the payment text of the brand index and falls back to the area text', () => {
    const kz = infoBlocksOf(areas, { brandIndex: 1, splitPayment: false, installment: false, onSale: false });
    expect(kz.map((b) => b.code)).toEqual(['payment-info-kt', 'refund-info-kt', 'personal-price']);
    expect(kz[0]?.html).toBe('<p>kz</p>');
    expect(kz[1]?.html).toBe('<p>refund</p>');
    expect(infoBlocksOf(areas, { brandIndex: 3, splitPayment: false, installment: false, onSale: false })[0]?.html).toBe('<p>diamant</p>');
  });

  it('shows split and pay-later in Russia and installment only when available', () => {
    const ru = infoBlocksOf(areas, { brandIndex: 0, splitPayment: true, installment: true, onSale: false });
    expect(ru.map((b) => b.code)).toEqual(['payment-info-kt', 'refund-info-kt', 'installment-pay', 'bnpl', 'split', 'sberpay', 'sbp-short', 'personal-price']);
    expect(infoBlocksOf(areas, { brandIndex: 0, splitPayment: true, installment: false, onSale: false }).map((b) => b.code)).not.toContain('installment-pay');
  });

  it('S1.7.13 the Sber and SBP texts in Russia only, the sale terms only with a product on sale', () => {
    const onSale = infoBlocksOf(areas, { brandIndex: 0, splitPayment: true, installment: false, onSale: true }).map((b) => b.code);
    expect(onSale).toEqual(['payment-info-kt', 'refund-info-kt', 'bnpl', 'split', 'sberpay', 'sbp-short', 'sale-terms', 'personal-price']);
    const kz = infoBlocksOf(areas, { brandIndex: 1, splitPayment: false, installment: false, onSale: true }).map((b) => b.code);
    expect(kz).toEqual(['payment-info-kt', 'refund-info-kt', 'sale-terms', 'personal-price']);
  });
});
