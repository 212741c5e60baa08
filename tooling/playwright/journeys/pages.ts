import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { screenshot } from '../fixtures/viewport';

// Issue 8: content pages and landings (Russian content from the database, sanitised HTML), the work and
// holiday schedule, the HTML site map, robots.txt and sitemap.xml per host, and the meta call's head
// (a landing's title, description, robots and canonical; a search page noindex, nofollow).
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'pages', name, true);

interface PagesProfile {
  host: string;
  /** Pages and the h1 each shows (a banner's title when the page opens with one). */
  pages: readonly { path: string; h1: string; text: RegExp }[];
  deliveryPath: string;
  /** A landing with its seeded meta. */
  landing: { path: string; title: string; description: RegExp };
  giftCardInSitemap: boolean;
  atelier: boolean;
}

// Written out by hand (not read from the seed or the tenant data): the tests check the apps against them.
const byStorefront: Record<string, PagesProfile> = {
  main: {
    host: 'ornament.ru',
    pages: [
      { path: '/collections/', h1: 'Коллекции', text: /лаконичной классики/ },
      { path: '/gifts/', h1: 'Подарки', text: /Идеи подарков/ },
      { path: '/premium/', h1: 'Premium', text: /бриллиантами/ },
      { path: '/sklv/', h1: 'Ювелирный дом «Орнамент»', text: /Собственное производство/ },
      { path: '/pokupay/', h1: 'Покупайте в рассрочку', text: /без переплаты/ },
      { path: '/page/landing/lombard/', h1: 'Ломбард «Орнамент»', text: /под залог/ },
      { path: '/promo/ring-atelier/', h1: 'Кольцо на заказ', text: /по вашему эскизу/ },
      { path: '/my/gift-shop/', h1: 'Магазин подарков', text: /бонусы на подарки/ },
    ],
    deliveryPath: '/delivery-terms/',
    landing: { path: '/collections/', title: 'Коллекции украшений — Орнамент', description: /классика, жемчуг/ },
    giftCardInSitemap: true,
    atelier: true,
  },
  kz: {
    host: 'ornament.kz',
    pages: [
      { path: '/collections/', h1: 'Коллекции', text: /лаконичной классики/ },
      { path: '/gifts/', h1: 'Подарки', text: /Идеи подарков/ },
      { path: '/premium/', h1: 'Premium', text: /бриллиантами/ },
      { path: '/sklv/', h1: 'Ювелирный дом «Орнамент»', text: /Собственное производство/ },
      { path: '/promo/ring-atelier/', h1: 'Кольцо на заказ', text: /по вашему эскизу/ },
      { path: '/vacancies/', h1: 'Работа в «Орнаменте»', text: /Продавец-консультант/ },
    ],
    deliveryPath: '/delivery-terms/',
    landing: { path: '/gifts/', title: 'Идеи подарков — украшения в подарок — Орнамент', description: /Подарки на любой повод/ },
    giftCardInSitemap: false,
    atelier: true,
  },
  diamant: {
    host: 'diamant-jewelry.ru',
    pages: [{ path: '/vacancies/', h1: 'Карьера в Diamant', text: /Эксперт по бриллиантам/ }],
    deliveryPath: '/delivery/',
    landing: { path: '/work-holiday/', title: 'График работы салонов Diamant в праздники', description: /праздничные дни/ },
    giftCardInSitemap: false,
    atelier: false,
  },
};

function pagesProfileOf(profile: StorefrontProfile): PagesProfile {
  const found = byStorefront[profile.name];
  if (!found) throw new Error(`No pages profile for ${profile.name}`);
  return found;
}

/** Content-area HTML reaches the page sanitised: no script and no inline handler inside <main>. */
async function expectSanitised(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.locator('[onerror], [onload], [onclick], [onmouseover], iframe, object, embed')).toHaveCount(0);
  const inlineScripts = await main.locator('script').evaluateAll((scripts) => scripts.filter((s) => !(s.textContent ?? '').startsWith('self.__next')).length);
  expect(inlineScripts).toBe(0);
}

export function pagesJourneys(profile: StorefrontProfile): void {
  const p = pagesProfileOf(profile);

  test('landings and content pages show their Russian content from the database, sanitised', async ({ page }) => {
    for (const entry of p.pages) {
      const response = await page.goto(entry.path);
      expect(response?.status(), entry.path).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: entry.h1 })).toBeVisible();
      await expect(main).toContainText(entry.text);
      await expectSanitised(page);
    }
    await shot(page, profile, 'landing');
    // The content API hands the pages sanitised HTML (no script, no handler attributes).
    const api = await page.request.get('/api/sklv/v3/content/page/work-holiday/?include=contents');
    const body = await api.text();
    expect(api.status()).toBe(200);
    expect(body).not.toMatch(/<script|\son\w+=/i);
  });

  test('S2.9.3 landing strips show 24 products', async ({ page }) => {
    const landing = p.pages.find((entry) => ['/collections/', '/gifts/', '/premium/'].includes(entry.path));
    test.skip(!landing, 'this storefront has no landing with product strips');
    await page.goto(landing!.path);
    const strips = page.getByRole('main').getByRole('list').filter({ has: page.locator('a[href^="/product/"]') });
    await expect(strips.first().getByRole('listitem')).toHaveCount(24);
  });

  test('the work and holiday page: support hours, delivery by city, partner points', async ({ page }) => {
    await page.goto('/work-holiday/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Работаем в праздники' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Служба поддержки' })).toBeVisible();
    await expect(main.getByRole('row', { name: /31 декабря с 9:00 до 18:00/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Доставка', exact: true })).toBeVisible();
    await expect(main.getByRole('row', { name: /Москва/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Пункты выдачи партнёров' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'СДЭК' })).toHaveAttribute('href', /^https:\/\//);
    await expectSanitised(page);
    await shot(page, profile, 'work-holiday');
  });

  test('the delivery terms page joins the content page and the city’s delivery types', async ({ page }) => {
    await page.goto(p.deliveryPath);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /^Доставка/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Курьерская доставка' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Способы получения и сроки' })).toBeVisible();
    // Either the offers service's table or its note; never an empty block.
    await expect(main.getByRole('table').or(main.getByText('Сроки доставки для вашего города сейчас недоступны'))).toBeVisible();
    await shot(page, profile, 'delivery');
  });

  test('unknown content codes are the 404 page', async ({ page }) => {
    if (p.atelier) {
      expect((await page.goto('/promo/no-such-atelier/'))?.status()).toBe(404);
      expect((await page.goto('/promo/not-a-landing/'))?.status()).toBe(404);
      await page.goto('/promo/ring-atelier/');
      await expect(page.getByRole('heading', { name: 'Ателье: изделие на заказ' })).toBeVisible();
    } else {
      expect((await page.goto('/promo/ring-atelier/'))?.status()).toBe(404);
    }
  });

  test('robots.txt and sitemap.xml name this host', async ({ page }) => {
    const origin = `https://${p.host}`;
    const robots = await page.request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    for (const path of ['/personal/', '/basket/', '/api/', '/products-search/']) expect(robotsText).toContain(`Disallow: ${path}`);
    expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await page.request.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toMatch(/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex');
    expect(indexXml).toContain(`<loc>${origin}/sitemaps/pages.xml</loc>`);
    expect(indexXml).toContain(`<loc>${origin}/sitemaps/products-1.xml</loc>`);

    const pagesXml = await (await page.request.get('/sitemaps/pages.xml')).text();
    expect(pagesXml).toContain(`<loc>${origin}/</loc>`);
    expect(pagesXml).toContain(`<loc>${origin}${profile.catalogPath}</loc>`);
    expect(pagesXml).toContain(`<loc>${origin}${p.deliveryPath}</loc>`);
    expect(pagesXml).not.toContain('/sitemap/<');
    const productsXml = await (await page.request.get('/sitemaps/products-1.xml')).text();
    expect(productsXml).toMatch(new RegExp(`<loc>${origin.replace(/\./g, '\\.')}/product/[^<]+/</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    expect((await page.request.get('/sitemaps/people-1.xml')).status()).toBe(404);
  });

  test('the HTML site map lists sections and links of this country', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Карта сайта' }).click();
    await expect(page).toHaveURL(/\/sitemap\/$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Карта сайта' })).toBeVisible();
    const buyers = main.getByRole('navigation', { name: 'Покупателям' });
    await expect(buyers.getByRole('link', { name: 'График работы в праздники' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Подарочные карты' })).toHaveCount(p.giftCardInSitemap ? 1 : 0);
    await shot(page, profile, 'sitemap');
    await buyers.getByRole('link', { name: 'График работы в праздники' }).click();
    await expect(page).toHaveURL(/\/work-holiday\/$/);
  });

  test('the meta call sets a landing’s head; a search page is noindex, nofollow', async ({ page }) => {
    await page.goto(p.landing.path);
    await expect(page).toHaveTitle(p.landing.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', p.landing.description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /index, follow/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${p.landing.path}$`));

    await page.goto('/products-search/text/text-kolco/');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page).toHaveTitle(/^Поиск: /);
  });

  test('the footer links the new pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Акции', 'Доставка и оплата', 'График работы в праздники', 'Проверка подлинности', 'Вакансии', 'Франшиза', 'Карта сайта', 'Магазины']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Магазины', exact: true })).toHaveAttribute('href', /\/shops-map\/$/);
    await shot(page, profile, 'footer');
  });
}
