import type { Media } from '@ornament/api-contract';
import { ProductPicture } from './ProductPicture';
import * as styles from './product.css';

/** Two columns from 768 px: the picture takes half the width, below that the whole screen. */
const pictureSizes = '(min-width: 768px) 50vw, 100vw';

/** The product's pictures: the first large and eager, up to four more below it. */
export function ProductGallery({ media, name }: { media: readonly Media[]; name: string }) {
  const [first, ...more] = media;
  return (
    <div className={styles.gallery}>
      {first ? (
        <div className={styles.galleryMain}>
          <ProductPicture src={first.url} alt={first.alt || name} width={first.width} height={first.height} sizes={pictureSizes} priority className={styles.picture} />
        </div>
      ) : null}
      {more.slice(0, 4).map((item) => (
        <ProductPicture key={item.url} src={item.url} alt={item.alt || name} width={item.width} height={item.height} sizes="(min-width: 768px) 25vw, 50vw" priority={false} className={styles.picture} />
      ))}
    </div>
  );
}
