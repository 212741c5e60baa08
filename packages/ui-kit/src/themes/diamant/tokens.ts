import { baseTokens } from '../baseTokens';
import { makeTokens } from '../tokens';

const serif = 'var(--font-serif, "Cormorant Garamond", Georgia, "Times New Roman", serif)';

/**
 * BRANDS.md, diamond brand: ivory surfaces, black buttons, champagne-gold highlights, a serif for
 * headings, square corners and more air around the pieces.
 */
export const diamantTokens = makeTokens(baseTokens, {
  color: {
    surface: '#F8F6F1',
    text: '#111111',
    textSecondary: '#6E6A63',
    line: '#E8E3D8',
    accent: '#111111',
    accentText: '#FFFFFF',
    highlight: '#B8975A',
    // White on champagne gold is 2.7:1 (Lighthouse flagged the product page's «Premium» chip): the
    // brand's ink is 6.6:1 on it.
    highlightText: '#111111',
    // Champagne gold itself is 2.6:1 on white: text takes a deeper gold of the same hue.
    highlightInk: '#7D6330',
    sale: '#8A6D3B',
  },
  font: { heading: serif },
  fontWeight: { heading: '500' },
  letterSpacing: { heading: '0.02em', caps: '0.14em' },
  radius: { control: '0', image: '0', pill: '0' },
  layout: { gridGap: '24px', cardPadding: '12px' },
});
