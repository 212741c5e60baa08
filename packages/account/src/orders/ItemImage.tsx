import { paths } from '@ornament/api-contract/http';
import Image from 'next/image';
import * as styles from './account.css';

/** The product's first picture; the API draws them as SVG, so next/image passes them through as they are. */
export function ItemImage({ urlCode, name }: { urlCode: string; name: string }) {
  return <Image src={paths.productImage(urlCode, 'white', 0)} alt={name} width={56} height={56} className={styles.thumb} unoptimized />;
}
