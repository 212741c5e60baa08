import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { StorefrontProfile } from '../profile';

// Issue 3 quality bar: axe finds no serious or critical violation on the shell's main pages, with
// the auth banner open (it is part of what a guest sees).
export function a11yJourney(profile: StorefrontProfile): void {
  const pages = [
    { name: 'home', path: '/' },
    { name: 'catalogue', path: profile.catalogPath },
  ];

  for (const { name, path } of pages) {
    test(`${name} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Вход и бонусы' })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5) }));
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
  }
}
