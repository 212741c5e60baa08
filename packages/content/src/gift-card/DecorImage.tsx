import type { GiftCardDecor } from '@ornament/api-contract';
import Image from 'next/image';
import * as styles from './giftCard.css';

/** A decor's picture: a small SVG from the storefront's public folder, shown as is (no optimiser for SVG). */
export function DecorImage({ decor, sizes }: { decor: GiftCardDecor; sizes: string }) {
  return <Image className={styles.decorImage} src={decor.image} alt={decor.name} width={320} height={200} sizes={sizes} unoptimized />;
}
