'use client';

import type { TradeInProduct } from '@ornament/api-contract';
import { formatPrice, tradeInMessages as m } from '@ornament/domain';
import Image from 'next/image';
import { type FormEvent, useState } from 'react';
import * as forms from '../forms/forms.css';
import { TextField } from '../forms/TextField';
import * as styles from './tradeIn.css';

export interface ProductPickerProps {
  currency: 'RUB' | 'KZT';
  products: readonly TradeInProduct[];
  busy: boolean;
  error: string | null;
  notice: string | null;
  onAdd(article: string): Promise<boolean>;
  onRemove(article: string): void;
}

/** The products the shopper wants to buy, added by article. */
export function ProductPicker({ currency, products, busy, error, notice, onAdd, onRemove }: ProductPickerProps) {
  const [article, setArticle] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!article.trim()) return;
    if (await onAdd(article.trim())) setArticle('');
  }

  return (
    <section className={styles.part} aria-labelledby="trade-in-products">
      <h2 id="trade-in-products" className={styles.partTitle}>
        {m.productsTitle}
      </h2>
      <form className={forms.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.fields}>
          <TextField id="trade-in-article" label={m.articleLabel} autoComplete="off" value={article} error={error ?? undefined} onChange={(event) => setArticle(event.target.value)} />
        </div>
        <button type="submit" className={styles.button} disabled={busy || !article.trim()}>
          {m.addProduct}
        </button>
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
      </form>
      {products.length === 0 ? (
        <p className={styles.muted}>{m.productsEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={m.productsTitle}>
          {products.map((product) => (
            <li key={product.article} className={styles.productRow}>
              <Image className={styles.productImage} src={product.picture} alt="" width={56} height={56} sizes="56px" unoptimized />
              <span>
                <a href={product.link}>{product.name}</a>
                <span className={styles.muted}>{` · ${product.article}${product.price === null ? '' : ` · ${formatPrice(product.price, currency)}`}`}</span>
              </span>
              <button type="button" className={forms.linkButton} disabled={busy} onClick={() => onRemove(product.article)} aria-label={`${m.removeProduct}: ${product.article}`}>
                {m.removeProduct}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
