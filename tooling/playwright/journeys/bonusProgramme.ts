import { expect, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import type { StorefrontProfile } from '../profile';
import { screenshot } from '../fixtures/viewport';

// The bonus programme page (content page bonus-system, bonus-system-diamant on the second brand) and
// the personal offers (spec 3 §2, §3, §7): a guest reads the rules; a signed-in shopper also sees the
// balance and the partner code, and the special offer everyone has, with its promo code.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'bonus', name, true);

export function bonusProgrammeJourneys(profile: StorefrontProfile): void {
  test('the bonus programme page for a guest, then with the balance and partner code; the personal offers', async ({ page }) => {
    await page.goto('/page/landing/bonus-system/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /Бонусная программа|Программа лояльности Diamant/ })).toBeVisible();
    await expect(main).toContainText(/10%|бонус/);
    await expect(main.getByText('Код партнёра')).toHaveCount(0);

    // S1.4.7: the questions open one answer at a time, and a click on the open one closes it.
    const faq = main.getByRole('region', { name: 'Вопросы и ответы', exact: true });
    const join = faq.getByRole('button', { name: 'Как стать участником программы?' });
    const when = faq.getByRole('button', { name: 'Когда начисляются бонусы за покупку?' });
    await expect(join).toHaveAttribute('aria-expanded', 'false');
    await join.click();
    await expect(faq.getByText('бонусный счёт откроется сразу')).toBeVisible();
    await when.click();
    await expect(when).toHaveAttribute('aria-expanded', 'true');
    await expect(join).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('бонусный счёт откроется сразу')).toBeHidden();
    await when.click();
    await expect(when).toHaveAttribute('aria-expanded', 'false');

    await signInByPhone(page, freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 8));
    await page.reload();
    const panel = main.getByRole('region', { name: 'Ваш бонусный счёт' });
    await expect(panel).toContainText('0 бонусов');
    await expect(panel.getByRole('heading', { name: 'Код партнёра' })).toBeVisible();
    await expect(panel).toContainText(/[A-HJ-NP-Z2-9]{8}/);
    await shot(page, profile, 'page');

    await page.goto('/personal/offers/');
    await expect(main.getByRole('heading', { level: 1, name: 'Персональные предложения' })).toBeVisible();
    // S3.7.59: the content area personal-offers introduces the list.
    await expect(main.getByText(/подобрали лично для вас/)).toBeVisible();
    const special = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Скидка 25% для участников бонусной программы' }) });
    await expect(special).toContainText('VIP25');
    await expect(main.getByText('Персональная скидка 10%')).toHaveCount(0); // another shopper's offer
    await shot(page, profile, 'offers');

    // The product page shows the shopper's offer for its article (the special one applies to every article).
    const listing = await page.request.get(`/api/serviceCatalog/v2/catalog${profile.catalogPath}`);
    const article = ((await listing.json()) as { data: { article: string }[] }).data[0]!.article;
    await page.goto(`/product/${article}/`);
    const offer = main.getByRole('region', { name: 'Ваше персональное предложение' });
    await expect(offer).toContainText('VIP25');
    await shot(page, profile, 'product-offer');
  });
}
