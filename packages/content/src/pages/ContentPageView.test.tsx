import type { ApiClient } from '@ornament/api-client';
import type { ContentArea } from '@ornament/api-contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContentPageView, forStorefront } from './ContentPageView';
import { toWorkHoliday } from './workHoliday';
import { WorkHolidayView } from './WorkHolidayView';

const area = (code: string, title: string, html: string, items: Partial<ContentArea['items'][number]>[] = []): ContentArea => ({
  code,
  title,
  html,
  items: items.map((item, sort) => ({ id: `${code}-${sort}`, title: '', text: null, html: null, link: null, image: null, sort, ...item })),
});

const client = {} as ApiClient; // no product strip on these pages: the client is never called

describe('ContentPageView', () => {
  it('takes the opening banner as the h1 and draws text and cards in order', () => {
    const html = renderToStaticMarkup(
      <ContentPageView
        client={client}
        brandIndex={0}
        page={{
          code: 'gifts',
          title: 'Подарки',
          seo: { title: '', description: '' },
          contents: [
            area('gifts-banner', 'Подарки', '<p>Идеи подарков</p>', [{ title: 'Подарочная карта', link: '/gift-card/', image: '/api/sklv/v4/content/picture/gift.svg' }]),
            area('gifts-ideas', 'Кому дарим', '', [{ title: 'Любимой', link: '/jewelry-catalog/earrings/', html: '<p>Серьги</p>' }]),
            area('gifts-rules', 'Как получить', '<ul><li>Правило</li></ul>'),
          ],
        }}
      >
        <p>Слот формы</p>
      </ContentPageView>,
    );
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Подарки<\/h1>/);
    expect(html).toContain('href="/gift-card/"');
    expect(html).toContain('<p>Идеи подарков</p>');
    expect(html.indexOf('Слот формы')).toBeLessThan(html.indexOf('Кому дарим'));
    expect(html).toContain('<ul><li>Правило</li></ul>');
  });

  it('S1.4.7 draws a -faq area as questions whose answers open one at a time (all closed at first)', () => {
    const html = renderToStaticMarkup(
      <ContentPageView
        client={client}
        brandIndex={0}
        page={{
          code: 'bonus-system',
          title: 'Бонусная программа',
          seo: { title: '', description: '' },
          contents: [
            area('bonus-system-faq', 'Вопросы и ответы', '', [
              { title: 'Как стать участником?', html: '<p>Зарегистрируйтесь</p>' },
              { title: 'Когда начисляются бонусы?', text: 'Через 14 дней' },
            ]),
          ],
        }}
      />,
    );
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toMatch(/<h3[^>]*><button[^>]*>.*Как стать участником\?/);
    expect(html).toContain('<p>Зарегистрируйтесь</p>');
    expect(html).toContain('<p>Через 14 дней</p>');
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });

  it('heads a page without a banner with its title, and says so when it is empty', () => {
    const html = renderToStaticMarkup(<ContentPageView client={client} brandIndex={0} page={{ code: 'x', title: 'Вакансии', seo: { title: '', description: '' }, contents: [] }} />);
    expect(html).toMatch(/<h1[^>]*>Вакансии<\/h1>/);
    expect(html).toContain('Страница скоро наполнится');
  });
});

describe('WorkHolidayView', () => {
  it('draws the support and delivery tables and the partner points', () => {
    const page = {
      code: 'work-holiday',
      title: 'График работы в праздники',
      seo: { title: '', description: '' },
      contents: [
        area('work-holiday-support', 'Служба поддержки', '', [{ title: '31 декабря', text: 'с 9:00 до 18:00' }]),
        area('work-holiday-delivery', 'Доставка', '', [{ title: 'Москва', text: 'До 16:00' }]),
        area('work-holiday-partner-points', 'Партнёры', '', [{ title: 'СДЭК', link: 'https://www.cdek.ru/' }]),
      ],
    };
    const html = renderToStaticMarkup(<WorkHolidayView title={page.title} schedule={toWorkHoliday(page)} />);
    expect(html).toMatch(/<h1[^>]*>График работы в праздники<\/h1>/);
    expect(html).toContain('<td>31 декабря</td><td>с 9:00 до 18:00</td>');
    expect(html).toContain('<td>Москва</td><td>До 16:00</td>');
    expect(html).toMatch(/href="https:\/\/www.cdek.ru\/" rel="noopener noreferrer" target="_blank"[^>]*>СДЭК/);
  });
});

describe('forStorefront', () => {
  it('keeps the storefront’s own item of a payment area as text', () => {
    const payment = area('payment-info-kt', 'Оплата', '<p>Онлайн или при получении.</p>', [
      { title: 'Россия', html: '<p>Картой МИР</p>' },
      { title: 'Казахстан', html: '<p>Цены в тенге</p>' },
    ]);
    expect(forStorefront(payment, 1)).toMatchObject({ html: '<p>Онлайн или при получении.</p><p>Цены в тенге</p>', items: [] });
    const other = area('gifts-ideas', 'Кому', '', [{ title: 'Любимой' }]);
    expect(forStorefront(other, 1)).toBe(other);
  });
});
