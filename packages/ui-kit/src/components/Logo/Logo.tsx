import * as styles from './Logo.css';

export interface LogoProps {
  /** Capitals drawn letter-spaced: 'ORNAMENT', 'DIAMANT' (tenant.wordmark). */
  wordmark: string;
  /** Shown beside the mark: 'Казахстан' on the KZ host (tenant.wordmarkSuffix). */
  suffix?: string | null | undefined;
  /** Height of the mark in px; the width follows the word. */
  size?: number;
  className?: string;
}

const fontSize = 20;
const advance = fontSize * 1.02;

/** Width of the drawn word in viewBox units: letters plus the tracking between them. */
export function wordmarkWidth(wordmark: string): number {
  return Math.round(wordmark.length * advance);
}

/**
 * The SVG wordmark (BRANDS.md: letter-spaced capitals, no image files). `textLength` fixes the drawn
 * width whatever font arrives, so the header never shifts when the web font swaps in.
 */
export function Logo({ wordmark, suffix, size = 22, className }: LogoProps) {
  const width = wordmarkWidth(wordmark);
  const label = suffix ? `${wordmark} ${suffix}` : wordmark;
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')} style={{ fontSize: size }}>
      <svg
        className={styles.mark}
        viewBox={`0 0 ${width} ${fontSize}`}
        width={(width / fontSize) * size}
        height={size}
        role="img"
        aria-label={label}
      >
        <text
          className={styles.word}
          x="0"
          y={fontSize * 0.86}
          fontSize={fontSize}
          textLength={width}
          lengthAdjust="spacing"
          fill="currentColor"
        >
          {wordmark}
        </text>
      </svg>
      {suffix ? (
        <span className={styles.suffix} aria-hidden="true">
          {suffix}
        </span>
      ) : null}
    </span>
  );
}
