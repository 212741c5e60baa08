import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { bothViewports, keepScreenshot } from '../fixtures/viewport';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;
const banner = (page: Page) => page.getByRole('banner');

// The storefront's header (spec 1 §2) against the seeded API; the profile holds what differs per storefront.
export function headerJourney(profile: StorefrontProfile): void {
  const { header: brand, catalogPath } = profile;

  test('desktop header carries the brand’s parts', async ({ page }) => {
    test.skip(!isDesktop(page), 'desktop header from 1280 px');
    await page.goto('/');
    const header = banner(page);
    await expect(header.getByRole('link', { name: /на главную/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Каталог' })).toBeVisible();
    await expect(header.getByRole('search')).toBeVisible();
    const shops = header.getByRole('link', { name: 'Магазины' });
    await expect(shops).toHaveAttribute('target', '_blank');
    await expect(shops).toHaveAttribute('href', /^https:\/\/[^/]+\/shops-map\/$/);
    await expect(header.getByRole('link', { name: profile.phone }).first()).toBeVisible();
    const atelier = header.getByRole('link', { name: 'Ювелирное ателье' });
    if (brand.atelier) await expect(atelier.first()).toBeVisible();
    else await expect(atelier).toHaveCount(0);
    const sections = header.getByRole('navigation', { name: 'Разделы' });
    for (const name of brand.links) await expect(sections.getByRole('link', { name, exact: true })).toBeVisible();
    if (profile.otherCountry) await expect(header.getByRole('link', { name: profile.otherCountry, exact: true })).toBeVisible();
    for (const name of ['Избранное', 'Корзина', 'Уведомления', 'Профиль']) await expect(header.getByRole('link', { name })).toBeVisible();
    await keepScreenshot(page, { path: `test-results/header-${profile.name}-1440.png` });
  });

  test('the main page header sticks beyond 221 px without the logo', async ({ page }) => {
    await page.goto('/');
    const header = banner(page);
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect(header.getByRole('link', { name: /на главную/ })).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('a catalogue page header does not stick', async ({ page }) => {
    await page.goto(catalogPath);
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(banner(page)).toHaveAttribute('data-type', 'catalog');
    await expect(banner(page)).toHaveAttribute('data-sticky', 'false');
  });

  test('a guest’s profile click stays on the page (the auth seam)', bothViewports, async ({ page }) => {
    // A page without the guest banner over the bottom bar.
    await page.goto('/promotions/');
    const profileLink = isDesktop(page)
      ? banner(page).getByRole('link', { name: 'Профиль' })
      : page.getByRole('navigation', { name: 'Нижнее меню' }).getByRole('link', { name: 'Профиль' });
    await profileLink.click();
    await expect(page).toHaveURL(/\/promotions\/$/);
  });

  test('standalone sessions hide header and footer', async ({ page }) => {
    await page.goto('/?standalone=true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto(catalogPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the skip link scrolls to the content below the header and focuses it', bothViewports, async ({ page }) => {
    await page.goto(catalogPath);
    const skip = banner(page).getByRole('link', { name: 'Перейти к содержимому' });
    // A press before hydration is the browser's own jump (no focus, no offset): pressed again until
    // the header's handler has it.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 400));
      await skip.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await expect(page).toHaveURL(/#main$/);
    // The smooth scroll ends with the content's top just under the header (offset 56 or 140).
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('main')!.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(isDesktop(page) ? 139 : 55);
  });

  test('a home banner reports its view to analytics; a fixed hero reports none', async ({ page }) => {
    await page.goto('/');
    const events = () =>
      page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { creative_slot?: string } }[] }).dataLayer ?? []).filter((entry) => entry.event === 'view_promotion'));
    if (profile.homeBanner) {
      await expect.poll(async () => (await events())[0]?.ecommerce?.creative_slot).toBe('main-syte-images');
      return;
    }
    // The page has reported its own view once the page-view queue has run; no banner event by then.
    await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).length)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await events()).toEqual([]);
  });
}
