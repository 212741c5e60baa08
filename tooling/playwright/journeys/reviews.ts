import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import { pngOf } from '../fixtures/png';
import type { StorefrontProfile } from '../profile';
import { bothViewports, isWide, screenshot } from '../fixtures/viewport';

// Reviews (spec 2 §7 "Reviews", §8): the list paged by 5 with 'Показать ещё', votes that count once
// and survive a reload, and a review sent with a photo by a signed-in shopper (a guest is asked to
// log in: issue 19 finding 9); a file that is not a picture is refused with the server's own
// message. Everything goes through the storefront to the real API.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'reviews', name, isWide(page));

interface ListedProduct {
  article: string;
  rating: { sum_comments: number };
}

/** A product of the storefront's catalogue with many reviews (more than one page), and one with none. */
async function pickProducts(request: APIRequestContext, profile: StorefrontProfile): Promise<{ reviewed: string; unreviewed: string | undefined }> {
  const response = await request.get(`/api/serviceCatalog/v2/catalog${profile.catalogPath}?per_page=72`);
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { data: ListedProduct[] }).data;
  const byCount = [...products].sort((a, b) => b.rating.sum_comments - a.rating.sum_comments);
  expect(byCount[0]?.rating.sum_comments ?? 0).toBeGreaterThan(5);
  return { reviewed: byCount[0]!.article, unreviewed: products.find((p) => p.rating.sum_comments === 0)?.article };
}

const reviews = (page: Page) => page.getByRole('article', { name: /^Отзыв:/ });
const countOf = async (button: Locator) => Number((await button.textContent())?.trim() ?? 'NaN');

export function reviewsJourneys(profile: StorefrontProfile) {
  test('reviews: read a page of 5, show more, vote and find the vote after a reload', async ({ page, request }) => {
    const { reviewed } = await pickProducts(request, profile);
    await page.goto(`/product/${reviewed}/reviews/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Отзывы' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Оценка товара' })).toContainText(/\d+ отзыв/);
    await expect(reviews(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect.poll(() => reviews(page).count()).toBeGreaterThan(5);

    const first = reviews(page).first();
    const like = first.getByRole('button', { name: 'Полезный отзыв', exact: true });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const before = await countOf(like);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText(String(before + 1));

    await page.reload();
    const again = reviews(page).first().getByRole('button', { name: 'Полезный отзыв', exact: true });
    await expect(again).toHaveAttribute('aria-pressed', 'true');
    await expect(again).toHaveText(String(before + 1));
    await shot(page, profile, 'list');
    // Pressing it again withdraws the vote.
    await again.click();
    await expect(again).toHaveAttribute('aria-pressed', 'false');
    await expect(again).toHaveText(String(before));
  });

  test('S2.4.11 on a phone the reviews header hides while scrolling down and comes back on scrolling up', bothViewports, async ({ page, request }) => {
    test.skip(isWide(page), 'mobile behaviour');
    const { reviewed } = await pickProducts(request, profile);
    await page.goto(`/product/${reviewed}/reviews/`);
    const title = page.getByRole('heading', { level: 1, name: 'Отзывы' });
    await expect(title).toBeVisible();
    const bar = page.locator('[data-hidden]').filter({ has: title });
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await page.mouse.wheel(0, 600);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await page.mouse.wheel(0, -200);
    await expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  test('reviews: a product without reviews invites the first one', async ({ page, request }) => {
    const { unreviewed } = await pickProducts(request, profile);
    test.skip(unreviewed === undefined, 'every product of this page has reviews');
    await page.goto(`/product/${unreviewed}/reviews/`);
    await expect(page.getByText('Отзывов пока нет')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Написать отзыв' })).toBeVisible();
  });

  test('reviews: a guest is asked to log in; a shopper’s review with a photo is sent and listed; a text file is refused with the server’s message', async ({ page, request }) => {
    const { reviewed } = await pickProducts(request, profile);
    await page.goto(`/product/${reviewed}/reviews/`);
    // Pressed again until the page has hydrated: a press before that reaches no handler.
    const askedToLogIn = page.getByRole('status').filter({ hasText: 'Войдите, чтобы оставить отзыв' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Написать отзыв' }).click();
      await expect(askedToLogIn).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('dialog', { name: 'Вход или регистрация' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Ваш отзыв' })).toHaveCount(0);

    await signInByPhone(page, freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 6));
    await page.goto(`/product/${reviewed}/reviews/`);
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const form = page.getByRole('form', { name: 'Ваш отзыв' });
    await expect(form).toBeVisible();

    const picker = form.getByLabel('Добавить фото');
    // Named and typed as a JPEG, so only the server, reading the bytes, can tell.
    await picker.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Это текст, а не фотография.') });
    await expect(form.getByRole('alert')).toHaveText('Можно загрузить только фото в формате JPEG, PNG или WebP');

    await picker.setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: pngOf(64, 64, [176, 18, 43]) });
    await expect(form.getByRole('img', { name: 'Фото 1' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    const text = `Кольцо пришло быстро, сидит идеально (${profile.name}, ${isWide(page) ? 'компьютер' : 'телефон'}).`;
    await form.getByRole('radio', { name: '5 звёзд' }).check();
    await form.getByLabel('Комментарий').fill(text);
    await form.getByLabel('Достоинства').fill('Красивый блеск');
    await form.getByLabel('Ваше имя').fill('Вера');
    await shot(page, profile, 'form');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ id: v.id, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Спасибо за отзыв!' })).toBeVisible();

    const mine = reviews(page).filter({ hasText: text });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('img', { name: /Фото покупателя/ })).toBeVisible();
    await page.reload();
    await expect(reviews(page).first()).toContainText(text);
    await expect(reviews(page).first()).toContainText('Вера');
    await expect(page.getByRole('heading', { name: 'Фото покупателей' })).toBeVisible();
    await shot(page, profile, 'sent');
  });
}
