import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { isWide, perCountry, screenshot } from '../fixtures/viewport';

// The basket (spec 2 §5, spec 3 §2–§4, §8) as a guest, against the real API: five articles added
// from their product pages, the sixth hits 'Корзина наполнена'; on /basket/ a quantity changes, a line
// is deleted and restored, and promo codes are tried (one the seed makes valid, one that does not
// exist). Runs at desktop only (nothing it checks differs on a phone), in a browser context of its
// own, so its own guest basket.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'basket', name, name === 'page' || name === 'promo');

/** Promo codes of apps/api/src/db/seed/checkout/priceRules.ts. */
const validPromoCode = 'WELCOME10';
const unknownPromoCode = 'NO-SUCH-CODE';

const basketLimitText = 'Максимальное количество изделий в корзине не может превышать 5 артикулов';

async function productLinks(page: Page, profile: StorefrontProfile): Promise<string[]> {
  await page.goto(profile.catalogPath);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const hrefs = await cards.evaluateAll((nodes) => nodes.map((node) => node.querySelector('a[href*="/product/"]')?.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter(Boolean))];
}

/** The page's «В корзину»: a button once the size is decided, a link to the sizes before. */
const addControl = (page: Page) => page.getByRole('main').getByRole('button', { name: 'В корзину' }).or(page.getByRole('main').getByRole('link', { name: 'В корзину' }));

/**
 * Opens a product and makes its «В корзину» a button: picks the first size in stock when it has
 * sizes. False when the product (or every size) is out of stock.
 */
async function openAddable(page: Page, href: string): Promise<boolean> {
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const control = addControl(page);
  if ((await control.count()) === 0) return false;
  const pickSize = page.getByRole('main').getByRole('link', { name: 'В корзину' });
  if ((await pickSize.count()) > 0) {
    const sizes = page.getByRole('list', { name: 'Размер' }).getByRole('link', { name: /^Размер [^,]+$/ });
    if ((await sizes.count()) === 0) return false;
    await sizes.first().click();
    await expect(page).toHaveURL(/[?&]size=/);
  }
  return (await page.getByRole('main').getByRole('button', { name: 'В корзину' }).count()) > 0;
}

/** The header's basket link with its badge (phones have it in the bottom bar, which product pages hide). */
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Корзина/ });

async function fillBasket(page: Page, profile: StorefrontProfile) {
  const links = await productLinks(page, profile);
  let added = 0;
  for (const href of links) {
    if (!(await openAddable(page, href))) continue;
    const button = page.getByRole('main').getByRole('button', { name: 'В корзину' });
    await button.click();
    if (added < 5) {
      await expect(page.getByRole('main').getByRole('link', { name: 'В корзине' })).toBeVisible();
      added += 1;
      if (isWide(page)) await expect(cartLink(page)).toHaveText(new RegExp(`${added}$`));
      if (added === 1) await shot(page, profile, 'added');
      continue;
    }
    const dialog = page.getByRole('dialog', { name: 'Корзина наполнена' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(basketLimitText);
    await shot(page, profile, 'limit');
    await dialog.getByRole('button', { name: 'Понятно' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByRole('button', { name: 'В корзину' })).toBeVisible();
    return;
  }
  throw new Error(`only ${added} products could be added from ${links.length} listed`);
}

const lines = (page: Page) => page.locator('[data-basket-line]');
const liveList = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Корзина' });

async function changeQuantity(page: Page) {
  const candidate = liveList(page).locator('[data-basket-line]').filter({ has: page.getByRole('button', { name: 'Увеличить количество', disabled: false }) }).first();
  // Pinned by its id: at the stock's limit the line's «+» turns disabled and the filter above would
  // move on to another line.
  const line = liveList(page).locator(`[data-basket-line="${await candidate.getAttribute('data-basket-line')}"]`);
  const total = page.locator('[data-basket-total]');
  const before = await total.textContent();
  await line.getByRole('button', { name: 'Увеличить количество' }).click();
  await expect(line.locator('output')).toHaveText('2');
  await expect(total).not.toHaveText(before ?? '');
  await line.getByRole('button', { name: 'Уменьшить количество' }).click();
  await expect(line.locator('output')).toHaveText('1');
  await expect(total).toHaveText(before ?? '');
}

async function deleteAndRestore(page: Page) {
  const first = liveList(page).locator('[data-basket-line]').first();
  // Two pieces may share a name; the article tells lines apart.
  const article = ((await first.getByText(/^Артикул: /).textContent()) ?? '').split('·')[0]!.trim();
  await first.getByRole('button', { name: /^Удалить: / }).click();
  const deleted = page.getByRole('region', { name: 'Удалённые товары' });
  await expect(deleted.getByText(article)).toBeVisible();
  await expect(liveList(page).getByText(article)).toHaveCount(0);
  await expect(liveList(page).locator('[data-basket-line]')).toHaveCount(4);
  await deleted.locator('[data-basket-line]').filter({ hasText: article }).getByRole('button', { name: /^Вернуть: / }).click();
  await expect(liveList(page).getByText(article)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Удалённые товары' })).toHaveCount(0);
}

async function promoCodes(page: Page, profile: StorefrontProfile) {
  const field = page.getByRole('textbox', { name: 'Промокод' });
  await field.fill(unknownPromoCode);
  await page.getByRole('button', { name: 'Применить', exact: true }).click();
  const error = page.getByRole('alert').filter({ hasText: unknownPromoCode });
  await expect(error).toBeVisible();
  await expect(field).toHaveValue(unknownPromoCode);
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  const total = page.locator('[data-basket-total]');
  const before = await total.textContent();
  await field.fill(validPromoCode.toLowerCase());
  await page.getByRole('button', { name: 'Применить', exact: true }).click();
  await expect(page.getByText(validPromoCode, { exact: true })).toBeVisible();
  await expect(error).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expect(page.getByText('· Применён')).toBeVisible();
  await expect(page.getByRole('complementary').getByText(/^Скидка/)).toBeVisible();
  await expect(total).not.toHaveText(before ?? '');
  await shot(page, profile, 'promo');
  await page.getByRole('button', { name: `Удалить промокод ${validPromoCode}` }).click();
  await expect(page.getByText(validPromoCode, { exact: true })).toHaveCount(0);
  await expect(total).toHaveText(before ?? '');
}

export function basketJourneys(profile: StorefrontProfile) {
  test.describe('basket', () => {
    test('five articles from product pages, the sixth hits the limit; quantity, delete and restore, promo codes', perCountry, async ({ page }) => {
      test.setTimeout(180_000);
      await test.step('an empty basket says so and leads to the catalogue', async () => {
        await page.goto('/basket/');
        await expect(page.getByRole('heading', { level: 1, name: 'Корзина' })).toBeVisible();
        const empty = page.getByRole('region', { name: 'В корзине пока пусто' });
        await expect(empty.getByRole('heading', { name: 'В корзине пока пусто' })).toBeVisible();
        // A first visit has no session: a basket gathered while signed in elsewhere comes back at login.
        await expect(empty).toContainText('Собирали корзину на другом устройстве? Войдите в профиль, и её товары добавятся сюда.');
        await expect(page.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute('href', profile.catalogPath);
        // Under the page heading, across the column (it once sat in an implicit second grid column).
        const [heading, box] = [await page.getByRole('heading', { level: 1, name: 'Корзина' }).boundingBox(), await empty.boundingBox()];
        expect(Math.abs((box?.x ?? 0) - (heading?.x ?? -1))).toBeLessThan(2);
        expect(box?.y ?? 0).toBeGreaterThan((heading?.y ?? 0) + (heading?.height ?? 0));
      });
      await test.step('add five articles, the sixth opens the limit modal', () => fillBasket(page, profile));

      await page.goto('/basket/');
      await expect(lines(page)).toHaveCount(5);
      await expect(page.locator('[data-basket-total]')).toHaveText(profile.currency);
      // Prices and totals in the storefront's currency (KZ: ₸).
      await expect(page.getByRole('complementary', { name: 'Ваш заказ' }).getByRole('region', { name: 'Ваш заказ' })).not.toContainText(profile.otherCurrency);
      const priced = new RegExp(`\\d\\s${profile.currency.source}`);
      for (const text of await lines(page).allTextContents()) expect(text).toMatch(priced);
      const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event));
      expect(events).toContain('begin_checkout');
      await test.step('S3.7.13 S3.7.14 below the basket: products that complement it, and the gift packaging (not sold in KZ)', async () => {
        const upsell = page.getByRole('region', { name: 'С этим покупают' });
        await expect(upsell.getByRole('link').first()).toHaveAttribute('href', /^\/product\/[^/]+\/$/);
        await expect(upsell.getByRole('link').first()).toContainText(priced);
        const pack = page.getByRole('region', { name: 'Подарочная упаковка' });
        if (profile.name === 'kz') await expect(pack).toHaveCount(0);
        else await expect(pack.getByRole('link', { name: 'Подробнее' })).toHaveAttribute('href', /^\/product\/[^/]+\/$/);
      });
      await shot(page, profile, 'page');

      await test.step('change a quantity', () => changeQuantity(page));
      await test.step('delete a line and restore it', () => deleteAndRestore(page));
      await test.step('an unknown promo code is refused by the field; a valid one lowers the total', () => promoCodes(page, profile));

      await test.step('select all off and on', async () => {
        const all = page.getByRole('checkbox', { name: 'Выбрать все' });
        await expect(all).toBeChecked();
        await all.click();
        await expect(all).not.toBeChecked();
        await expect(page.getByText('Товары (0)')).toBeVisible();
        await all.click();
        await expect(all).toBeChecked();
      });
    });
  });
}
