import { expect, test } from '@playwright/test';
import { searchJourney } from '@ornament/playwright/journeys/search';
import { profile } from './profile';

searchJourney(profile);

test('results on the Kazakhstan storefront are priced in tenge', async ({ page }) => {
  await page.goto('/products-search/text/text-kolco/');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText(profile.currency);
  await expect(page.getByRole('main')).not.toContainText('₽');
});
