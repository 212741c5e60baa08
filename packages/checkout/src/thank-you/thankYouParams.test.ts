import { describe, expect, it } from 'vitest';
import { accountOrderPath, thankYouQuery } from './thankYouParams';

describe('thank-you query', () => {
  it('reads positive ids and ignores anything else', () => {
    expect(thankYouQuery({ masterOrderId: '5000001', orderId: '17' })).toEqual({ masterOrderId: 5000001, orderId: 17 });
    expect(thankYouQuery({ masterOrderId: ['5000002', '1'] })).toEqual({ masterOrderId: 5000002, orderId: null });
    expect(thankYouQuery({ masterOrderId: '-1', orderId: '1e3' })).toEqual({ masterOrderId: null, orderId: null });
    expect(thankYouQuery({ masterOrderId: '99999999999' })).toEqual({ masterOrderId: null, orderId: null });
  });

  it('links an order to the account', () => {
    expect(accountOrderPath(17)).toBe('/personal/orders/17/');
  });
});
