import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('turns sprinkle props into classes and passes the rest to the element', () => {
    const html = renderToStaticMarkup(
      <Box as="section" display="flex" gap={{ mobile: 's', tablet: 'l' }} id="x" className="own">
        hi
      </Box>,
    );
    expect(html).toMatch(/^<section class="[^"]+ own" id="x">hi<\/section>$/);
    expect(html).not.toContain('display=');
    expect(html).not.toContain('gap=');
  });
});
