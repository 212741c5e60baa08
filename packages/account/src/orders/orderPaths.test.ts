import { describe, expect, it } from 'vitest';
import { statusParam } from '../routes/params';
import { orderDetailPath, orderListPath } from './orderPaths';

describe('order paths', () => {
  it('S3.7.28 a card of the completed tab opens the order as a completed one, which the detail route reads back', () => {
    const path = orderDetailPath('/personal/orders/', 12, true);
    expect(path).toBe('/personal/orders/12/?status=completed');
    expect(statusParam(new URLSearchParams(path.split('?')[1]).get('status') ?? undefined)).toBe('completed');
    expect(orderDetailPath('/personal/orders/', 12, false)).toBe('/personal/orders/12/');
  });

  it('a failed completed order goes back to the completed tab', () => {
    expect(orderListPath('/personal/orders/', 'completed')).toBe('/personal/orders/?status=completed');
    expect(orderListPath('/personal/orders/', 'active')).toBe('/personal/orders/');
  });
});
