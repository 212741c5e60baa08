import type { OrderDetail } from '@ornament/api-contract';
import { formatPrice, orderMessages } from '@ornament/domain';
import type { ReactNode } from 'react';
import * as styles from './account.css';
import { formatDateTime } from './time';

const deliveryLabels = { courier: orderMessages.courier, pickup: orderMessages.pickup, express: orderMessages.express } as const;

/** Delivery, recipient, payment and costs of one order. */
export function OrderFacts({ order, timeZone, returnsBase }: { order: OrderDetail; timeZone: string; returnsBase: string }) {
  const a = order.attributes;
  const { delivery, costs } = a;
  const money = (amount: number) => formatPrice(amount, a.currency);
  return (
    <>
      <section className={styles.section} aria-labelledby="order-delivery">
        <h2 id="order-delivery" className={styles.subheading}>
          {orderMessages.delivery}
        </h2>
        <dl className={styles.facts}>
          <Fact term={deliveryLabels[delivery.type]}>{delivery.store ? `${delivery.store.name}, ${delivery.store.address}` : (delivery.address ?? '—')}</Fact>
          {delivery['reserve-until'] ? (
            <Fact term={orderMessages.reserveTerm}>
              {formatDateTime(delivery['reserve-until'], timeZone)}
              {delivery['reserve-prolonged'] ? ` · ${orderMessages.reserveProlonged}` : ''}
            </Fact>
          ) : null}
          {a.track ? <Fact term={orderMessages.track}>{a.track}</Fact> : null}
          {a['return-number'] && a['return-id'] ? (
            <Fact term={orderMessages.returnTerm}>
              <a href={`${returnsBase}${a['return-id']}/`}>{orderMessages.returnLink(a['return-number'])}</a>
            </Fact>
          ) : null}
          <Fact term={orderMessages.recipient}>
            {`${a.recipient.name} ${a.recipient.surname}, +${a.recipient.phone}`}
            {a.recipient.email ? `, ${a.recipient.email}` : ''}
          </Fact>
          <Fact term={orderMessages.payment}>{`${a.payment.label} · ${a.payment.paid ? orderMessages.paid : orderMessages.notPaid}`}</Fact>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="order-costs">
        <h2 id="order-costs" className={styles.subheading}>
          {orderMessages.total}
        </h2>
        <dl className={styles.facts}>
          <Fact term={orderMessages.itemsCost}>{money(costs.items)}</Fact>
          <Fact term={orderMessages.deliveryCost}>{costs.delivery > 0 ? money(costs.delivery) : orderMessages.deliveryFree}</Fact>
          {costs.bonuses > 0 ? <Fact term={orderMessages.bonusesSpent}>{`−${money(costs.bonuses)}`}</Fact> : null}
          <Fact term={orderMessages.total} strong>
            {money(costs.total)}
          </Fact>
        </dl>
      </section>
    </>
  );
}

function Fact({ term, children, strong = false }: { term: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? `${styles.factTerm} ${styles.totalRow}` : styles.factTerm}>{term}</dt>
      <dd className={strong ? `${styles.factValue} ${styles.totalRow}` : styles.factValue}>{children}</dd>
    </>
  );
}
