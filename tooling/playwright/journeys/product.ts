import { expect, type Page, test } from '@playwright/test';

/** What the product journeys need to know about a storefront. */
export interface ProductJourneyProfile {
  name: string;
  catalogPath: string;
  currency: RegExp;
  /** The product header links the notification centre (not on the diamond brand). */
  productBell: boolean;
}

// The product and reviews headers (spec 1 §2): back, share (modal from 1024 px), favourite, bell
// (not on diamant), the similar-items photo search for the A/B group with the flag; on phones the
// product header replaces the site header and hides while scrolling down.
const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;
const productBar = (page: Page) => page.getByRole('group', { name: 'Действия с товаром' });

async function openFirstProduct(page: Page, profile: ProductJourneyProfile): Promise<string> {
  await page.goto(profile.catalogPath);
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return new URL(page.url()).pathname;
}

export function productHeaderJourneys(profile: ProductJourneyProfile) {
  test('a product opens from the catalogue with its header actions', async ({ page }) => {
    await openFirstProduct(page, profile);
    const bar = productBar(page);
    await expect(bar.getByRole('button', { name: 'Назад' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Поделиться' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Избранное' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Уведомления' })).toHaveCount(profile.productBell ? 1 : 0);
    await expect(bar.getByRole('button', { name: 'Найти похожие' })).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(profile.currency);
    await page.screenshot({ path: `test-results/product-${profile.name}-${isDesktop(page) ? 1440 : 390}.png` });
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
    const url = baseURL ?? '';
    await context.addCookies([
      { name: 'feature_flags', value: encodeURIComponent('{"photoSearch":true}'), url },
      { name: 'ab_kt_new', value: 'a', url },
    ]);
    await openFirstProduct(page, profile);
    const similar = productBar(page).getByRole('button', { name: 'Найти похожие' });
    await similar.click();
    await expect(page).toHaveURL(/\/products-search\/image\/?\?id=[0-9a-f-]{36}$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await context.addCookies([{ name: 'ab_kt_new', value: 'b', url }]);
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
