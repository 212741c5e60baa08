import { expect, type BrowserContext, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';

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
    await expect(bar.getByRole('link', { name: 'Избранное' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Уведомления' })).toHaveCount(profile.header.productBell ? 1 : 0);
    await expect(bar.getByRole('button', { name: 'Найти похожие' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(profile.currency);
    await page.screenshot({ path: `test-results/product-${profile.name}-${isDesktop(page) ? 1440 : 390}.png` });
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
    await productBar(page).getByRole('button', { name: 'Поделиться' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveValue(/\/product\/[^/]+\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('on a phone the product header replaces the site header and hides while scrolling down', async ({ page }) => {
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
