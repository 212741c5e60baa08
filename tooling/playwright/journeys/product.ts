import { type APIRequestContext, expect, type BrowserContext, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { bothViewports, keepScreenshot } from '../fixtures/viewport';

// The product and reviews headers (spec 1 §2): back, share (modal from 1024 px), favourite, bell
// (not on diamant), the similar-items photo search for the A/B group with the flag; on phones the
// product header replaces the site header and hides while scrolling down.
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;
const productBar = (page: Page) => page.getByRole('group', { name: 'Действия с товаром' });

async function openFirstProduct(page: Page, profile: StorefrontProfile): Promise<string> {
  await page.goto(profile.catalogPath);
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** Pins the A/B cookies the set-cookie call would otherwise draw at random (spec 1 §1). */
async function photoSearchGroup(context: BrowserContext, baseURL: string | undefined, flag: boolean, abKtNew: 'a' | 'b') {
  const url = baseURL ?? '';
  await context.addCookies([
    { name: 'feature_flags', value: encodeURIComponent(JSON.stringify({ photoSearch: flag })), url },
    { name: 'ab_kt_new', value: abKtNew, url },
    { name: 'new_search', value: 'a', url },
  ]);
}

export function productHeaderJourneys(profile: StorefrontProfile) {
  test('a product opens from the catalogue with its header actions', async ({ page, context, baseURL }) => {
    await photoSearchGroup(context, baseURL, false, 'a');
    await openFirstProduct(page, profile);
    const bar = productBar(page);
    await expect(bar.getByRole('button', { name: 'Назад' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Поделиться' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Избранное' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Уведомления' })).toHaveCount(profile.header.productBell ? 1 : 0);
    await expect(bar.getByRole('button', { name: 'Найти похожие' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(profile.currency);
    await keepScreenshot(page, { path: `test-results/product-${profile.name}-${isDesktop(page) ? 1440 : 390}.png` });
  });

  test('an unknown or over-long article shows the 404 page; broken encoding is a 400', async ({ page, request }) => {
    for (const article of ['no-such-article-zzz', 'a'.repeat(3000)]) {
      const response = await page.goto(`/product/${article}/`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
    }
    expect((await request.get('/product/%ZZ/')).status()).toBe(400);
  });

  test('share opens the share modal from 1024 px', async ({ page }) => {
    test.skip(!isDesktop(page), 'phones use the native share sheet');
    await openFirstProduct(page, profile);
    // The modal by its name: a first visit may show the city question (a dialog too) at any moment.
    // Pressed again until the page has hydrated: a press before that reaches no handler.
    const dialog = page.getByRole('dialog', { name: 'Поделиться' });
    await expect(async () => {
      if (!(await dialog.isVisible())) await productBar(page).getByRole('button', { name: 'Поделиться' }).click();
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(dialog.getByRole('textbox')).toHaveValue(/\/product\/[^/]+\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the product header replaces the site header and hides while scrolling down', bothViewports, async ({ page }) => {
    test.skip(isDesktop(page), 'mobile behaviour');
    await openFirstProduct(page, profile);
    await expect(page.getByRole('banner').getByRole('search')).toBeHidden();
    const bar = productBar(page);
    await expect(bar).toHaveAttribute('data-transparent', 'true');
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await expect(bar).toHaveAttribute('data-transparent', 'false');
  });

  test('the breadcrumbs keep one line on the narrowest phone, so the web font arriving moves nothing', async ({ page }) => {
    // Wrapped, the path's height followed the font: the product page moved up a line when Inter
    // replaced its fallback (CLS 0.25 at 412 px).
    await page.setViewportSize({ width: 320, height: 640 });
    await openFirstProduct(page, profile);
    const trail = page.getByRole('navigation', { name: 'Навигационная цепочка' });
    const lineOf = (name: string) => trail.getByText(name, { exact: true }).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const crumbs = await trail.getByRole('listitem').allInnerTexts();
    expect(crumbs.length).toBeGreaterThan(2);
    const firstLine = await lineOf('Главная');
    for (const crumb of crumbs.slice(1)) expect(await lineOf(crumb.replace(/^\/\s*/, '').trim()), crumb).toBe(firstLine);
    // Nothing of the page is pushed sideways: the trail scrolls within itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('the similar-items button shows for the photo-search group and finds alike products', async ({ page, context, baseURL }) => {
    await photoSearchGroup(context, baseURL, true, 'a');
    await openFirstProduct(page, profile);
    const similar = productBar(page).getByRole('button', { name: 'Найти похожие' });
    await similar.click();
    await expect(page).toHaveURL(/\/products-search\/image\/?\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await photoSearchGroup(context, baseURL, true, 'b');
    await openFirstProduct(page, profile);
    await expect(productBar(page).getByRole('button', { name: 'Поделиться' })).toBeVisible();
    await expect(productBar(page).getByRole('button', { name: 'Найти похожие' })).toHaveCount(0);
  });

  test('the reviews header goes back to the product', async ({ page }) => {
    const productPath = await openFirstProduct(page, profile);
    await page.goto(`${productPath}reviews/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();
    await page.getByRole('link', { name: 'Назад' }).click();
    await expect(page).toHaveURL(new RegExp(`${productPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
}

type DataLayerEvent = { event?: string; ecommerce?: { items?: { item_id?: string; index?: number }[] } };
const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate((wanted) => ((window as unknown as { dataLayer?: DataLayerEvent[] }).dataLayer ?? []).filter((entry) => entry.event === wanted), name);

export function productAnalyticsJourneys(profile: StorefrontProfile) {
  test('the catalogue reports its list and the chosen product, the product page its view', async ({ page }) => {
    await page.goto(profile.catalogPath);
    await expect.poll(async () => (await dataLayerEvents(page, 'view_item_list'))[0]?.ecommerce?.items?.length ?? 0).toBeGreaterThan(10);
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const href = (await link.getAttribute('href')) ?? '';
    const article = decodeURIComponent(href.split('/').filter(Boolean).pop() ?? '');
    // Keep the page so its dataLayer can be read: the click is cancelled after the list's handler saw it.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }));
    await link.click();
    const selected = await dataLayerEvents(page, 'select_item');
    expect(selected.at(-1)?.ecommerce?.items?.[0]).toMatchObject({ item_id: article, index: 0 });

    await page.goto(href);
    await expect.poll(async () => (await dataLayerEvents(page, 'view_item'))[0]?.ecommerce?.items?.[0]?.item_id).toBe(article);
  });
}

/** What the product page shows on a storefront beyond its profile: the shopper's market. */
export interface ProductPageExpectations {
  /** The API context of this storefront (x-country-code, x-source), for looking products up. */
  country: 'RU' | 'KZ';
  source: 'site' | 'diamant';
  /** The personal offer a guest gets on this storefront's products (Russia: online payment). */
  offer: RegExp | null;
  /** Sber installment line (Russia only). */
  installment: boolean;
}

interface ApiSize {
  size: string;
  price: number;
  in_stock: boolean;
}
interface ApiProduct {
  article: string;
  url_code: string;
  name: string;
  is_sizeable: boolean;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sizeLink = (page: Page, size: string) => page.getByRole('main').getByRole('link', { name: new RegExp(`^Размер ${escapeRegExp(size)}(,|$)`) });

async function productJsonLd(page: Page): Promise<{ offers: { price: number; availability: string; priceCurrency: string }; aggregateRating: { ratingValue: number } }> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
}

/** Sizeable products of the storefront's catalogue with their sizes, read from the API through the storefront. */
async function sizedProducts(request: APIRequestContext, profile: StorefrontProfile, market: ProductPageExpectations, limit = 24) {
  const headers = { 'x-country-code': market.country, 'x-source': market.source };
  const listing = await request.get(`/api/serviceCatalog/v2/catalog${profile.catalogPath}?per_page=72`, { headers });
  expect(listing.ok()).toBe(true);
  const products = ((await listing.json()) as { data: ApiProduct[] }).data.filter((p) => p.is_sizeable).slice(0, limit);
  const withSizes: { product: ApiProduct; sizes: ApiSize[] }[] = [];
  for (const product of products) {
    const response = await request.get(`/api/serviceCatalog/v2/products/sizes/${encodeURIComponent(product.article)}/`, { headers });
    const sizes = ((await response.json()) as { data: ApiSize[] }).data.filter((s) => s.size !== '');
    if (sizes.length > 1) withSizes.push({ product, sizes });
  }
  expect(withSizes.length).toBeGreaterThan(0);
  return withSizes;
}

export function productPageJourneys(profile: StorefrontProfile, market: ProductPageExpectations) {
  test('picking a size puts it in the URL and shows its price and stock, with the offer and installment of the market', async ({ page, request }) => {
    const [first] = await sizedProducts(request, profile, market);
    if (!first) throw new Error('no sized product');
    const { product, sizes } = first;
    const size = sizes.find((s) => s.in_stock) ?? sizes[0];
    if (!size) throw new Error('no size');
    await page.goto(`/product/${encodeURIComponent(product.article)}/`);
    const main = page.getByRole('main');
    await expect(main.getByText('Выберите размер')).toBeVisible();

    // The offer for the picked size loads after paint; wait for its answer, not for time.
    const offerAnswer = page.waitForResponse((r) => r.url().includes('/offer/common/') && decodeURIComponent(r.url()).includes(`${product.article}#${size.size}`));
    await sizeLink(page, size.size).click();
    await expect(page).toHaveURL(new RegExp(`/product/${escapeRegExp(encodeURIComponent(product.article))}/\\?size=${escapeRegExp(encodeURIComponent(size.size))}$`));
    await expect(sizeLink(page, size.size)).toHaveAttribute('aria-current', 'true');
    await expect(main.getByText('Выберите размер')).toHaveCount(0);
    await expect(main.getByText(size.in_stock ? 'В наличии' : 'Этого размера нет в наличии', { exact: false }).first()).toBeVisible();
    const ld = await productJsonLd(page);
    expect(ld.offers.price).toBe(size.price);
    expect(ld.offers.availability).toBe(size.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
    expect(ld.aggregateRating.ratingValue).toBeGreaterThan(0);
    await expect(main).toContainText(profile.currency);
    await expect(main.getByText(/^\+.+ за покупку$/)).toBeVisible();

    const installment = main.getByText(/^От .+ в месяц\. Для клиентов банка\.$/);
    await expect(installment).toHaveCount(market.installment ? 1 : 0);
    expect((await offerAnswer).status()).toBe(200);
    if (market.offer) {
      await expect(main.getByText(/^Цена для вас:/)).toContainText(market.offer);
    } else {
      await expect(main.getByText(/^Цена для вас:/)).toHaveCount(0);
    }
    await keepScreenshot(page, { path: `test-results/product-page-${profile.name}-${isDesktop(page) ? 1440 : 390}.png`, fullPage: true });
  });

  test('a sold-out size offers back-in-stock; the request is stored once', async ({ page, request }) => {
    const candidates = await sizedProducts(request, profile, market);
    const soldOut = candidates.flatMap(({ product, sizes }) => sizes.filter((s) => !s.in_stock).map((s) => ({ product, size: s })))[0];
    if (!soldOut) throw new Error('the seed has no sold-out size among the first products');
    await page.goto(`/product/${encodeURIComponent(soldOut.product.article)}/?size=${encodeURIComponent(soldOut.size.size)}`);
    const main = page.getByRole('main');
    await expect(main.getByText('Этого размера нет в наличии')).toBeVisible();
    await main.getByText('Сообщить о поступлении').click();
    const field = main.getByLabel('Email или телефон');
    await field.fill('не почта');
    await main.getByRole('button', { name: 'Подписаться' }).click();
    await expect(main.getByRole('alert')).toHaveText('Укажите email или телефон');
    await field.fill('e2e-shopper@example.ru');
    const answer = page.waitForResponse((r) => r.url().includes('/add-available-request/'));
    await main.getByRole('button', { name: 'Подписаться' }).click();
    expect((await answer).status()).toBe(201);
    await expect(main.getByRole('status').filter({ hasText: 'Готово!' })).toBeVisible();

    await page.reload();
    await main.getByText('Сообщить о поступлении').click();
    await main.getByLabel('Email или телефон').fill('+7 916 123-45-67');
    const repeat = page.waitForResponse((r) => r.url().includes('/add-available-request/'));
    await main.getByRole('button', { name: 'Подписаться' }).click();
    expect((await repeat).status()).toBe(200);
    await expect(main.getByRole('status').filter({ hasText: 'Готово!' })).toBeVisible();
  });

  test('the recommendations are asked for as the shopper scrolls towards them, not with the page', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/recommendations\/(alternatives|cross-sell)\//.test(r.url())) asked.push(r.url());
    });
    await openFirstProduct(page, profile);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const strips = page.getByRole('region', { name: 'Похожие изделия' }).or(page.getByRole('region', { name: 'Дополните образ' }));
    await expect(strips.first()).toBeVisible();
    await expect(strips.first().getByRole('article').first()).toBeVisible();
    expect(asked.length).toBeGreaterThan(0);
  });

  test('the second product shows the first under «Вы смотрели»', async ({ page, request }) => {
    const [a, b] = await sizedProducts(request, profile, market, 8);
    if (!a || !b) throw new Error('need two products');
    const viewed = () => page.waitForResponse((r) => r.url().includes('/viewed-product/') && r.request().method() === 'GET');
    let done = viewed();
    await page.goto(`/product/${encodeURIComponent(a.product.article)}/`);
    await done;
    await expect(page.getByRole('heading', { name: 'Вы смотрели' })).toHaveCount(0);
    done = viewed();
    await page.goto(`/product/${encodeURIComponent(b.product.article)}/`);
    await done;
    const block = page.getByRole('region', { name: 'Вы смотрели' });
    await expect(block).toBeVisible();
    await expect(block.getByRole('link', { name: a.product.name }).first()).toBeVisible();
    await expect(block.getByRole('link', { name: b.product.name })).toHaveCount(0);
  });
}
