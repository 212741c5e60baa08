import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorFallback } from './ErrorFallback';

describe('ErrorFallback (spec 1 §4)', () => {
  it('shows the fallback title with reload and go-home actions', () => {
    const html = renderToStaticMarkup(<ErrorFallback error={new Error('boom')} boundary="route" />);
    expect(html).toContain('<h1');
    expect(html).toContain('Упс! Что-то пошло не так.');
    expect(html).toMatch(/<button[^>]*>Обновить страницу<\/button>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>На главную<\/a>/);
    expect(html).not.toContain('boom');
  });
});
