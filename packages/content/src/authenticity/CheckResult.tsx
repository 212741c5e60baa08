import type { AuthenticityProduct } from '@ornament/api-contract';
import { authenticityMessages as m } from '@ornament/domain';
import Image from 'next/image';
import * as forms from '../forms/forms.css';
import * as styles from './authenticity.css';
import type { CheckOutcome } from './checkOutcome';

function ProductCard({ product }: { product: AuthenticityProduct }) {
  return (
    <div className={styles.product}>
      <Image className={styles.productImage} src={product.picture} alt={product.name} width={96} height={96} sizes="96px" unoptimized />
      <div>
        <a href={product.link} className={styles.productName}>
          {product.name}
        </a>
        <p className={styles.muted}>{`${m.articleLabel}: ${product.article}`}</p>
      </div>
    </div>
  );
}

export function CheckResult({ outcome }: { outcome: CheckOutcome }) {
  switch (outcome.kind) {
    case 'genuine':
      return (
        <div className={forms.resultSuccess} role="status">
          <p className={forms.resultTitle}>{m.genuine}</p>
          <p className={forms.resultText}>{outcome.message}</p>
          {outcome.product ? <ProductCard product={outcome.product} /> : null}
        </div>
      );
    case 'notGenuine':
      return (
        <div className={forms.resultFailure} role="status">
          <p className={forms.resultTitle}>{m.notGenuine}</p>
          <p className={forms.resultText}>{outcome.message}</p>
        </div>
      );
    case 'identified':
      return (
        <div className={forms.resultSuccess} role="status">
          <p className={forms.resultTitle}>{m.identified}</p>
          <ProductCard product={outcome.product} />
        </div>
      );
    case 'error':
      return outcome.message ? (
        <p className={forms.error} role="alert">
          {outcome.message}
        </p>
      ) : null;
  }
}
