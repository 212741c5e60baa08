import type { ProductImageRenderProps } from '@ornament/ui-kit';
import { PlainImage } from '@ornament/ui-kit/components/ProductCard/ProductCard';
import { preload } from 'react-dom';

/**
 * Product pictures as plain images. The API's pictures are SVG drawings, which next/image passed
 * through untouched (`unoptimized`) while adding its client component (about 5.5 kB gz) to the first
 * load of every page showing one; the plain image has the same attributes, and a priority picture
 * (a page's LCP candidate) is still preloaded with high priority, as next/image did.
 */
export function ProductPicture(props: ProductImageRenderProps) {
  if (props.priority) preload(props.src, { as: 'image', fetchPriority: 'high' });
  return <PlainImage {...props} />;
}
