import { expect, type Page, test } from '@playwright/test';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import { msgSend } from '../fixtures/messages';
import type { StorefrontProfile } from '../profile';
import { isWide, screenshot } from '../fixtures/viewport';

// The notification centre (issue 7; spec 1 §2, §4, §6; spec 3 §4): an operator's message from the
// command line reaches an open page live and raises the bell's count; the modal's marks are sent on
// close and survive a reload; the 5th session of a shopper with unread messages opens the modal by
// itself. Each test signs in a fresh account, so its bell holds only what the test sends.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'messages', name, false);

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Уведомления/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Уведомления' });
const card = (scope: ReturnType<Page['getByRole']>, title: string) => scope.getByRole('listitem', { name: title });

/** Waits for the live socket and the list re-read that follows its open, so a message sent now must come live. */
async function gotoWithLiveChannel(page: Page, path: string): Promise<void> {
  // Both waits are set before the page loads: on a busy machine the re-read can answer before a wait
  // set after the socket event would be listening, and the test then waited out its whole timeout.
  let socketOpened = false;
  const socket = page.waitForEvent('websocket', (ws) => (socketOpened ||= ws.url().includes('/api/serviceMsg/notification/ws/')));
  const reread = page.waitForResponse((response) => socketOpened && response.url().includes('/api/serviceMsg/message/list') && response.ok());
  await page.goto(path);
  await Promise.all([socket, reread]);
}

export function messagingJourneys(profile: StorefrontProfile): void {
  test.describe('notification centre', () => {
    test('a message sent from the command line arrives live; modal marks are kept after a reload', async ({ page }) => {
      test.skip(!isWide(page), 'the bell is in the desktop header; phones use /personal/notifications/ (next test)');
      const phone = freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 6);
      await signInByPhone(page, phone);
      await msgSend(page, phone, 'Первое сообщение', 'Отправлено до открытия страницы');
      await msgSend(page, phone, 'Второе сообщение', 'Его удалим');

      if (profile.liveMessages) await gotoWithLiveChannel(page, '/');
      else await page.goto('/');
      // Session 2 starts with the newest content message; closing it marks it viewed in the browser.
      const contentPopup = page.getByRole('status').filter({ hasText: 'Бесплатная доставка от 5 000 ₽' });
      await contentPopup.getByRole('button', { name: 'Закрыть' }).click();
      // Two bell messages and the other content message are unread.
      await expect(bell(page)).toHaveAccessibleName('Уведомления: 3 непрочитанных');

      await msgSend(page, phone, 'Живое сообщение', 'Пришло без перезагрузки');
      if (profile.liveMessages) {
        // Without the live channel it would never come (no reload here); 5 s leaves room for a busy CI machine.
        await expect(page.getByRole('status').filter({ hasText: 'Новое уведомление: Живое сообщение' })).toBeVisible({ timeout: 5_000 });
        await expect(bell(page)).toHaveAccessibleName('Уведомления: 4 непрочитанных');
        await shot(page, profile, 'live');
      } else {
        // The second brand has no live channel (spec 1 §6): the list is read on the next page load.
        await page.reload();
        await expect(bell(page)).toHaveAccessibleName('Уведомления: 4 непрочитанных');
      }

      await bell(page).click();
      await expect(dialog(page)).toBeVisible();
      const list = dialog(page);
      await expect(list.getByRole('listitem').first()).toHaveAccessibleName('Живое сообщение');
      await card(list, 'Второе сообщение').getByRole('button', { name: 'Удалить: Второе сообщение' }).click();
      await expect(card(list, 'Второе сообщение')).toHaveCount(0);
      await card(list, 'Первое сообщение').getByRole('button', { name: 'Прочитано' }).click();
      await expect(bell(page)).toHaveAccessibleName('Уведомления: 2 непрочитанных');
      await shot(page, profile, 'modal');
      const sent = page.waitForResponse((response) => response.url().includes('/message/mark-as-viewed') && response.ok());
      await list.getByRole('button', { name: 'Закрыть' }).click();
      await sent;

      await page.reload();
      await expect(bell(page)).toHaveAccessibleName('Уведомления: 2 непрочитанных');
      await bell(page).click();
      await expect(card(dialog(page), 'Второе сообщение')).toHaveCount(0);
      await expect(card(dialog(page), 'Первое сообщение')).not.toContainText('Новое');
      await expect(card(dialog(page), 'Живое сообщение')).toContainText('Новое');
    });

    test('the notifications page lists, marks and deletes at once', async ({ page }) => {
      const phone = freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 6);
      await signInByPhone(page, phone);
      await msgSend(page, phone, 'Заказ готов к выдаче', 'Заберите его в магазине');
      await msgSend(page, phone, 'Сообщение на удаление');
      await page.goto('/personal/notifications/');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();
      await expect(card(main, 'Заказ готов к выдаче')).toContainText('Заберите его в магазине');
      await card(main, 'Сообщение на удаление').getByRole('button', { name: 'Удалить: Сообщение на удаление' }).click();
      await expect(card(main, 'Сообщение на удаление')).toHaveCount(0);
      const viewed = page.waitForResponse((response) => response.url().includes('/message/mark-as-viewed') && response.ok());
      await card(main, 'Заказ готов к выдаче').getByRole('button', { name: 'Прочитано' }).click();
      await viewed;
      await shot(page, profile, 'page');
      await page.reload();
      await expect(card(main, 'Заказ готов к выдаче')).not.toContainText('Новое');
      await expect(card(main, 'Сообщение на удаление')).toHaveCount(0);
    });

    test('the 5th session with unread messages opens the modal by itself; other sessions show a content message', async ({ page, browser }, testInfo) => {
      const phone = freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 6);
      await signInByPhone(page, phone);
      await msgSend(page, phone, 'Непрочитанное для пятой сессии');
      const cookies = await page.context().cookies();

      // Session 6 = (6 − 1) divisible by 5: the browser has counted five sessions before.
      const fifth = await browser.newContext(testInfo.project.use);
      await fifth.addCookies(cookies);
      await fifth.addInitScript(() => {
        if (!window.sessionStorage.getItem('sessionCounted')) window.localStorage.setItem('sessionCounter', '5');
      });
      const sixth = await fifth.newPage();
      await sixth.goto(new URL('/', testInfo.project.use.baseURL).href);
      await expect(dialog(sixth)).toBeVisible();
      await expect(card(dialog(sixth), 'Непрочитанное для пятой сессии')).toBeVisible();
      expect(await sixth.evaluate(() => window.localStorage.getItem('sessionCounter'))).toBe('6');
      await shot(sixth, profile, 'session-modal');
      await fifth.close();

      // Session 2: no modal, the newest content message instead; closing it keeps it viewed.
      const second = await browser.newContext(testInfo.project.use);
      await second.addCookies(cookies);
      await second.addInitScript(() => {
        if (!window.sessionStorage.getItem('sessionCounted')) window.localStorage.setItem('sessionCounter', '1');
      });
      const other = await second.newPage();
      await other.goto(new URL('/', testInfo.project.use.baseURL).href);
      const popup = other.getByRole('status').filter({ hasText: 'Бесплатная доставка от 5 000 ₽' });
      await expect(popup).toBeVisible();
      await expect(dialog(other)).toBeHidden();
      await popup.getByRole('button', { name: 'Закрыть' }).click();
      expect(await other.evaluate(() => window.localStorage.getItem('viewedMessage'))).toMatch(/^\["\d+"\]$/);
      await second.close();
    });

    test('a guest gets no unread popup and the bell asks to sign in', async ({ page }) => {
      test.skip(!isWide(page), 'the bell is in the desktop header');
      await page.goto('/');
      await expect(page.getByRole('status').filter({ hasText: 'Бесплатная доставка от 5 000 ₽' })).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      await bell(page).click();
      await expect(page.getByRole('dialog', { name: 'Вход или регистрация' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
