import { expect, type Locator, type Page, test } from '@playwright/test';
import { e2eCaptchaAnswer } from '../base';
import { useFreshClientIp } from '../fixtures/auth';
import type { StorefrontProfile } from '../profile';
import { screenshot } from '../fixtures/viewport';

// The request forms (spec 2 §2, §3 "Franchise state", §8; issue 8): /franchise (every storefront, with
// a captcha) and the atelier's order for production on /atelier/ (the main brand: main and kz). A
// failing send shows 'Ошибка отправки' with the server's message and keeps what was typed; a good one
// shows 'Заявка успешно отправлена'. What arrives is listed for staff (apps/api, form-requests).
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'forms', name, true);

async function expectSent(form: Locator): Promise<void> {
  const status = form.getByRole('status');
  await expect(status).toContainText('Заявка успешно отправлена');
  await expect(status).toContainText('Мы с Вами свяжемся в течение 1-2 рабочих дней для уточнения деталей');
}

async function expectFailed(form: Locator, serverMessage: string): Promise<void> {
  await expect(form.getByText('Ошибка отправки')).toBeVisible();
  await expect(form.getByText('Попробуйте отправить форму еще раз')).toBeVisible();
  await expect(form.getByText(serverMessage).first()).toBeVisible();
}

export function formsJourneys(profile: StorefrontProfile): void {
  const hasAtelier = profile.name !== 'diamant';

  test.describe('request forms', () => {
    test('the franchise form: a wrong captcha keeps what was typed, then the request is sent', async ({ page }) => {
      await useFreshClientIp(page);
      await page.goto('/franchise');
      await expect(page.getByRole('heading', { level: 1, name: 'Франшиза' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Франшиза' });
      await form.getByLabel('Имя').fill('Игорь Петров');
      await form.getByLabel('Телефон').fill('+7 903 555-12-34');
      await form.getByLabel('E-mail').fill('igor@example.ru');
      await form.getByLabel('Город').fill('Казань');
      await form.getByLabel('Сообщение').fill('Хотим открыть магазин в торговом центре.');
      await expect(form.getByRole('img', { name: 'Картинка с символами' })).toBeVisible();
      await form.getByLabel('Символы с картинки').fill('wrong1');
      await form.getByRole('button', { name: 'Отправить заявку' }).click();
      await expectFailed(form, 'Неверно введены символы с картинки');
      await expect(form.getByLabel('Имя')).toHaveValue('Игорь Петров');
      await expect(form.getByLabel('Город')).toHaveValue('Казань');
      await expect(form.getByLabel('Сообщение')).toHaveValue('Хотим открыть магазин в торговом центре.');
      await shot(page, profile, 'franchise-failed');

      await form.getByLabel('Символы с картинки').fill(e2eCaptchaAnswer);
      await form.getByRole('button', { name: 'Отправить заявку' }).click();
      await expectSent(form);
      await shot(page, profile, 'franchise-sent');
    });

    if (hasAtelier) {
      test('the atelier order for production: a bad phone keeps the description, then it is sent', async ({ page }) => {
        await useFreshClientIp(page);
        await page.goto('/atelier/?article=AB-1234');
        await expect(page.getByRole('heading', { level: 1, name: 'Ателье: изделие на заказ' })).toBeVisible();
        const form = page.getByRole('form', { name: 'Ателье: изделие на заказ' });
        await expect(form.getByLabel('Артикул (если есть)')).toHaveValue('AB-1234');
        await form.getByLabel('Имя').fill('Ольга');
        await form.getByLabel('Телефон').fill('123');
        await form.getByLabel('Описание изделия').fill('Кольцо с сапфиром по моему эскизу, размер 17');
        await form.getByRole('button', { name: 'Отправить заявку' }).click();
        await expectFailed(form, 'Укажите корректный номер телефона');
        await expect(form.getByLabel('Описание изделия')).toHaveValue('Кольцо с сапфиром по моему эскизу, размер 17');
        await expect(form.getByLabel('Имя')).toHaveValue('Ольга');

        await form.getByLabel('Телефон').fill(profile.name === 'kz' ? '+7 701 555-12-34' : '+7 926 000-11-22');
        await form.getByRole('button', { name: 'Отправить заявку' }).click();
        await expectSent(form);
        await shot(page, profile, 'atelier-sent');
      });
    }
  });
}
