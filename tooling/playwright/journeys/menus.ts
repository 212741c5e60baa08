import { expect, type Page, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';
import { bothViewports, keepScreenshot } from '../fixtures/viewport';

const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 1280;
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Нижнее меню' });

async function openCatalog(page: Page) {
  if (isDesktop(page)) await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).first().click();
  else await bottomBar(page).getByRole('button', { name: 'Каталог' }).click();
  return page.getByRole('navigation', { name: 'Каталог товаров' });
}

// Catalogue menu, burger menu and bottom bar (spec 1 §2); the profile holds what differs per storefront.
export function menusJourney(profile: StorefrontProfile): void {
  const { menus: brand } = profile;

  test('the catalogue menu has three levels and a link navigates', bothViewports, async ({ page }) => {
    await page.goto('/');
    const menu = await openCatalog(page);
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: brand.section }).click();
    await expect(menu.getByRole('link', { name: brand.group, exact: true })).toBeVisible();
    const leaf = menu.getByRole('link', { name: brand.leaf, exact: true });
    await expect(leaf).toBeVisible();
    await keepScreenshot(page, { path: `test-results/catalog-menu-${profile.name}-${isDesktop(page) ? 1440 : 390}.png` });
    await leaf.click();
    await expect(page).toHaveURL(brand.leafPath);
  });

  test('Esc closes the catalogue menu and returns focus', bothViewports, async ({ page }) => {
    await page.goto('/');
    const menu = await openCatalog(page);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('the burger toggles, closes outside and when another menu opens', bothViewports, async ({ page }) => {
    test.skip(isDesktop(page), 'mobile menu');
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Меню' });
    await burger.click();
    const menu = page.getByRole('navigation', { name: 'Меню', exact: true });
    await expect(menu).toBeVisible();
    for (const name of brand.burger) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of brand.notInBurger) await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: profile.phone })).toBeVisible();
    await keepScreenshot(page, { path: `test-results/burger-${profile.name}-390.png` });
    await menu.getByRole('button', { name: 'Закрыть меню' }).click();
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(380, 400);
    await expect(menu).toBeHidden();

    await burger.click();
    await menu.getByRole('button', { name: 'Каталог' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Каталог товаров' })).toBeVisible();
  });

  test('the bottom bar links home, favourites and basket', bothViewports, async ({ page }) => {
    test.skip(isDesktop(page), 'mobile bar');
    await page.goto('/promotions/');
    const bar = bottomBar(page);
    await expect(bar.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/favorites/');
    await expect(bar.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/basket/');
    await expect(bar.getByRole('button', { name: 'Каталог' })).toBeVisible();
    await keepScreenshot(page, { path: `test-results/header-${profile.name}-390.png` });
    await bar.getByRole('link', { name: 'Главная' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
}
