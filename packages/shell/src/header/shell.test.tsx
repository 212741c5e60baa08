import { getTenant } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Footer } from '../footer/Footer';
import { HeaderBar } from './HeaderBar';
import { HeaderNav } from './HeaderNav';
import { HomeLogo } from './parts';

describe('header parts', () => {
  it('renders every slot with a skip link', () => {
    const html = renderToStaticMarkup(
      <HeaderBar logo={<i>logo</i>} search={<i>search</i>} actions={<i>actions</i>} catalogButton={<i>cat</i>} nav={<i>nav</i>} city={<i>city</i>} />,
    );
    expect(html).toContain('class=');
    for (const slot of ['logo', 'search', 'actions', 'cat', 'nav', 'city']) expect(html).toContain(`<i>${slot}</i>`);
    expect(html).toContain('href="#main"');
  });

  it('names the home link with the wordmark it shows and draws the KZ suffix', () => {
    const html = renderToStaticMarkup(<HomeLogo tenant={getTenant('main', 'KZ')} />);
    expect(html).toContain('aria-label="ORNAMENT Казахстан — на главную"');
    expect(html).toContain('Казахстан');
  });


  it('opens external nav links in a new tab without an opener', () => {
    const html = renderToStaticMarkup(<HeaderNav links={[{ label: 'Ателье', href: 'https://atelier.example/', external: true }]} />);
    expect(html).toContain('rel="noopener noreferrer"');
  });
});

describe('Footer', () => {
  it('shows the tenant’s support phone and the other country’s site', () => {
    const kz = getTenant('main', 'KZ');
    const html = renderToStaticMarkup(<Footer tenant={kz} columns={[]} year={2026} />);
    expect(html).toContain(`href="tel:${kz.phone.tel}"`);
    expect(html).toContain(kz.phone.display);
    expect(html).toContain('Сайт для страны: Россия');
    expect(html).toContain('© 2026 Орнамент');
  });

  it('has no other-country link where the tenant has none', () => {
    expect(renderToStaticMarkup(<Footer tenant={getTenant('diamant', 'RU')} columns={[]} />)).not.toContain('Сайт для страны');
  });
});
