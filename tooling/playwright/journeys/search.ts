import { expect, type Page, test } from '@playwright/test';
import { pngOf } from '../fixtures/png';
import type { StorefrontProfile } from '../profile';
import { bothViewportsMainOnly, keepScreenshot, mainOnly } from '../fixtures/viewport';

const placeholder = 'Поиск по каталогу';

function searchField(page: Page) {
  return page.getByRole('searchbox', { name: placeholder });
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Результаты поиска' });
}

function isAutocomplete(url: string) {
  return /\/api\/v[12]\/search\/autocomplete\//.test(url);
}

async function typeAndWait(page: Page, text: string) {
  const field = searchField(page);
  await field.click();
  const answered = page.waitForResponse((response) => isAutocomplete(response.url()));
  await field.pressSequentially(text, { delay: 40 });
  const typedAt = Date.now();
  await answered;
  return Date.now() - typedAt;
}

// Header search against the real API (spec 1 §4–§5): autocomplete after the 1000 ms pause, live
// prices in the storefront's currency, keyboard, history, correction, results and photo search.
export function searchJourney(profile: StorefrontProfile): void {
  const { currency } = profile;

  test('typing shows products with prices in the storefront currency, once typing stops', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isAutocomplete(request.url())) calls.push(request.url());
    });
    await page.goto('/');
    const waited = await typeAndWait(page, 'кольцо');
    // Spec 1 §5: the call waits 1000 ms after the last keystroke, and a burst makes one call.
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(calls).toHaveLength(1);
    expect(decodeURIComponent(calls[0] ?? '')).toContain('query=кольцо');

    const products = results(page).getByRole('region', { name: 'Товары' }).getByRole('link');
    await expect(products.first()).toBeVisible();
    await expect(products.first()).toContainText(currency);
    const picture = products.first().locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
    expect(await results(page).getByRole('region', { name: 'Категории' }).getByRole('link').count()).toBeLessThanOrEqual(5);
  });

  test('blank text is never searched', mainOnly, async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (isAutocomplete(request.url())) calls.push(request.url());
    });
    await page.goto('/');
    await searchField(page).fill('   %%% ');
    await expect(searchField(page)).toHaveValue('');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    // The next real query is the first and only call: the blank text never reached the API.
    const answered = page.waitForResponse((response) => isAutocomplete(response.url()));
    await searchField(page).fill('кольцо');
    await answered;
    expect(calls).toHaveLength(1);
  });

  test('arrow keys move among the items and Enter opens one', mainOnly, async ({ page }) => {
    await page.goto('/');
    await typeAndWait(page, 'кольцо');
    const items = page.locator('[data-search-item]');
    await expect(items.first()).toBeVisible();
    await searchField(page).press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchField(page)).toBeFocused();

    const product = results(page).getByRole('region', { name: 'Товары' }).getByRole('link').first();
    const href = await product.getAttribute('href');
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
  });

  test('submitting opens the results page with products, and the query lands in the history', async ({ page }) => {
    await page.goto('/');
    await searchField(page).fill('кольцо');
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/products-search\/text\/text-kolco\/$/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first()).toContainText(currency);

    await page.goto('/');
    await searchField(page).click();
    const history = results(page).getByRole('region', { name: 'История поиска' });
    await expect(history.getByRole('link', { name: 'кольцо' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBe('["кольцо"]');
    await history.getByRole('button', { name: 'Очистить' }).click();
    await expect(history).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
  });

  test('a query typed in the Latin layout offers the Russian word and searches it', mainOnly, async ({ page }) => {
    await page.goto('/');
    await typeAndWait(page, 'rjkmwj');
    await expect(page.getByText('Возможно, вы искали:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'кольцо' })).toBeVisible();
    await searchField(page).press('Enter');
    await expect(page).toHaveURL(/\/products-search\/text\/text-kolco\/$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a search with no match shows the empty listing, not a 404', mainOnly, async ({ page }) => {
    const response = await page.goto('/products-search/text/text-zzqqxxvv/');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Товары не найдены')).toBeVisible();
  });

  test('the dropdown closes with its close control or an outside click (desktop), the back arrow (phone)', bothViewportsMainOnly, async ({ page, isMobile }) => {
    await page.goto('/');
    await searchField(page).click();
    await searchField(page).fill('кольцо');
    if (isMobile) {
      const back = page.getByRole('button', { name: 'Назад' });
      await expect(back).toBeVisible();
      // Full screen at 600 px and narrower: the search box covers the viewport.
      const box = await page.getByRole('search').locator('..').boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(380);
      expect(box?.height).toBeGreaterThanOrEqual(800);
      await back.click();
      await expect(back).toBeHidden();
    } else {
      await page.getByRole('button', { name: 'Закрыть поиск' }).click();
      await expect(page.getByRole('button', { name: 'Закрыть поиск' })).toBeHidden();
      await searchField(page).click();
      await expect(page.getByRole('button', { name: 'Закрыть поиск' })).toBeVisible();
      await page.mouse.click(5, 600);
      await expect(page.getByRole('button', { name: 'Закрыть поиск' })).toBeHidden();
    }
    await expect(results(page)).toBeHidden();
  });

  test('photo search uploads a picture and opens similar products', mainOnly, async ({ page }) => {
    await page.goto('/');
    const upload = page.waitForResponse((response) => response.url().includes('/api/sklv/v3/search/image/') && response.request().method() === 'POST');
    await page.locator('input[type="file"][accept="image/*"]').setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: pngOf(64, 64, [212, 175, 55]) });
    expect((await upload).status()).toBe(200);
    await expect(page).toHaveURL(/\/products-search\/image\/?\?id=[0-9a-f-]{36}/);
    await expect(page.getByRole('heading', { level: 1, name: 'Похожие товары по фото' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a picture that is not an image shows a short message in the dropdown', mainOnly, async ({ page }) => {
    await page.goto('/');
    await page.locator('input[type="file"][accept="image/*"]').setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Выберите изображение' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('screenshots of the open search', mainOnly, async ({ page }, testInfo) => {
    await page.goto('/');
    await typeAndWait(page, 'кольцо');
    await expect(results(page).getByRole('region', { name: 'Товары' }).getByRole('link').first()).toContainText(currency);
    await keepScreenshot(page, { path: `test-results/screenshots/search-${testInfo.project.name}.png` });
  });
}
