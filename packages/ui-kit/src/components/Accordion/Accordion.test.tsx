import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { toggleOpenItem } from './accordionState';

const items = [
  { id: 'a', title: 'Доставка', content: 'Курьером' },
  { id: 'b', title: 'Оплата', content: 'Картой' },
];

describe('toggleOpenItem (spec 1 §4)', () => {
  it('opens the clicked item and closes any other', () => {
    expect(toggleOpenItem(null, 'a')).toBe('a');
    expect(toggleOpenItem('a', 'b')).toBe('b');
  });
  it('closes the open item when it is clicked again', () => {
    expect(toggleOpenItem('a', 'a')).toBeNull();
  });
});

describe('Accordion', () => {
  it('renders disclosure buttons wired to their panels, all closed by default', () => {
    const html = renderToStaticMarkup(<Accordion items={items} />);
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html.match(/role="region"[^>]*hidden=""/g)).toHaveLength(2);
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${controls}"`);
    expect(html).toContain('<h3');
  });

  it('opens only the default item', () => {
    const html = renderToStaticMarkup(<Accordion items={items} defaultOpenId="b" headingLevel={2} />);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
    expect(html.match(/hidden=""/g)).toHaveLength(1);
    expect(html).toContain('<h2');
  });
});
