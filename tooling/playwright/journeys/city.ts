import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { keepScreenshot } from '../fixtures/viewport';

/** Минск (domain's countries.BY.defaultCityGuid): a city in Belarus, which the main Russian storefront covers. */
const minskGuid = '2ffe9b81-768d-50c3-9669-51bc018ddae3';

/** The header's city button, named after the city it shows. */
export function cityButton(page: Page, name: string | RegExp) {
  return page.getByRole('banner').getByRole('button', { name });
}

// City (spec 1 §3–§5): the tooltip asks once per session, the modal searches the brand's coverage
// and set-region stores the choice in cookies, which survive a reload.
export function cityJourney(profile: StorefrontProfile): void {
  const defaultCity = profile.city.default;

  test.skip(({ isMobile }) => isMobile, 'the city button lives in the desktop top bar');

  test('the tooltip asks about the guessed city; "Верно" saves it and it is not asked again', async ({ page, context }) => {
    await page.goto('/');
    const confirm = page.getByRole('button', { name: 'Верно' });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Ваш город' })).toContainText(defaultCity);
    await confirm.click();
    await expect(confirm).toBeHidden();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'city_guid')?.value).toBeTruthy();
    expect(await page.evaluate(() => localStorage.getItem('after_redirect'))).toBe('true');

    await page.reload();
    await expect(cityButton(page, defaultCity)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Верно' })).toBeHidden();
  });

  test('the browser parses answers under the production policy: zod does not probe for eval', async ({ page }) => {
    await page.addInitScript(() => {
      const refused: string[] = [];
      Object.assign(window, { refusedByPolicy: refused });
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} ${event.sourceFile}`));
    });
    await page.goto('/');
    // The tooltip shows the location check's answer, parsed in the browser with its schema.
    await expect(page.getByRole('dialog', { name: 'Ваш город' })).toContainText(defaultCity);
    expect(await page.evaluate(() => (window as unknown as { refusedByPolicy: string[] }).refusedByPolicy)).toEqual([]);
  });

  test('"Выбрать другой" opens the city modal; an outside click hides the tooltip', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Выбрать другой' }).click();
    await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeHidden();

    await page.context().clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(page.getByRole('button', { name: 'Верно' })).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(page.getByRole('button', { name: 'Верно' })).toBeHidden();
  });

  test('choosing a city in the modal shows it on the button and it persists after reload', async ({ page }) => {
    await page.goto('/');
    await cityButton(page, defaultCity).click();
    const dialog = page.getByRole('dialog', { name: 'Выберите город' });
    await expect(dialog).toBeVisible();
    // Popular cities come first, the home country's first.
    await expect(dialog.getByRole('button', { name: profile.city.firstPopular })).toBeVisible();
    const searched = page.waitForResponse((response) => response.url().includes('/api/common/ajax/get-city-by-name/'));
    await dialog.getByRole('searchbox', { name: 'Поиск города' }).fill('Санкт');
    expect((await searched).status()).toBe(200);
    await dialog.getByRole('button', { name: /Санкт-Петербург/ }).click();
    await expect(dialog).toBeHidden();
    await expect(cityButton(page, 'Санкт-Петербург')).toBeVisible();

    await page.reload();
    await expect(cityButton(page, 'Санкт-Петербург')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Верно' })).toBeHidden();
  });

  test('S1.9.18 the header shows the support number of the city’s country: the international one in Minsk', async ({ page, context }) => {
    test.skip(profile.name !== 'main', 'the main Russian storefront covers Belarus; KZ and the second brand keep their own number');
    const header = page.getByRole('banner');
    await page.goto('/');
    await expect(header.locator('a[href="tel:88001000750"]').first()).toBeVisible();
    await context.addCookies([{ name: 'city_guid', value: minskGuid, url: new URL(page.url()).origin }]);
    await page.reload();
    await expect(cityButton(page, 'Минск')).toBeVisible();
    await expect(header.locator('a[href="tel:+74956607500"]').first()).toHaveText('+7 495 660 75 00');
    await expect(header.locator('a[href="tel:88001000750"]')).toHaveCount(0);
  });

  test('screenshot of the city modal', async ({ page }, testInfo) => {
    await page.goto('/');
    await cityButton(page, defaultCity).click();
    await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeVisible();
    await keepScreenshot(page, { path: `test-results/screenshots/city-modal-${testInfo.project.name}.png` });
  });
}
