import { expect, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import { addItems } from '../fixtures/basket';
import type { StorefrontProfile } from '../profile';
import { bothViewportsMainOnly, isWide, screenshot } from '../fixtures/viewport';

// Tasks and bonuses (issue 7; spec 1 §3–§4, spec 3 §3, §9): sending a review completes the review
// task for real — the API credits 200 bonuses in the review's transaction and pushes a task_center
// message; the task toast shows them (wider than 768 px), the tasks centre lists the task as done
// with its date, and the basket offers the new bonuses to spend.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'tasks', name, true);

const section = (page: Page, title: string) => page.getByRole('main').getByRole('region', { name: title });
/**
 * Today as the tasks centre may write it: on the shopper's city's clock (its fixed UTC offset in the
 * city data), Moscow's for the Russian storefronts, UTC+5 or +6 for Kazakhstan's cities, whose date
 * turns up to three hours before Moscow's.
 */
const today = () => {
  const dates = ['Europe/Moscow', 'Etc/GMT-5', 'Etc/GMT-6'].map((timeZone) => new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: '2-digit', timeZone }).format(new Date()));
  return new RegExp(`Выполнено (${[...new Set(dates)].map((date) => date.replaceAll('.', '\\.')).join('|')})`);
};

async function firstProductArticle(page: Page, profile: StorefrontProfile): Promise<string> {
  const response = await page.request.get(`/api/serviceCatalog/v2/catalog${profile.catalogPath}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { article: string }[] }).data[0]!.article;
}

export function tasksJourneys(profile: StorefrontProfile): void {
  test('a sent review completes its task: the toast, the tasks centre and the basket see the bonuses', bothViewportsMainOnly, async ({ page }) => {
    await signInByPhone(page, freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 7));
    await page.goto('/personal/tasks-center/');
    await expect(page.getByRole('heading', { level: 1, name: 'Задания и бонусы' })).toBeVisible();
    await expect(section(page, 'Бонусный счёт')).toContainText('0 бонусов');
    await expect(section(page, 'Задания').getByRole('listitem').filter({ hasText: 'Заполните профиль' })).toContainText('+500 бонусов');
    await expect(section(page, 'Выполненные задания')).toContainText('Вы ещё не выполнили ни одного задания');

    const article = await firstProductArticle(page, profile);
    const socket = profile.liveMessages ? page.waitForEvent('websocket', (ws) => ws.url().includes('/notification/ws/')) : null;
    await page.goto(`/product/${article}/reviews/`);
    await socket;
    await page.getByRole('button', { name: 'Написать отзыв' }).click();
    const form = page.getByRole('form', { name: 'Ваш отзыв' });
    await form.getByRole('radio', { name: '5 звёзд' }).check();
    await form.getByLabel('Комментарий').fill('Красивое украшение, носим каждый день, застёжка надёжная.');
    await form.getByLabel('Ваше имя').fill('Ольга');
    await form.getByRole('button', { name: 'Отправить отзыв' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Спасибо за отзыв!' })).toBeVisible();

    const toast = page.getByRole('status').filter({ hasText: 'Задание выполнено!' });
    if (isWide(page)) {
      // Live on the main brand; the second brand reads the message on its next page.
      if (!profile.liveMessages) await page.reload();
      await expect(toast).toContainText('Вам начислено 200 бонусов');
      await shot(page, profile, 'toast');
    }

    await page.goto('/personal/tasks-center/');
    await expect(section(page, 'Бонусный счёт')).toContainText('200 бонусов');
    const done = section(page, 'Выполненные задания').getByRole('listitem').filter({ hasText: 'Оставьте отзыв о покупке' });
    await expect(done).toContainText('Начислено 200 бонусов');
    await expect(done).toContainText(today());
    if (!isWide(page)) await expect(toast).toHaveCount(0); // suppressed at 768 px and narrower
    await shot(page, profile, 'centre');

    await addItems(page, profile.catalogPath, 1);
    await page.goto('/basket/');
    await expect(page.getByText('Доступно 200 бонусов')).toBeVisible();
    // The session key `bonus` defaults to 'true' (spec 3 §9): spending is on unless turned off.
    await page.getByRole('checkbox', { name: /Списать бонусы/ }).check();
    await expect(page.getByText('Оплата бонусами')).toBeVisible();
    await shot(page, profile, 'basket');
  });
}
