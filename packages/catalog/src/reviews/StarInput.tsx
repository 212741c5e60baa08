'use client';

import { plural, reviewLimits, reviewMessages, starCountForms } from '@ornament/domain';
import { StarGlyph, VisuallyHidden } from '@ornament/ui-kit';
import { useState } from 'react';
import * as styles from './form.css';

/** The rating as five radio buttons drawn as stars ('1 звезда' … '5 звёзд' for screen readers). */
export function StarInput({ value, onChange, name }: { value: number | null; onChange: (rating: number) => void; name: string }) {
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset className={styles.stars} onMouseLeave={() => setHover(null)}>
      <legend className={styles.label}>{reviewMessages.rating}</legend>
      {Array.from({ length: reviewLimits.ratingMax }, (_, i) => i + 1).map((stars) => (
        <label key={stars} className={styles.star} onMouseEnter={() => setHover(stars)}>
          <input className={styles.starRadio} type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
          <StarGlyph size={32} filled={stars <= shown} />
          <VisuallyHidden>{`${stars} ${plural(stars, starCountForms)}`}</VisuallyHidden>
        </label>
      ))}
    </fieldset>
  );
}
