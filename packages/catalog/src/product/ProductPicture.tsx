import { productImageSrcSet } from '@ornament/api-contract/http';
import type { ProductImageRenderProps } from '@ornament/ui-kit';
import { PlainImage } from '@ornament/ui-kit/components/ProductCard/ProductCard';
import { preload } from 'react-dom';

/**
 * Product pictures (and the home page's hero, which may be one) as plain images. next/image passed
 * the API's pictures through untouched (`unoptimized`) while adding its client component (about
 * 5.5 kB gz) to the first load of every page showing one; the plain image has the same attributes,
 * and a priority picture (a page's LCP candidate) is still preloaded with high priority, as next/image
 * did. A picture the API draws gets its smaller sizes as a srcset, chosen by the `sizes` of where it
 * is shown; any other picture is drawn as it is.
 */
export function ProductPicture(props: ProductImageRenderProps) {
  const srcSet = productImageSrcSet(props.src);
  if (props.priority) preload(props.src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: props.sizes } : {}) });
  return <PlainImage {...props} srcSet={srcSet} />;
}
