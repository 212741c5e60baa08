import { describe, expect, it } from 'vitest';
import { badRequestHeading } from './badRequest';

describe('badRequestHeading', () => {
  it('names the search query of a search path and the section otherwise', () => {
    expect(badRequestHeading('/products-search/text/text-kolco/')).toMatch(/^Поиск: /);
    expect(badRequestHeading('/newitems/jewelry-catalog/')).toBe('Новинки');
    expect(badRequestHeading('/bags/')).toBe('Сумки');
  });
});
