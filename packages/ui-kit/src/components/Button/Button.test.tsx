import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    expect(renderToStaticMarkup(<Button>Купить</Button>)).toMatch(/^<button type="button" class="[^"]+">Купить<\/button>$/);
  });

  it('keeps an explicit submit type', () => {
    expect(renderToStaticMarkup(<Button type="submit">Отправить</Button>)).toContain('type="submit"');
  });

  it('renders a link when given href', () => {
    expect(renderToStaticMarkup(<Button href="/jewelry-catalog/">В каталог</Button>)).toMatch(/^<a href="\/jewelry-catalog\/" class="[^"]+">В каталог<\/a>$/);
  });
});
