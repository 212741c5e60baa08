import { formatPrice } from '@ornament/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductCard, type ProductCardProps } from './ProductCard';

const props: ProductCardProps = {
  href: '/product/1001/',
  name: 'Кольцо из золота с бриллиантом',
  image: { src: '/img/1.svg', width: 600, height: 600 },
  price: 45990,
  oldPrice: 52990,
  discount: 13,
  currency: 'RUB',
  labels: [{ text: 'Хит', background: '#B8975A', color: '#FFFFFF' }],
  sizes: '50vw',
};

describe('ProductCard', () => {
  it('links the picture and name to the product and shows the price', () => {
    const html = renderToStaticMarkup(<ProductCard {...props} />);
    expect(html).toContain('href="/product/1001/"');
    expect(html).toContain('<h3');
    expect(html).toContain(formatPrice(45990, 'RUB'));
    expect(html).toContain('Хит');
  });

  it('draws a lazy plain image with fixed dimensions by default, decorative beside the name', () => {
    const html = renderToStaticMarkup(<ProductCard {...props} />);
    expect(html).toMatch(/<img[^>]+width="600"[^>]+height="600"/);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('sizes=');
    expect(html).toContain('alt=""');
    expect(html.match(new RegExp(props.name, 'g'))).toHaveLength(1);
  });

  it('names the card with an h2 in a listing under the page’s h1', () => {
    expect(renderToStaticMarkup(<ProductCard {...props} headingLevel={2} />)).toMatch(/<h2[^>]*>/);
  });

  it('loads first-row images eagerly with high priority', () => {
    const html = renderToStaticMarkup(<ProductCard {...props} priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
  });

  it('hands the image to a custom renderer with sizes and priority', () => {
    const html = renderToStaticMarkup(
      <ProductCard {...props} priority renderImage={(image) => <i data-sizes={image.sizes} data-priority={String(image.priority)} />} />,
    );
    expect(html).toContain('data-sizes="50vw"');
    expect(html).toContain('data-priority="true"');
  });
});
