import { expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { e2eTiles, tiledOriginOf } from '../base';
import { freshPhone, signInByPhone } from '../fixtures/auth';
import { pngOf } from '../fixtures/png';
import { bothViewports, expectFitsViewport, isWide, screenshot } from '../fixtures/viewport';
import type { StorefrontProfile } from '../profile';

// The shop map /shops-map/ (spec 3 §3 "Shop point and map", §4 "Shop map", spec 1 §2): no tile server
// is configured in the tests, so the offline map draws the points beside the side list. Filters clear
// the points and show loaders until the new first page; 'Показать ещё' appends the next page; a store's
// detail lists its holiday hours and, signed in, adds it to the favourite stores.
const shot = (page: Page, profile: StorefrontProfile, name: string) => screenshot(page, profile, 'shop-map', name, true);

const storesPath = '/api/sklv/v4/stores/';
const isStoresList = (url: URL) => url.pathname === storesPath;

/** Holds the next points requests until `release()`, so the loaders can be seen (no sleeping, no fake answers). */
async function holdPoints(page: Page): Promise<{ release: () => Promise<void> }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held: Promise<void>[] = [];
  const handler = (route: Route) => {
    // A request the page gave up meanwhile (a newer query) can no longer be continued.
    const passed = gate.then(() => route.continue()).catch(() => undefined);
    held.push(passed);
    return passed;
  };
  await page.route(isStoresList, handler);
  return {
    release: async () => {
      open();
      // Unrouted only once every held request went on, so none is continued twice.
      await Promise.all(held);
      await page.unroute(isStoresList, handler);
    },
  };
}

const mapOf = (page: Page) => page.getByRole('main').getByRole('group', { name: 'Карта магазинов' });
const listOf = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Список магазинов' });
const pointsOf = (list: Locator) => list.getByRole('listitem');

export function shopMapJourneys(profile: StorefrontProfile): void {
  test('the shop map shows points and the list offline, filters with loaders, loads more pages', bothViewports, async ({ page }) => {
    await page.goto('/shops-map/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Магазины на карте' })).toBeVisible();
    const map = mapOf(page);
    const list = listOf(page);
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('data-map', 'offline');
    const premium = main.getByRole('checkbox', { name: 'Premium магазины' });
    const flagship = main.getByRole('checkbox', { name: 'Флагманские магазины' });
    await expect(premium).toBeChecked();
    await expect(flagship).toBeChecked();
    await expect(main.getByRole('checkbox', { name: 'Партнёрские магазины' })).not.toBeChecked();
    await expect(main.getByText(/Фирменных магазинов: \d+, флагманских: \d+, партнёрских: \d+/)).toBeVisible();

    // A filter change: the points go, the loaders show, then the new first page arrives.
    const held = await holdPoints(page);
    await flagship.uncheck();
    await expect(list.getByRole('status')).toHaveText('Загружаем магазины…');
    await expect(pointsOf(list)).toHaveCount(0);
    await expect(map.getByRole('button')).toHaveCount(0);
    await held.release();
    await premium.uncheck();
    await expect(list.getByRole('status')).toHaveCount(0);
    await expect(pointsOf(list).first()).toBeVisible();
    const cityCount = await pointsOf(list).count();
    // The offline map draws every listed point.
    await expect(map.getByRole('button')).toHaveCount(cityCount);
    await shot(page, profile, 'city');

    // The whole country: 12 points a page; 'Показать ещё' appends page 2 to page 1.
    await main.getByRole('combobox', { name: 'Город' }).selectOption({ label: 'Все города' });
    await expect(pointsOf(list)).toHaveCount(12);
    const firstName = await pointsOf(list).first().textContent();
    await expect(list).toContainText(/Показано 12 из \d+/);
    await list.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(pointsOf(list)).not.toHaveCount(12);
    expect(await pointsOf(list).count()).toBeGreaterThan(12);
    await expect(pointsOf(list).first()).toHaveText(firstName ?? '');
    await expect(map.getByRole('button')).toHaveCount(await pointsOf(list).count());
    await expectFitsViewport(page);
    await shot(page, profile, 'country');

    // A search by text narrows the list (a store's own street).
    const street = (await pointsOf(list).first().getByRole('button').textContent())?.match(/(ул\.|пр\.) [А-ЯЁа-яё]+/)?.[0];
    if (street) {
      await main.getByRole('searchbox', { name: 'Адрес, название или метро' }).fill(street);
      await main.getByRole('button', { name: 'Найти' }).click();
      await expect(pointsOf(list).first()).toContainText(street);
    }
  });

  test('a store’s detail with its holiday hours; a signed-in shopper keeps it as a favourite', async ({ page }) => {
    await page.goto('/shops-map/');
    const main = page.getByRole('main');
    const list = listOf(page);
    // Every shop of the city (Astana, the KZ default, has no premium or flagship shop).
    await main.getByRole('checkbox', { name: 'Premium магазины' }).uncheck();
    await main.getByRole('checkbox', { name: 'Флагманские магазины' }).uncheck();
    await expect(list.getByRole('status')).toHaveCount(0);
    await expect(pointsOf(list).first()).toBeVisible();
    const first = pointsOf(list).first().getByRole('button');
    const name = (await first.locator('span').first().textContent()) ?? '';
    await first.click();
    const detail = main.getByRole('region', { name });
    await expect(detail.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(detail.getByText('Часы работы', { exact: true })).toBeVisible();
    // S3.7.73: the store's hours are in its city's zone, which the city-by-GUID lookup gives.
    await expect(detail.getByText(/Часы работы указаны по местному времени \(UTC[+−-]\d+:\d\d\)/)).toBeVisible();
    const holidays = detail.getByRole('region', { name: 'Праздничный режим работы' });
    await expect(holidays).toContainText(/31 декабря: 10:00–18:00/);
    await expect(holidays).toContainText(/1 января: выходной/);
    await expect(holidays).toContainText('9 мая');
    await expect(detail.getByRole('link', { name: /^\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(detail).toContainText('Войдите, чтобы сохранить магазин в избранном');
    // The chosen point is ringed on the map.
    await expect(mapOf(page).getByRole('button', { pressed: true })).toHaveCount(1);
    await shot(page, profile, 'detail');

    await signInByPhone(page, freshPhone(profile.name === 'kz' ? 'KZ' : 'RU', 7));
    await page.goto('/shops-map/');
    await main.getByRole('checkbox', { name: 'Premium магазины' }).uncheck();
    await main.getByRole('checkbox', { name: 'Флагманские магазины' }).uncheck();
    await expect(list.getByRole('status')).toHaveCount(0);
    await expect(pointsOf(list).first()).toBeVisible();
    await list.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().click();
    await detail.getByRole('button', { name: `Добавить в избранные магазины: ${name}` }).click();
    await expect(detail.getByRole('button', { name: `Удалить из избранных магазинов: ${name}` })).toBeVisible();
    await page.goto('/personal/stores/');
    await expect(main).toContainText(name);
  });

  test('with a tile source, Leaflet draws the tiles and the points; failing tiles hand over to the offline map', bothViewports, async ({ page, baseURL }) => {
    test.skip(!profile.tiledMap, 'one storefront’s suite runs a copy with a tile source');
    const tiled = tiledOriginOf(baseURL ?? '');
    const isTile = (url: URL) => url.host === e2eTiles.host;
    // The deployment's tile server, played by the test: the page asks it for z/x/y tiles (and its CSP must let them in).
    const tile = pngOf(256, 256, [236, 231, 222]);
    const asked: string[] = [];
    await page.route(isTile, (route) => {
      asked.push(new URL(route.request().url()).pathname);
      return route.fulfill({ contentType: 'image/png', body: tile });
    });
    await page.goto(new URL('/shops-map/', tiled).href);
    const main = page.getByRole('main');
    const list = listOf(page);
    const tileMap = main.getByRole('region', { name: 'Карта магазинов' });
    await expect(tileMap).toHaveAttribute('data-map', 'tiles');
    await expect(tileMap.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(asked.every((tilePath) => /^\/\d+\/\d+\/\d+\.png$/.test(tilePath))).toBe(true);
    await expect(list.getByRole('status')).toHaveCount(0);
    await expect(pointsOf(list).first()).toBeVisible();
    const markers = tileMap.locator('path.leaflet-interactive');
    await expect(markers).toHaveCount(await pointsOf(list).count());

    // A marker names its store on hover and opens it on click.
    await markers.first().hover();
    const tooltip = (await tileMap.locator('.leaflet-tooltip').textContent()) ?? '';
    const name = tooltip.split(', ')[0] ?? '';
    expect(name).not.toBe('');
    await markers.first().click();
    await expect(main.getByRole('region', { name }).getByRole('heading', { level: 2, name })).toBeVisible();
    await expectFitsViewport(page);
    await shot(page, profile, 'tiles');

    // The tile server unreachable: after a few failed tiles the offline map draws the same points.
    await page.unroute(isTile);
    let refused = 0;
    await page.route(isTile, (route) => {
      refused += 1;
      return route.abort('connectionrefused');
    });
    await page.reload();
    await expect.poll(() => refused).toBeGreaterThanOrEqual(4);
    await expect(tileMap).toHaveCount(0);
    const offline = mapOf(page);
    await expect(offline).toHaveAttribute('data-map', 'offline');
    await expect(list.getByRole('status')).toHaveCount(0);
    await expect(offline.getByRole('button')).toHaveCount(await pointsOf(list).count());
    await shot(page, profile, 'tiles-failed');
  });

  test('the header’s shops link opens the map in a new tab', async ({ page, context, baseURL }) => {
    test.skip(!isWide(page, 1280), 'the header link is on the desktop header (1280 px and up)');
    await page.goto('/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Магазины' });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/[^/]+\/shops-map\/$/);
    // The storefront's own host (ornament.ru, ornament.kz, diamant-jewelry.ru) is served by the app under test.
    const host = new URL(href).origin;
    await context.route(
      (url) => url.origin === host,
      async (route) => {
        const wanted = new URL(route.request().url());
        await route.fulfill({ response: await route.fetch({ url: `${baseURL}${wanted.pathname}${wanted.search}` }) });
      },
    );
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded');
    expect(tab.url()).toBe(href);
    await expect(tab.getByRole('heading', { level: 1, name: 'Магазины на карте' })).toBeVisible();
    await expect(tab.getByRole('main').getByRole('group', { name: 'Карта магазинов' })).toBeVisible();
    // The tab may still be fetching scripts through the route: those fetches end with the test, and
    // their errors would otherwise be reported against whichever test the worker runs next.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await tab.close();
  });
}
