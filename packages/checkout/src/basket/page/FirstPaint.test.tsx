import { basketPageMessages as m } from '@ornament/domain';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BasketFirstPaint, guestMarkScript } from './FirstPaint';

/** Runs the shell's inline script as the browser would, against a document with these cookies. */
function runMark(cookie: string): string[] {
  const marked: string[] = [];
  const document = { cookie, currentScript: { parentElement: { setAttribute: (name: string) => marked.push(name) } } };
  new Function('document', guestMarkScript)(document);
  return marked;
}

describe('the basket shell’s first paint', () => {
  it('holds both states and the script that picks one, before them', () => {
    const html = renderToString(<BasketFirstPaint catalogHref="/jewelry-catalog/" />);
    const script = html.indexOf('<script>');
    expect(script).toBeGreaterThan(-1);
    expect(html.indexOf(m.loading)).toBeGreaterThan(script);
    expect(html.indexOf(m.emptyTitle)).toBeGreaterThan(script);
    expect(html).toContain('href="/jewelry-catalog/"');
  });

  it('marks a visitor without the session marker as a guest, and no one else', () => {
    expect(runMark('')).toEqual(['data-guest']);
    expect(runMark('signed_in=1; utm_source=mail')).toEqual(['data-guest']);
    expect(runMark('x_has_session=1; has_session=0')).toEqual(['data-guest']);
    expect(runMark('has_session=1')).toEqual([]);
    expect(runMark('theme=light; has_session=1; city_guid=abc')).toEqual([]);
  });
});
