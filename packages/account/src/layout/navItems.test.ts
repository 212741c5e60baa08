import { describe, expect, it } from 'vitest';
import { activeNavHref } from './navItems';

describe('account nav', () => {
  it('marks the section of the current path, with or without the trailing slash', () => {
    expect(activeNavHref('/personal/main/')).toBe('/personal/main/');
    expect(activeNavHref('/personal/orders/4100123')).toBe('/personal/orders/');
    expect(activeNavHref('/personal/stores')).toBe('/personal/stores/');
    expect(activeNavHref('/personal/tasks-center/event/41/')).toBe('/personal/tasks-center/');
    expect(activeNavHref('/personal/notifications')).toBe('/personal/notifications/');
    expect(activeNavHref('/personal/offers/')).toBe('/personal/offers/');
    expect(activeNavHref('/basket/')).toBeNull();
  });
});
