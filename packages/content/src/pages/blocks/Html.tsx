import * as styles from '../pages.css';

/** Content-area HTML: sanitised by the API when written (services/content/sanitize.ts), shown as is. */
export function Html({ html }: { html: string }) {
  return html ? <div className={styles.html} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
