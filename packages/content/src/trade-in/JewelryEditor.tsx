'use client';

import type { TradeInJewelry, TradeInSettings } from '@ornament/api-contract';
import { tradeInMessages as m, type TradeInInsert, type TradeInJewelryType, type TradeInMetal } from '@ornament/domain';
import { type FormEvent, useState } from 'react';
import * as forms from '../forms/forms.css';
import { TextField } from '../forms/TextField';
import * as styles from './tradeIn.css';
import { defaultFineness, finenessOptions, jewelryLabel, parseWeight } from './tradeInView';

export interface NewJewelry {
  type: TradeInJewelryType;
  metal: TradeInMetal;
  fineness: number;
  weight: number;
  inserts: TradeInInsert;
}

export interface JewelryEditorProps {
  settings: TradeInSettings;
  items: readonly TradeInJewelry[];
  busy: boolean;
  error: string | null;
  onAdd(item: NewJewelry): Promise<boolean>;
  onRemove(id: number): void;
}

function Select<T extends string | number>({ id, label, value, options, onChange }: { id: string; label: string; value: T; options: readonly { value: T; name: string }[]; onChange(value: T): void }) {
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.select} value={String(value)} onChange={(event) => onChange(options.find((o) => String(o.value) === event.target.value)!.value)}>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The shopper's old jewelry: the add form (type, metal, fineness, weight, inserts) and the list. */
export function JewelryEditor({ settings, items, busy, error, onAdd, onRemove }: JewelryEditorProps) {
  const firstMetal = settings.metals[0]?.code ?? 'gold';
  const [type, setType] = useState<TradeInJewelryType>(settings.types[0]?.code ?? 'ring');
  const [metal, setMetal] = useState<TradeInMetal>(firstMetal);
  const [fineness, setFineness] = useState<number>(defaultFineness(settings, firstMetal) ?? 0);
  const [weight, setWeight] = useState('');
  const [inserts, setInserts] = useState<TradeInInsert>('none');
  const [weightError, setWeightError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const grams = parseWeight(weight);
    if (grams === null || grams < settings.limits.minWeight || grams > settings.limits.maxWeight) return setWeightError(m.weightInvalid);
    setWeightError(null);
    if (await onAdd({ type, metal, fineness, weight: grams, inserts })) setWeight('');
  }

  return (
    <section className={styles.part} aria-labelledby="trade-in-jewelry">
      <h2 id="trade-in-jewelry" className={styles.partTitle}>
        {m.jewelryTitle}
      </h2>
      <p className={styles.muted}>{m.jewelryHint}</p>
      <form className={forms.form} noValidate onSubmit={(event) => void submit(event)}>
        <div className={styles.fields}>
          <Select<TradeInJewelryType> id="trade-in-type" label={m.typeLabel} value={type} options={settings.types.map((t) => ({ value: t.code, name: t.name }))} onChange={setType} />
          <Select<TradeInMetal>
            id="trade-in-metal"
            label={m.metalLabel}
            value={metal}
            options={settings.metals.map((t) => ({ value: t.code, name: t.name }))}
            onChange={(next) => {
              setMetal(next);
              setFineness(defaultFineness(settings, next) ?? 0);
            }}
          />
          <Select<number> id="trade-in-fineness" label={m.finenessLabel} value={fineness} options={finenessOptions(settings, metal).map((value) => ({ value, name: String(value) }))} onChange={setFineness} />
          <TextField id="trade-in-weight" label={m.weightLabel} inputMode="decimal" value={weight} error={weightError ?? undefined} onChange={(event) => setWeight(event.target.value)} />
          <Select<TradeInInsert> id="trade-in-inserts" label={m.insertsLabel} value={inserts} options={settings.inserts.map((t) => ({ value: t.code, name: t.name }))} onChange={setInserts} />
        </div>
        <button type="submit" className={styles.button} disabled={busy}>
          {m.addJewelry}
        </button>
        {error ? (
          <p className={forms.error} role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {items.length === 0 ? (
        <p className={styles.muted}>{m.jewelryEmpty}</p>
      ) : (
        <ul className={styles.list} aria-label={m.jewelryTitle}>
          {items.map((item) => (
            <li key={item.id} className={styles.listItem}>
              <span>{jewelryLabel(item)}</span>
              <button type="button" className={forms.linkButton} disabled={busy} onClick={() => onRemove(item.id)} aria-label={`${m.removeJewelry}: ${jewelryLabel(item)}`}>
                {m.removeJewelry}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
