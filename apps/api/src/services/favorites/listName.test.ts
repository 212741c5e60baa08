import { describe, expect, it } from 'vitest';
import { checkListName, freeListName } from './listName';

describe('checkListName', () => {
  it('drops surrounding spaces and keeps a name of up to 30 characters', () => {
    expect(checkListName('   Кольца ')).toEqual({ ok: true, name: 'Кольца' });
    expect(checkListName('я'.repeat(30))).toEqual({ ok: true, name: 'я'.repeat(30) });
  });

  it('refuses blank, spaces-only and 31-character names', () => {
    expect(checkListName('')).toEqual({ ok: false });
    expect(checkListName('    ')).toEqual({ ok: false });
    expect(checkListName('я'.repeat(31))).toEqual({ ok: false });
  });
});

describe('freeListName', () => {
  it('keeps a free name and numbers a taken one within 30 characters', () => {
    expect(freeListName('Кольца', new Set())).toBe('Кольца');
    expect(freeListName('Кольца', new Set(['Кольца']))).toBe('Кольца (2)');
    expect(freeListName('Кольца', new Set(['Кольца', 'Кольца (2)']))).toBe('Кольца (3)');
    const long = 'ж'.repeat(30);
    const named = freeListName(long, new Set([long]));
    expect(named).toBe(`${'ж'.repeat(26)} (2)`);
    expect([...named]).toHaveLength(30);
  });
});
