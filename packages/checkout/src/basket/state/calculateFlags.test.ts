import { describe, expect, it } from 'vitest';
import { type FlagStorage, type FlagStores, calculateFlagsOf, storeGiftCard, storeToggle, storedGiftCard } from './calculateFlags';

function memory(initial: Record<string, string> = {}): FlagStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value), removeItem: (key) => void data.delete(key) };
}

const stores = (session: Record<string, string> = {}, local: Record<string, string> = {}) => ({ session: memory(session), local: memory(local) });

describe('calculateFlagsOf', () => {
  it('uses bonuses by default (session bonus defaults to true) and nothing else', () => {
    expect(calculateFlagsOf(stores(), true)).toEqual({
      isEmployeeDiscount: false,
      isUseAllBonuses: true,
      isUseAllStarsPoints: false,
      applyGiftCard: false,
      turnOffPromotions: false,
      deliveryWhole: false,
      useEzvm: true,
    });
  });

  it('reads every flag where the spec keeps it', () => {
    const flags = calculateFlagsOf(stores({ bonus: 'false', employee: 'true', offPromotions: 'true' }, { starPoints: 'true', giftCard: '1234-5678', deliveryWhole: 'true' }), false);
    expect(flags).toEqual({
      isEmployeeDiscount: true,
      isUseAllBonuses: false,
      isUseAllStarsPoints: true,
      applyGiftCard: true,
      turnOffPromotions: true,
      deliveryWhole: true,
      useEzvm: false,
    });
  });

  it('works without storage (blocked or on the server)', () => {
    const blocked: FlagStores = {
      session: { getItem: () => { throw new Error('blocked'); }, setItem: () => undefined, removeItem: () => undefined },
      local: undefined,
    };
    expect(calculateFlagsOf(blocked, false).isUseAllBonuses).toBe(true);
  });
});

describe('storing toggles', () => {
  it('keeps bonuses and employee in the session, stars locally', () => {
    const s = stores();
    storeToggle(s, 'bonuses', false);
    storeToggle(s, 'employee', true);
    storeToggle(s, 'stars', true);
    expect(s.session.data.get('bonus')).toBe('false');
    expect(s.session.data.get('employee')).toBe('true');
    expect(s.local.data.get('starPoints')).toBe('true');
  });

  it('remembers and forgets the gift card', () => {
    const s = stores();
    storeGiftCard(s, '1111-2222');
    expect(storedGiftCard(s)).toBe('1111-2222');
    storeGiftCard(s, null);
    expect(storedGiftCard(s)).toBeNull();
  });
});
