import { describe, expect, it } from 'vitest';
import { headingOf, withHeading } from './favouriteHeading';

const crumbs = (...names: string[]) => names.map((name) => ({ name, url: `/${name}/` }));

describe('S1.3.11: a favourite named by its page h1 and placed by its breadcrumb', () => {
  it('S1.3.11: takes the h1 and the category (the breadcrumb past home and section)', () => {
    expect(headingOf({ h1: 'Кольцо из золота', breadcrumb: crumbs('Главная', 'Ювелирные украшения', 'Кольца', 'Обручальные кольца') })).toEqual({
      h1: 'Кольцо из золота',
      category: 'Обручальные кольца',
    });
    expect(headingOf({ h1: 'Брошь', breadcrumb: crumbs('Главная', 'Ювелирные украшения') }).category).toBeUndefined();
  });

  it('S1.3.11: the card shows the h1 as its name and the category before metal and stones', () => {
    const card = { name: 'Кольцо', caption: 'Золото 585, фианит', price: 1 };
    expect(withHeading(card, { h1: 'Кольцо из золота с фианитом', category: 'Кольца' })).toEqual({ name: 'Кольцо из золота с фианитом', caption: 'Кольца · Золото 585, фианит', price: 1 });
    expect(withHeading({ ...card, caption: undefined }, { h1: 'Кольцо', category: undefined })).toMatchObject({ caption: undefined });
    expect(withHeading(card, undefined)).toBe(card);
  });
});
