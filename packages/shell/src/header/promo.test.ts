import type { ContentArea } from '@ornament/api-contract';
import { describe, expect, it } from 'vitest';
import { promoButtonOf } from './promo';

const item = (id: string, title: string, sort: number, link: string | null = null, image: string | null = null) => ({
  id,
  title,
  text: null,
  html: null,
  link,
  image,
  sort,
});
const area = (items: ContentArea['items']): ContentArea => ({ code: 'nav-buttons', title: 'Кнопки', html: '', items });

describe('promoButtonOf', () => {
  it('renders nothing when the area is missing or empty', () => {
    expect(promoButtonOf(undefined)).toBeNull();
    expect(promoButtonOf(area([]))).toBeNull();
    expect(promoButtonOf(area([item('1', 'Подарки', 1)]))).toBeNull();
  });

  it('takes the url from the first linked item and labels in sort order', () => {
    const data = promoButtonOf(area([item('2', ' Ко Дню матери ', 2, '/gifts/', '/b.svg'), item('1', 'Подарки', 1, null, '/a.svg'), item('3', ' ', 3)]));
    expect(data).toEqual({
      url: '/gifts/',
      items: [
        { label: 'Подарки', image: '/a.svg', hoverImage: '/a.svg' },
        { label: 'Ко Дню матери', image: '/b.svg', hoverImage: '/b.svg' },
      ],
    });
  });
});

describe('promoButtonOf hover pictures', () => {
  it('uses the configured hover picture and falls back to the picture itself', () => {
    const withHover = { ...item('1', 'Подарки', 1, '/gifts/', '/a.svg'), hover_image: '/a-hover.svg' };
    const data = promoButtonOf(area([withHover, item('2', 'Скидки', 2, null, '/b.svg')]));
    expect(data?.items).toEqual([
      { label: 'Подарки', image: '/a.svg', hoverImage: '/a-hover.svg' },
      { label: 'Скидки', image: '/b.svg', hoverImage: '/b.svg' },
    ]);
  });
});
