import type { Product } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { favoritesPage } from './favoritesPage';
import type { FavouriteProduct } from './products';

const product = (article: string, price: number): FavouriteProduct => ({
  product: { article, price } as Product,
  h1: `Кольцо ${article}`,
  breadcrumb: [{ name: 'Главная', url: '/' }],
});
const rows = [
  { id: 3, article: 'C', createdAt: new Date('2026-03-01') },
  { id: 2, article: 'GONE', createdAt: new Date('2026-02-01') },
  { id: 1, article: 'A', createdAt: new Date('2026-01-01') },
  { id: 4, article: 'B', createdAt: new Date('2025-12-01') },
];
const byArticle = new Map([
  ['A', product('A', 100)],
  ['B', product('B', 300)],
  ['C', product('C', 100)],
]);

describe('favoritesPage', () => {
  it('keeps the newest-first order, skipping products that are no longer sold', () => {
    const page = favoritesPage(rows, byArticle, undefined, 1, 12);
    expect(page.items.map((item) => item.article)).toEqual(['C', 'A', 'B']);
    expect(page).toMatchObject({ total: 3, pageCount: 1 });
  });

  it('S1.3.11: each item carries its product page\'s h1 and breadcrumb beside the card', () => {
    expect(favoritesPage(rows, byArticle, undefined, 1, 12).items[0]).toMatchObject({ article: 'C', h1: 'Кольцо C', breadcrumb: [{ name: 'Главная', url: '/' }] });
  });

  it('sorts cheaper and dearer, newest first among equal prices', () => {
    expect(favoritesPage(rows, byArticle, 'inexpensive', 1, 12).items.map((item) => item.article)).toEqual(['C', 'A', 'B']);
    expect(favoritesPage(rows, byArticle, 'expensive', 1, 12).items.map((item) => item.article)).toEqual(['B', 'C', 'A']);
  });

  it('cuts pages and answers an empty page past the end', () => {
    expect(favoritesPage(rows, byArticle, undefined, 2, 2).items.map((item) => item.article)).toEqual(['B']);
    expect(favoritesPage(rows, byArticle, undefined, 5, 2)).toMatchObject({ items: [], total: 3, pageCount: 2 });
  });
});
