import type { CurrencyCode } from '@ornament/domain';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Price } from '../Price/Price';
import * as styles from './ProductCard.css';

export interface ProductImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** What an image renderer receives (the catalogue's ProductPicture draws PlainImage and preloads a priority picture). */
export interface ProductImageRenderProps extends ProductImage {
  className: string;
  sizes: string;
  /** True for the first row: load at once with high priority (it is the page's LCP candidate). */
  priority: boolean;
}

export interface ProductCardLabel {
  text: string;
  background?: string;
  color?: string;
}

export interface ProductCardProps {
  href: string;
  name: string;
  /** Its alt text is not used: the name beside the picture names the link. */
  image?: Omit<ProductImage, 'alt'> | undefined;
  price: number;
  oldPrice?: number | null;
  discount?: number | null;
  currency: CurrencyCode;
  /** A short line under the name: the metal and stones. */
  caption?: string | undefined;
  labels?: readonly ProductCardLabel[];
  sizes: string;
  priority?: boolean;
  renderImage?: (props: ProductImageRenderProps) => ReactNode;
  /** The favourite button and the like, filled by the catalogue issue. */
  actions?: ReactNode;
  /** The name's heading level: 2 in a listing right under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

/** A plain <img> with the same attributes next/image would set; keeps ui-kit framework-free. */
export function PlainImage({ src, srcSet, sizes, alt, width, height, priority, className }: ProductImageRenderProps & { srcSet?: string | undefined }) {
  // `sizes` only beside a srcset: alone it chooses nothing, and on a 72-card page it was 6 kB of HTML.
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/** A product in a listing: square picture, labels, name, price; the whole card is one link. */
export function ProductCard(props: ProductCardProps) {
  const { href, name, image, caption, labels = [], sizes, priority = false, renderImage = PlainImage, actions, headingLevel = 3 } = props;
  const Name = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <a href={href} className={styles.link}>
        <div className={styles.media}>
          {labels.length > 0 ? (
            <div className={styles.badges}>
              {labels.map((label) => (
                <Badge key={label.text} tone="custom" background={label.background} color={label.color}>
                  {label.text}
                </Badge>
              ))}
            </div>
          ) : null}
          {/* The name beside it already names the link: an alt repeating it would be read twice. */}
          {image ? renderImage({ ...image, alt: '', sizes, priority, className: styles.image }) : null}
        </div>
        <Name className={styles.name}>{name}</Name>
      </a>
      {caption ? <p className={styles.caption}>{caption}</p> : null}
      <Price amount={props.price} oldAmount={props.oldPrice} discount={props.discount} currency={props.currency} />
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}
