import type { PersonalOffer } from '@ornament/api-contract';
import { breakpoints, completionDate, loyaltyMessages as m, offerDiscountText, personalOfferKindLabels, type CurrencyCode } from '@ornament/domain';
import { CopyButton } from '../shared/CopyButton';
import * as styles from './offers.css';

export interface OfferCardProps {
  offer: PersonalOffer;
  /** The answer's currency (a fixed discount is an amount in it). */
  currency: CurrencyCode;
  timeZone: string;
}

function CodeLine({ label, value, text }: { label: string; value: string; text?: string }) {
  return (
    <div className={styles.codeRow}>
      <span className={styles.muted}>{label}:</span>
      <code className={styles.code}>{value}</code>
      <CopyButton value={value} />
      {text ? <span className={styles.muted}>{text}</span> : null}
    </div>
  );
}

/**
 * One personal offer with every attribute of spec 3 §3: pictures for desktop and mobile, kind, name,
 * description, discount, coupon, promo code with its text, where it works, the rules and promotion
 * links and the expiry date.
 */
export function OfferCard({ offer, currency, timeZone }: OfferCardProps) {
  const a = offer.attributes;
  const image = a['promotion-image'];
  const expires = completionDate(a['date-expire'], timeZone);
  const promocode = a['promotion-promocode'];
  return (
    <li className={styles.card}>
      {image.desktop || image.mobile ? (
        <picture>
          {image.desktop ? <source media={`(min-width: ${breakpoints.tablet}px)`} srcSet={image.desktop} /> : null}
          <img src={image.mobile || image.desktop} alt="" width={480} height={240} className={styles.picture} loading="lazy" decoding="async" />
        </picture>
      ) : null}
      <div className={styles.body}>
        <p className={styles.kind}>{personalOfferKindLabels[offer.type]}</p>
        <h2 className={styles.name}>{a['promotion-name']}</h2>
        {a['discount-value'] > 0 ? (
          <p className={styles.discount} aria-label={`${m.discount} ${offerDiscountText(a['discount-type'], a['discount-value'], currency)}`}>
            {offerDiscountText(a['discount-type'], a['discount-value'], currency)}
          </p>
        ) : null}
        {a['promotion-description'] ? <p>{a['promotion-description']}</p> : null}
        {a.coupon ? <CodeLine label={m.coupon} value={a.coupon} /> : null}
        {promocode.value ? <CodeLine label={m.promocode} value={promocode.value} text={promocode.text} /> : null}
        {a['use-online'] || a['use-retail'] ? (
          <ul className={styles.tags}>
            {a['use-online'] ? <li className={styles.tag}>{m.useOnline}</li> : null}
            {a['use-retail'] ? <li className={styles.tag}>{m.useRetail}</li> : null}
          </ul>
        ) : null}
        {expires ? <p className={styles.muted}>{m.validUntil(expires)}</p> : null}
        <p className={styles.links}>
          {a['promotion-link'].link ? (
            <a href={a['promotion-link'].link} className={styles.link}>
              {a['promotion-link'].text || a['promotion-name']}
            </a>
          ) : null}
          {a['promotion-rules'].link ? (
            <a href={a['promotion-rules'].link} className={styles.link}>
              {m.rules}
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}
