import * as styles from '../pages.css';

/** A content item's icon: the API's small same-origin SVG drawings, decorative beside their title. */
export function ContentIcon({ src, size = 32 }: { src: string | null; size?: number }) {
  if (!src || !src.startsWith('/')) return null;
  return <img className={styles.cardIcon} src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />;
}
