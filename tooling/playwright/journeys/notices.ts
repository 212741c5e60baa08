import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { keepScreenshot, mainOnly } from '../fixtures/viewport';

const day = 24 * 60 * 60;

function authBanner(page: Page) {
  return page.getByRole('complementary', { name: 'Вход и бонусы' });
}

// Spec 1 §4, §8, §9: the shell's notices and cookies, against the real API (no network mocks).
export function noticesJourney(profile: StorefrontProfile): void {
  const { catalogPath } = profile;

  test('a guest sees the auth banner on home and catalogue until closing it for the session', async ({ page, browser }, testInfo) => {
    await page.goto(catalogPath);
    await expect(authBanner(page)).toBeVisible();
    await expect(authBanner(page)).toContainText('Войдите, чтобы получить бонусы');

    await page.goto('/');
    await expect(authBanner(page)).toBeVisible();
    await keepScreenshot(page, { path: testInfo.outputPath(`auth-banner-${testInfo.project.name}.png`) });
    await authBanner(page).getByRole('button', { name: 'Закрыть баннер' }).click();
    await expect(authBanner(page)).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(authBanner(page)).toBeHidden();
    await page.goto(catalogPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(authBanner(page)).toBeHidden();

    // A new browsing context is a new session.
    const fresh = await browser.newContext(testInfo.project.use);
    const again = await fresh.newPage();
    await again.goto(new URL('/', testInfo.project.use.baseURL).href);
    await expect(authBanner(again)).toBeVisible();
    await fresh.close();
  });

  test('a browser without number range formatting is asked to update', mainOnly, async ({ page }, testInfo) => {
    await page.addInitScript(() => {
      delete (Intl.NumberFormat.prototype as { formatRange?: unknown }).formatRange;
    });
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Обновите браузер, пожалуйста' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link')).toHaveCount(6);
    await keepScreenshot(page, { path: testInfo.outputPath(`old-browser-${testInfo.project.name}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a current browser is not asked to update', mainOnly, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('campaign query parameters become cookies with their lifetimes', mainOnly, async ({ page, context }) => {
    const before = Date.now() / 1000;
    await page.goto('/?utm_source=yandex&utm_campaign=spring&gclid=abc123&coupon=SALE10');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    const lifetime = (name: string) => Math.round(((cookies[name]?.expires ?? 0) - before) / day);
    expect(cookies.utm_source?.value).toBe('yandex');
    expect(lifetime('utm_source')).toBe(180);
    expect(lifetime('utm_campaign')).toBe(180);
    expect(cookies.gclid?.value).toBe('abc123');
    expect(lifetime('gclid')).toBe(30);
    expect(cookies.coupon?.value).toBe('SALE10');
    expect(lifetime('coupon')).toBe(7);
    // The theme cookie comes with the page's first API call, not the cached page itself.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'theme')?.value).toBe('light');
    const theme = (await context.cookies()).find((cookie) => cookie.name === 'theme');
    expect(Math.round(((theme?.expires ?? 0) - before) / day)).toBe(30);
  });

  test('a first visit asks the API for its A/B cookies', mainOnly, async ({ page, context }) => {
    const setCookie = page.waitForResponse((response) => response.url().includes('/api/sklv/v5/set-cookie/'));
    await page.goto('/');
    expect((await setCookie).ok()).toBe(true);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'ab_kt_new')).toBe(true);
  });

  test('the VPN toast shows when the meta IP call says VPN', mainOnly, async ({ page }, testInfo) => {
    // The shopper's address as a proxy in front of the storefront would pass it: the storefront
    // forwards it and the API (trusting its loopback neighbour) finds it in a seeded VPN range.
    const vpnAddress = '203.0.113.200';
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': vpnAddress });
    const meta = page.waitForResponse((response) => response.url().includes('/api/serviceMeta/v1/meta/ip/'));
    await page.goto('/');
    const answered = await meta;
    expect(answered.request().headers()['x-client-timezone']).toBeTruthy();
    expect(await answered.json()).toEqual({ ip_address: vpnAddress, is_vpn_connection: true });
    const toast = page.getByRole('status').filter({ hasText: 'Включён VPN' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Его использование может привести к ошибкам и сбоям');
    await keepScreenshot(page, { path: testInfo.outputPath(`vpn-toast-${testInfo.project.name}.png`) });
    await toast.getByRole('button', { name: 'Закрыть' }).click();
    await expect(toast).toBeHidden();
  });

  test('no VPN toast for an ordinary connection', mainOnly, async ({ page }) => {
    const meta = page.waitForResponse((response) => response.url().includes('/api/serviceMeta/v1/meta/ip/'));
    await page.goto('/');
    const answer = (await (await meta).json()) as { is_vpn_connection: boolean };
    expect(answer.is_vpn_connection).toBe(false);
    await expect(page.getByText('Включён VPN')).toHaveCount(0);
  });
}
