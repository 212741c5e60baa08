import { type Browser, expect, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import type { StorefrontProfile } from '../profile';
import { bothViewportsPerCountry, isWide, mainOnly, screenshot } from '../fixtures/viewport';

// Favourites and folders (spec 2 §4–§5, §8): the heart on the product page, the favourites page,
// a folder with the product in it, its share link opened by someone else, and the folder-name rules.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'favorites', name, false);

async function favouriteFirstProduct(page: Page, profile: StorefrontProfile): Promise<string> {
  await page.goto(profile.catalogPath);
  const card = page.getByRole('main').getByRole('article').first();
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  const heart = page.getByRole('group', { name: 'Действия с товаром' }).getByRole('button', { name: 'Избранное' });
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // A guest is told to sign in to keep it (spec 2 §8).
  await expect(page.getByRole('status').filter({ hasText: 'В избранном' })).toContainText('Войдите, чтобы сохранить');
  const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event));
  expect(events).toContain('add_to_wishlist');
  return name;
}

/** Phones share through the native sheet; it is recorded here instead of opening a system dialog. */
async function recordNativeShare(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        (window as unknown as { sharedUrl?: string }).sharedUrl = data.url;
      },
    });
  });
}

async function openAsStranger(browser: Browser, link: string, productName: string, profile: StorefrontProfile, wide: boolean) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Подарки' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: productName })).toBeVisible();
    // S2.4.3: a guest's save says to log in first, in the 'auth-action' toast.
    await page.getByRole('button', { name: 'Сохранить список' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Войдите для сохранения списка' })).toBeVisible();
    // S2.4.3: signed in, the save copies the list and says so in the 'add' toast (once, on the wide run).
    if (!wide) return;
    await signInByPhone(page, freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 8));
    await page.goto(link);
    await page.getByRole('button', { name: 'Сохранить список' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Список сохранён в избранное' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Открыть в избранном' })).toHaveAttribute('href', /\/favorites\/\?list=[0-9a-f-]{36}$/);
  } finally {
    await context.close();
  }
}

export function favoritesJourneys(profile: StorefrontProfile) {
  test('favourite a product, put it in a folder, share the folder and open the link elsewhere', bothViewportsPerCountry, async ({ page, browser }) => {
    if (!isWide(page)) await recordNativeShare(page);
    const name = await favouriteFirstProduct(page, profile);

    await page.goto('/favorites/');
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: 'Новые' })).toHaveAttribute('aria-current', 'true');
    await shot(page, profile, 'page');

    await page.getByRole('navigation', { name: 'Списки избранного' }).getByRole('button', { name: /Создать список/ }).click();
    const create = page.getByRole('dialog', { name: 'Создать список' });
    const field = create.getByRole('textbox', { name: 'Название списка' });
    await field.fill('   ');
    await expect(field).toHaveValue('');
    await expect(create.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await field.fill('  Подарки');
    await expect(field).toHaveValue('Подарки');
    await expect(create).toContainText('7/30');
    await create.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page).toHaveURL(/\/favorites\/\?list=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Подарки' })).toBeVisible();

    const strip = page.getByRole('navigation', { name: 'Списки избранного' });
    await strip.getByRole('link', { name: 'Все', exact: true }).click();
    await card.getByRole('button', { name: `Добавить в список: ${name}` }).click();
    await page.getByRole('dialog', { name: 'Добавить в список' }).getByRole('button', { name: /Подарки/ }).click();
    const added = page.getByRole('status').filter({ hasText: 'Товар добавлен в список' });
    await expect(added).toBeVisible();
    // S1.9.8: a confirmation has no close control and goes by itself after 4.1 s (waited for once, on the wide run).
    await expect(added.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
    if (isWide(page)) await expect(added).toBeHidden({ timeout: 6_000 });
    await card.getByRole('button', { name: `Добавить в список: ${name}` }).click();
    await page.getByRole('dialog', { name: 'Добавить в список' }).getByRole('button', { name: /Подарки/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Товар уже добавлен в список' })).toBeVisible();

    await strip.getByRole('link', { name: /Подарки/ }).click();
    await expect(page.getByRole('main').getByRole('article').filter({ hasText: name })).toBeVisible();
    await shot(page, profile, 'folder');
    await page.getByRole('button', { name: 'Поделиться' }).last().click();
    let link: string;
    if (isWide(page)) {
      const dialog = page.getByRole('dialog', { name: 'Поделиться' });
      link = await dialog.getByRole('textbox', { name: 'Ссылка на список' }).inputValue();
      await shot(page, profile, 'share');
      await page.keyboard.press('Escape');
    } else {
      await expect.poll(() => page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl ?? '')).toMatch(/wishlist/);
      link = await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl ?? '');
    }
    expect(link).toMatch(/\/favorites\/wishlist\/[0-9a-f-]{36}\/$/);
    await openAsStranger(browser, link, name, profile, isWide(page));
  });

  test('bad folder names are refused with the spec’s messages', mainOnly, async ({ page }) => {
    await page.goto('/favorites/');
    const strip = page.getByRole('navigation', { name: 'Списки избранного' });
    for (let attempt = 0; attempt < 2; attempt++) {
      await strip.getByRole('button', { name: /Создать список/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Создать список' });
      await dialog.getByRole('textbox', { name: 'Название списка' }).fill('Кольца');
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      if (attempt === 0) await expect(page).toHaveURL(/\?list=/);
      else await expect(dialog.getByRole('alert')).toHaveText('Введите новое название списка');
    }
    await page.keyboard.press('Escape');
    // What the form never sends, the API refuses too (31 characters, only spaces).
    for (const name of ['я'.repeat(31), '     ']) {
      const response = await page.request.post('/api/sklv/v4/profile/favorite-list/', { data: { name } });
      expect(response.status()).toBe(400);
      expect((await response.json()).errors[0].detail).toContain('empty or too long');
    }
  });
}
