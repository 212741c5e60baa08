import type { FavoriteListDetailResponse } from '@ornament/api-contract';
import { favouritesMessages as m } from '@ornament/domain';
import { Container, type GridDensity } from '@ornament/ui-kit';
import * as listing from '../listing/listing.css';
import { productCountText } from '../product/cardProps';
import { ProductList } from '../product/ProductList';
import * as styles from './favorites.css';
import { SaveWishlist } from './SaveWishlist';

export interface WishlistPageProps {
  wishlist: FavoriteListDetailResponse;
  density: GridDensity;
}

/** `/favorites/wishlist/{guid}/`: a shared folder anyone with the link can see, and save once signed in. */
export function WishlistPage({ wishlist, density }: WishlistPageProps) {
  const { data, meta } = wishlist;
  return (
    <Container as="div" className={listing.page}>
      <div className={listing.heading}>
        <p className={styles.note}>{m.wishlistTitle}</p>
      </div>
      <div className={styles.folderHeader}>
        <h1 className={listing.title}>{data.name}</h1>
        <SaveWishlist guid={data.guid} viewer={meta.viewer} />
      </div>
      <span className={listing.count}>{productCountText(data.products.length)}</span>
      {data.products.length > 0 ? (
        <ProductList products={data.products} density={density} label={data.name} headingLevel={2} />
      ) : (
        <div className={styles.state}>
          <p className={styles.stateTitle}>{m.emptyFolderText}</p>
        </div>
      )}
    </Container>
  );
}
