import { expect, test } from '@playwright/test';
import { cityButton, cityJourney } from '@ornament/playwright/journeys/city';
import { profile } from './profile';

cityJourney(profile);

test('the diamond storefront searches Russian cities only', async ({ page }) => {
  await page.goto('/');
  await cityButton(page, profile.city.default).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите город' });
  const searched = page.waitForResponse((response) => response.url().includes('/api/common/ajax/get-city-by-name/'));
  await dialog.getByRole('searchbox', { name: 'Поиск города' }).fill('Алматы');
  expect(decodeURIComponent((await searched).url())).toContain('country=RU');
  await expect(dialog.getByText('Город не найден')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Алматы/ })).toHaveCount(0);
});
