import type { ApiClient } from '@ornament/api-client';
import { pagesMessages as m } from '@ornament/domain';
import * as styles from './pages.css';
import { type DeliveryTermsRow, deliveryTermsRows } from './deliveryTerms';

async function loadRows(client: ApiClient): Promise<DeliveryTermsRow[]> {
  try {
    const response = await client.delivery.terms();
    return response.type === 'data' ? deliveryTermsRows(response.data) : [];
  } catch {
    return [];
  }
}

/**
 * The shopper's city's delivery types from the offers service (paths.deliveryTerms, types_info),
 * drawn under the delivery terms page's text. Its failure leaves a note, not a broken page.
 */
export async function DeliveryTermsTable({ client }: { client: ApiClient }) {
  const rows = await loadRows(client);
  return (
    <section className={styles.block} aria-labelledby="delivery-types-title">
      <h2 id="delivery-types-title" className={styles.blockTitle}>
        {m.deliveryTypesTitle}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.notice}>{m.deliveryTypesUnavailable}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{m.deliveryColumns.name}</th>
                <th scope="col">{m.deliveryColumns.price}</th>
                <th scope="col">{m.deliveryColumns.time}</th>
                <th scope="col">{m.deliveryColumns.free}</th>
                <th scope="col">{m.deliveryColumns.storage}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <td>{row.name}</td>
                  <td>{row.price}</td>
                  <td>{row.time}</td>
                  <td>{row.free}</td>
                  <td>{row.storage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
