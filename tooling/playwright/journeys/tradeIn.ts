import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { useFreshClientIp } from '../fixtures/auth';
import { bothViewports, expectFitsViewport, screenshot } from '../fixtures/viewport';
import type { StorefrontProfile } from '../profile';

// Trade-in (spec 2 §2–§7): the landing's content, a guest's old jewelry added and removed, a product
// to buy added by article (a second add of the same article is a known duplicate, accepted), the
// calculation, and the shops taking trade-in shown only when the city has some.
const path = '/page/landing/trade-in/';
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'trade-in', name);

/** The shopper's city (the city_guid cookie), else the country's default: Москва, or Астана in Kazakhstan. */
async function cityOf(page: Page, profile: StorefrontProfile): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'city_guid');
  return cookie?.value ?? (profile.name === 'kz' ? '6a4f35e1-5606-5c34-bba0-e1c9999a761b' : '0c5b2444-70a0-4932-980c-b4dc0d3f02b5');
}

async function firstArticle(request: APIRequestContext, profile: StorefrontProfile): Promise<string> {
  const listing = await request.get(`/api/serviceCatalog/v2/catalog${profile.catalogPath}`);
  expect(listing.ok()).toBe(true);
  return ((await listing.json()) as { data: { article: string }[] }).data[0]!.article;
}

async function addJewelry(page: Page, item: { type: string; metal: string; fineness: string; weight: string; inserts: string }): Promise<void> {
  const part = page.getByRole('region', { name: 'Ваши украшения' });
  await part.getByLabel('Тип изделия').selectOption({ label: item.type });
  await part.getByLabel('Металл').selectOption({ label: item.metal });
  await part.getByLabel('Проба').selectOption({ label: item.fineness });
  await part.getByLabel('Вес, г').fill(item.weight);
  await part.getByLabel('Вставки').selectOption({ label: item.inserts });
  await part.getByRole('button', { name: 'Добавить украшение' }).click();
}

export function tradeInJourneys(profile: StorefrontProfile): void {
  test('trade-in: add jewelry and a product, a duplicate article is known, calculate; the shops', bothViewports, async ({ page, request }) => {
    await useFreshClientIp(page);
    const article = await firstArticle(request, profile);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Трейд-ин' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Как это работает' })).toBeVisible();

    // Nothing listed yet: the calculation says what is missing.
    const result = page.getByRole('region', { name: 'Расчёт трейд-ин' });
    await result.getByRole('button', { name: 'Рассчитать' }).click();
    await expect(result.getByRole('alert')).toHaveText('Добавьте украшения, которые хотите сдать');

    const jewelry = page.getByRole('list', { name: 'Ваши украшения' });
    await addJewelry(page, { type: 'Кольцо', metal: 'Золото', fineness: '585', weight: '3,5', inserts: 'Без вставок' });
    await expect(jewelry.getByRole('listitem')).toHaveCount(1);
    await expect(jewelry).toContainText('Кольцо · Золото 585 · 3,5 г · Без вставок');
    await addJewelry(page, { type: 'Цепь', metal: 'Серебро', fineness: '925', weight: '12', inserts: 'С камнями' });
    // An add clears the weight once it is listed: the next one starts after that, or the clearing can land mid-fill.
    await expect(jewelry.getByRole('listitem')).toHaveCount(2);
    await addJewelry(page, { type: 'Серьги', metal: 'Золото', fineness: '750', weight: '2', inserts: 'С бриллиантами' });
    await expect(jewelry.getByRole('listitem')).toHaveCount(3);
    await jewelry.getByRole('button', { name: 'Удалить: Серьги · Золото 750 · 2 г · С бриллиантами' }).click();
    await expect(jewelry.getByRole('listitem')).toHaveCount(2);

    const products = page.getByRole('region', { name: 'Изделия, которые хотите купить' });
    await products.getByLabel('Артикул').fill(article);
    await products.getByRole('button', { name: 'Добавить изделие' }).click();
    await expect(products.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await expect(products.getByRole('list')).toContainText(article);
    // The same article again: the server answers 'уже существует', the page takes it as known.
    await products.getByLabel('Артикул').fill(article);
    await products.getByRole('button', { name: 'Добавить изделие' }).click();
    await expect(products.getByRole('status')).toHaveText('Это изделие уже в списке');
    await expect(products.getByRole('alert')).toHaveCount(0);
    await expect(products.getByRole('list').getByRole('listitem')).toHaveCount(1);

    await result.getByRole('button', { name: 'Рассчитать' }).click();
    const figures = result.getByRole('status', { name: 'Расчёт трейд-ин' });
    await expect(figures).toContainText('Стоимость ваших украшений');
    await expect(figures).toContainText('Зачтём в покупку');
    await expect(figures).toContainText(profile.currency);
    await expectFitsViewport(page);
    await shot(page, profile, 'calculated');

    // The lists live on the guest's session: a reload keeps them.
    await page.reload();
    await expect(jewelry.getByRole('listitem')).toHaveCount(2);
    await expect(products.getByRole('list')).toContainText(article);

    const stores = await page.request.get(
      `/api/sklv/v4/stores/?filter[city_guid]=${await cityOf(page, profile)}&filter[on_map]=true&filter[point_type]=trade_in`,
    );
    expect(stores.ok()).toBe(true);
    const total = ((await stores.json()) as { meta: { 'total-count': number } }).meta['total-count'];
    const shops = page.getByRole('region', { name: 'Магазины, принимающие украшения в трейд-ин' });
    if (total > 0) await expect(shops.getByRole('listitem').first()).toBeVisible();
    else await expect(shops).toHaveCount(0);
    await shot(page, profile, 'stores');
  });
}
