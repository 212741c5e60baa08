import type { ProductImageRenderProps } from '@ornament/ui-kit';
import Image from 'next/image';

/**
 * Product pictures through next/image. The API's pictures are SVG drawings, which the optimiser
 * would pass through anyway, so they are served as they are (`unoptimized`).
 */
export function NextProductImage({ src, alt, width, height, sizes, priority, className }: ProductImageRenderProps) {
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      priority={priority}
      className={className}
      unoptimized
    />
  );
}
