import { expect, type Page, test } from '@playwright/test';
import { e2eCaptchaAnswer } from '../base';
import { useFreshClientIp } from '../fixtures/auth';
import { pngOf } from '../fixtures/png';
import { screenshot } from '../fixtures/viewport';
import type { StorefrontProfile } from '../profile';

// Product authentication (spec 2 §2, §3, §7): identify a product by the barcode on its tag, verify
// it with its article behind the captcha, a wrong captcha answered with the server's message; a
// complaint with a cheque and a product photo (previewed by their signed links, one deleted and
// uploaded again); an oversized photo refused with its message, in the form and by the API.
const path = '/service/product-authentication/';
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'authenticity', name);

/** The seed's barcode of a product (EAN-13 of '46' and the zero-padded id; domain productBarcode). */
function barcodeOf(productId: number): string {
  const body = `46${String(productId).padStart(10, '0')}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const checkForm = (page: Page) => page.getByRole('region', { name: 'Проверка по штрихкоду и артикулу' });
const complaintForm = (page: Page) => page.getByRole('region', { name: 'Сообщить о подделке' });

async function solveCaptcha(page: Page, answer = e2eCaptchaAnswer): Promise<void> {
  const form = checkForm(page);
  await expect(form.getByRole('img', { name: 'Картинка с символами' })).toBeVisible();
  await form.getByLabel('Символы с картинки').fill(answer);
}

export function authenticityJourneys(profile: StorefrontProfile): void {
  test('product authentication: identify and verify with the captcha, a wrong captcha is refused', async ({ page }) => {
    await useFreshClientIp(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Проверка подлинности изделия' })).toBeVisible();
    const form = checkForm(page);

    await form.getByLabel('Штрихкод').fill(barcodeOf(1));
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Найти изделие по штрихкоду' }).click();
    const identified = form.getByRole('status').filter({ hasText: 'Изделие по штрихкоду' });
    await expect(identified).toBeVisible();
    const article = ((await identified.getByText(/^Артикул: /).textContent()) ?? '').replace('Артикул: ', '').trim();
    expect(article).not.toBe('');

    await form.getByLabel('Артикул').fill(article);
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Проверить' }).click();
    const genuine = form.getByRole('status').filter({ hasText: 'Изделие подлинное' });
    await expect(genuine).toBeVisible();
    await expect(genuine).toContainText(article);
    await shot(page, profile, 'genuine');

    // Another product's barcode with this article: not confirmed, an answer rather than an error.
    await form.getByLabel('Штрихкод').fill(barcodeOf(2));
    await solveCaptcha(page);
    await form.getByRole('button', { name: 'Проверить' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Подлинность изделия не подтверждена' })).toBeVisible();

    await solveCaptcha(page, 'wrong1');
    await form.getByRole('button', { name: 'Проверить' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Неверно введены символы с картинки' })).toBeVisible();
    await shot(page, profile, 'wrong-captcha');
  });

  test('product authentication: a complaint with two photos; an oversized photo is refused', async ({ page }) => {
    await useFreshClientIp(page);
    await page.goto(path);
    const form = complaintForm(page);
    await expect(form.getByRole('button', { name: 'Отправить обращение' })).toBeVisible();

    // Nothing filled: every required field says so, nothing is sent.
    await form.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(form.getByText('Укажите название магазина')).toBeVisible();
    await expect(form.getByText('Приложите фото чека')).toBeVisible();

    // Over 8 MB: refused before it is sent (9 MB stays under the storefront proxy's 10 MB body limit).
    const huge = Buffer.concat([pngOf(8, 8, [200, 160, 60]), Buffer.alloc(9 * 1024 * 1024, 0)]);
    await form.getByLabel('Фото изделия', { exact: true }).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
    await expect(form.getByRole('alert').filter({ hasText: 'Файл больше 8 МБ' })).toBeVisible();

    // And the API refuses it too, with the same message.
    const origin = new URL(page.url()).origin;
    const refused = await page.request.post('/api/sklv/v3/file/product-authentication/', {
      headers: { origin },
      multipart: { product_photo: { name: 'huge.png', mimeType: 'image/png', buffer: huge } },
    });
    expect(refused.status()).toBe(413);
    expect(((await refused.json()) as { errors: { detail: string }[] }).errors[0]?.detail).toBe('Файл больше 8 МБ');

    await form.getByLabel('Название магазина').fill('Золотой век');
    await form.getByLabel('Адрес магазина').fill('г. Москва, ул. Ленина, д. 5');
    await form.getByLabel('Фото чека', { exact: true }).setInputFiles({ name: 'cheque.png', mimeType: 'image/png', buffer: pngOf(120, 160, [240, 240, 230]) });
    await expect(form.getByRole('img', { name: 'Фото чека' })).toBeVisible();
    await form.getByLabel('Фото изделия', { exact: true }).setInputFiles({ name: 'ring.png', mimeType: 'image/png', buffer: pngOf(120, 120, [212, 175, 55]) });
    const preview = form.getByRole('img', { name: 'Фото изделия' });
    await expect(preview).toBeVisible();
    // The preview is the photo itself, served by its signed link.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    await form.getByRole('button', { name: 'Удалить фото: Фото изделия' }).click();
    await expect(preview).toHaveCount(0);
    await form.getByLabel('Фото изделия', { exact: true }).setInputFiles({ name: 'ring2.png', mimeType: 'image/png', buffer: pngOf(100, 100, [190, 150, 40]) });
    await expect(form.getByRole('img', { name: 'Фото изделия' })).toBeVisible();
    await shot(page, profile, 'complaint-filled');

    await form.getByRole('button', { name: 'Отправить обращение' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Обращение отправлено. Мы свяжемся с вами после проверки' })).toBeVisible();
    await expect(form.getByLabel('Название магазина')).toHaveValue('');
    await shot(page, profile, 'complaint-sent');
  });
}
