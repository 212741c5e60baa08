'use client';

import { firstErrorDetail, type TradeInCalculateResult, unwrap } from '@ornament/api-client';
import { useApiClient } from '@ornament/api-client/react/client';
import type { TradeInJewelry, TradeInProduct, TradeInSettings } from '@ornament/api-contract';
import { tradeInMessages as m } from '@ornament/domain';
import { useState } from 'react';
import * as forms from '../forms/forms.css';
import { CalculationResult } from './CalculationResult';
import { JewelryEditor, type NewJewelry } from './JewelryEditor';
import { ProductPicker } from './ProductPicker';
import * as styles from './tradeIn.css';

export interface TradeInCalculatorProps {
  settings: TradeInSettings;
  initialJewelries: readonly TradeInJewelry[];
  initialProducts: readonly TradeInProduct[];
}

type Part = 'jewelry' | 'products' | 'calculate';

/**
 * The landing's interactive part: the old jewelry, the products to buy and the calculation. The lists
 * come from the server's render (a guest's live on its session); every change answers the new list.
 */
export function TradeInCalculator({ settings, initialJewelries, initialProducts }: TradeInCalculatorProps) {
  const client = useApiClient();
  const [jewelries, setJewelries] = useState(initialJewelries);
  const [products, setProducts] = useState(initialProducts);
  const [busy, setBusy] = useState<Part | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<TradeInCalculateResult | null>(null);

  /** Runs a change; true when it succeeded. A change of either list clears the old calculation. */
  async function change(part: Part, action: () => Promise<void>): Promise<boolean> {
    setBusy(part);
    setErrors({});
    setNotice(null);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors({ [part]: firstErrorDetail(error) ?? m.saveError });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const addJewelry = (item: NewJewelry) =>
    change('jewelry', async () => {
      setJewelries(unwrap(await client.tradeIn.batchCreate([item])).data);
      setResult(null);
    });
  const removeJewelry = (id: number) =>
    void change('jewelry', async () => {
      setJewelries(unwrap(await client.tradeIn.batchDelete([id])).data);
      setResult(null);
    });
  const addProduct = (article: string) =>
    change('products', async () => {
      const added = await client.tradeIn.addProduct(article);
      // Spec 2 §5: 'уже существует' is a known duplicate, a success: the list already holds it.
      if (added.added) setProducts(added.list.data);
      else setNotice(m.productAlreadyAdded);
      setResult(null);
    });
  const removeProduct = (article: string) =>
    void change('products', async () => {
      setProducts(unwrap(await client.tradeIn.deleteProduct(article)).data);
      setResult(null);
    });
  const calculate = () =>
    void change('calculate', async () => {
      setResult(await client.tradeIn.calculate());
    });

  return (
    <div className={styles.calculator}>
      <JewelryEditor settings={settings} items={jewelries} busy={busy !== null} error={errors.jewelry ?? null} onAdd={addJewelry} onRemove={removeJewelry} />
      <ProductPicker currency={settings.currency} products={products} busy={busy !== null} error={errors.products ?? null} notice={notice} onAdd={addProduct} onRemove={removeProduct} />
      <section className={styles.part} aria-labelledby="trade-in-result">
        <h2 id="trade-in-result" className={styles.partTitle}>
          {m.resultTitle}
        </h2>
        <button type="button" className={styles.button} disabled={busy !== null} onClick={calculate}>
          {m.calculate}
        </button>
        <div aria-live="polite">
          {errors.calculate ? (
            <p className={forms.error} role="alert">
              {errors.calculate}
            </p>
          ) : null}
          {result ? <CalculationResult result={result} /> : null}
        </div>
      </section>
    </div>
  );
}
