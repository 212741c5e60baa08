import type { ApiClient } from '@ornament/api-client';
import type { ContentArea, ContentPage, MenuItem } from '@ornament/api-contract';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderServer } from '../testing/renderServer';
import { sectionsBesideCatalogue } from './catalogueSections';
import { loadAreas } from './loadAreas';
import { contentPageRoute } from './routes/contentPageRoute';
import { workHolidayRoute } from './routes/workHolidayRoute';
import { SitemapPage } from './SitemapPage';

const area = (code: string, title: string, items: Partial<ContentArea['items'][number]>[] = [], html = ''): ContentArea => ({
  code,
  title,
  html,
  items: items.map((item, sort) => ({ id: `${code}-${sort}`, title: '', text: null, html: null, link: null, image: null, sort, ...item })),
});

const ok = <T,>(data: T) => Promise.resolve({ type: 'data' as const, data });
const notFound = () => Promise.reject(Object.assign(new Error('Content area not found'), { kind: 'http', status: 404 }));

/** A client answering the given areas by code and the given pages; anything else is a 404. */
function contentClient(areas: readonly ContentArea[], pages: readonly ContentPage[] = []) {
  const areaCall = vi.fn((code: string) => {
    const found = areas.find((a) => a.code === code);
    return found ? ok({ data: found }) : notFound();
  });
  const pageCall = vi.fn((code: string) => {
    const found = pages.find((p) => p.code === code);
    return found ? ok({ data: found }) : notFound();
  });
  const client = { content: { area: areaCall, page: pageCall } } as unknown as ApiClient;
  return { client, areaCall, pageCall };
}

const storefront = { tenant: { brand: 'main', brandIndex: 0, country: 'RU', deliveryTermsPath: '/delivery-terms/', phone: { display: '8 800 1000 750', tel: '88001000750' } } } as const;
const diamantStorefront = { tenant: { ...storefront.tenant, brand: 'diamant', brandIndex: 3, phone: { display: '8 800 600 01 10', tel: '88006000110' } } } as const;
const render = async (element: Promise<ReactElement>) => renderServer(await element);

describe('areas fetched by code', () => {
  it('S2.7.10: loadAreas asks each code with its formatting, in order, leaving out what failed', async () => {
    const { client, areaCall } = contentClient([area('utp-premium', 'Почему выбирают Premium'), area('gia', 'Сертификат GIA')]);
    const areas = await loadAreas(client, ['gia', 'no-such-area', 'utp-premium']);
    expect(areas.map((a) => a.code)).toEqual(['gia', 'utp-premium']);
    expect(areaCall).toHaveBeenCalledWith('gia', { formatting: true }, { next: { revalidate: 300 } });
    expect(areaCall).toHaveBeenCalledTimes(3);
  });

  it('S2.7.10: /premium/ draws utp-premium right after its banner', async () => {
    const premium: ContentPage = {
      code: 'premium',
      title: 'Premium',
      seo: { title: '', description: '' },
      contents: [area('premium-banner', 'Premium', [], '<p>Украшения с бриллиантами</p>'), area('premium-benefits', 'Что входит в Premium', [], '<ul><li>сертификат</li></ul>')],
    };
    const utp = area('utp-premium', 'Почему выбирают Premium', [{ title: 'Камни с сертификатом', html: '<p>От 0,3 карата</p>', image: '/api/sklv/v4/content/picture/diamond.svg' }]);
    const { client, areaCall } = contentClient([utp], [premium]);
    const route = contentPageRoute({ storefront, serverApiClient: async () => client, code: 'premium', path: '/premium/', areas: ['utp-premium'] });
    const html = await render(route.Page());
    expect(areaCall).toHaveBeenCalledWith('utp-premium', { formatting: true }, expect.anything());
    expect(html).toContain('Почему выбирают Premium');
    expect(html).toContain('Камни с сертификатом');
    expect(html.indexOf('Почему выбирают Premium')).toBeLessThan(html.indexOf('Что входит в Premium'));
  });

  it('S2.7.10: a page without areas by code asks for none, and a missing area leaves the page whole', async () => {
    const page: ContentPage = { code: 'gifts', title: 'Подарки', seo: { title: '', description: '' }, contents: [area('gifts-ideas', 'Кому дарим')] };
    const plain = contentClient([], [page]);
    await render(contentPageRoute({ storefront, serverApiClient: async () => plain.client, code: 'gifts', path: '/gifts/' }).Page());
    expect(plain.areaCall).not.toHaveBeenCalled();
    const html = await render(contentPageRoute({ storefront, serverApiClient: async () => plain.client, code: 'gifts', path: '/gifts/', areas: ['utp-premium'] }).Page());
    expect(html).toContain('Кому дарим');
  });

  it('S2.7.10: the work and holiday page lists feedback-channels under the support hours', async () => {
    const page: ContentPage = {
      code: 'work-holiday',
      title: 'График работы в праздники',
      seo: { title: '', description: '' },
      contents: [area('work-holiday-support', 'Служба поддержки', [{ title: '31 декабря', text: 'с 9:00 до 18:00' }]), area('work-holiday-delivery', 'Доставка', [{ title: 'Москва', text: 'до 16:00' }])],
    };
    const channels = area('feedback-channels', 'Связаться с нами', [
      { title: 'Телефон', html: '<p>8 800 1000 750</p>', link: 'tel:88001000750' },
      { title: 'Telegram', link: 'https://t.me/ornament_support' },
      { title: 'Электронная почта', link: 'mailto:help@ornament.ru' },
    ]);
    const { client, areaCall } = contentClient([channels], [page]);
    const html = await render(workHolidayRoute({ storefront, serverApiClient: async () => client }).Page());
    expect(areaCall).toHaveBeenCalledWith('feedback-channels', { formatting: true }, expect.anything());
    expect(html).toContain('Связаться с нами');
    expect(html).toContain('href="tel:88001000750"');
    expect(html).toContain('href="mailto:help@ornament.ru"');
    expect(html).toMatch(/href="https:\/\/t\.me\/ornament_support"[^>]*target="_blank"/);
    expect(html.indexOf('31 декабря')).toBeLessThan(html.indexOf('Связаться с нами'));
    expect(html.indexOf('Связаться с нами')).toBeLessThan(html.indexOf('Москва'));
    // Each storefront shows its own support line (tenant data); the other channels are the shop's.
    const diamant = await render(workHolidayRoute({ storefront: diamantStorefront, serverApiClient: async () => client }).Page());
    expect(diamant).toContain('href="tel:88006000110"');
    expect(diamant).toContain('8 800 600 01 10');
    expect(diamant).not.toContain('88001000750');
    expect(diamant).toContain('href="mailto:help@ornament.ru"');
  });
});

describe('the HTML site map with the crawlers’ menu', () => {
  const menu: MenuItem[] = [
    {
      id: '1',
      name: 'Ювелирные украшения',
      url: '/jewelry-catalog/',
      children: [{ id: '2', name: 'Кольца', url: '/jewelry-catalog/rings/', children: [{ id: '3', name: 'Обручальные кольца', url: '/jewelry-catalog/rings/wedding-rings/', children: [] }] }],
    },
  ];
  const sections = [
    { title: 'Ювелирные украшения', links: [{ title: 'Ювелирные украшения', url: '/jewelry-catalog/' }, { title: 'Кольца', url: '/jewelry-catalog/rings/' }] },
    { title: 'Покупателям', links: [{ title: 'Доставка и оплата', url: '/delivery-terms/' }] },
  ];

  it('S2.7.10: asks get-robot-menu and draws the catalogue three levels deep, once', async () => {
    const robotMenu = vi.fn(() => ok({ data: menu }));
    const sitemapHtml = vi.fn(() => ok({ data: sections }));
    const html = await render(SitemapPage({ client: { content: { robotMenu }, seo: { sitemapHtml } } as unknown as ApiClient, country: 'RU' }));
    expect(robotMenu).toHaveBeenCalled();
    expect(html).toContain('href="/jewelry-catalog/rings/wedding-rings/"');
    expect(html.match(/href="\/jewelry-catalog\/rings\/"/g)).toHaveLength(1);
    expect(html).toMatch(/<nav[^>]*aria-label="Покупателям"/);
  });

  it('S2.7.10: keeps every sitemap/html section when the crawlers’ menu is not there', () => {
    expect(sectionsBesideCatalogue(sections, menu).map((s) => s.title)).toEqual(['Покупателям']);
    expect(sectionsBesideCatalogue(sections, [])).toEqual(sections);
  });
});
