import { expect, type Locator, type Page, test } from '@playwright/test';

// Issue 21, dead links first (S1.2.9 the journal, S1.2.11 the diamond header's pages, S1.2.20 the
// promo buttons' landings): every link of the header, the footer, the catalogue menu (each section
// opened) and the burger answers without an error. Links to other sites are left alone.

async function hrefsIn(scope: Locator): Promise<string[]> {
  return scope.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

async function catalogueMenuHrefs(page: Page): Promise<string[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).first().click();
  const menu = page.getByRole('navigation', { name: 'Каталог товаров' });
  await expect(menu).toBeVisible();
  const found = await hrefsIn(menu);
  const sections = menu.getByRole('button');
  for (let i = 0; i < (await sections.count()); i += 1) {
    const section = sections.nth(i);
    if (!(await section.isVisible())) continue;
    await section.click();
    found.push(...(await hrefsIn(menu)));
  }
  await page.keyboard.press('Escape');
  return found;
}

async function burgerHrefs(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Меню', exact: true });
  await expect(menu).toBeVisible();
  return hrefsIn(menu);
}

export function linksJourney(): void {
  test('S1.2.9 S1.2.11 S1.2.20 every header, footer, catalogue menu and burger link opens a page', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    const origin = new URL(baseURL ?? page.url()).origin;
    const hrefs = [
      ...(await hrefsIn(page.getByRole('banner'))),
      ...(await hrefsIn(page.getByRole('contentinfo'))),
      ...(await catalogueMenuHrefs(page)),
      ...(await burgerHrefs(page)),
    ];
    const own = [...new Set(hrefs.map((href) => new URL(href, origin)).filter((url) => url.origin === origin && url.protocol.startsWith('http')).map((url) => `${url.pathname}${url.search}`))];
    expect(own.length).toBeGreaterThan(10);
    const broken: string[] = [];
    const queue = [...own];
    // Four at a time: the storefront renders the pages not yet cached.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
          const response = await page.request.get(path);
          if (response.status() >= 400) broken.push(`${path} → ${response.status()}`);
        }
      }),
    );
    expect(broken, `links that do not open: ${broken.join(', ')}`).toEqual([]);
  });
}
