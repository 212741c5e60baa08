import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  const items = [
    { name: 'Главная', url: '/' },
    { name: 'Ювелирные украшения', url: '/jewelry-catalog/' },
    { name: 'Кольца', url: '/jewelry-catalog/rings/' },
  ];

  it('links every crumb but the last, which is marked as the current page', () => {
    const html = renderToStaticMarkup(<Breadcrumbs items={items} />);
    expect(html).toContain('<a class="');
    expect(html).toContain('href="/jewelry-catalog/"');
    expect(html).not.toContain('href="/jewelry-catalog/rings/"');
    expect(html).toMatch(/aria-current="page">Кольца</);
    expect(html).toContain('aria-label="Навигационная цепочка"');
  });

  it('renders nothing without crumbs', () => {
    expect(renderToStaticMarkup(<Breadcrumbs items={[]} />)).toBe('');
  });
});
