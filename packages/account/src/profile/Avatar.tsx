import * as styles from './profile.css';

/** The avatar picture, or the initials of name and surname when there is none. */
export function initialsOf(name: string | null, surname: string | null): string {
  const letters = [name, surname].map((part) => part?.trim().charAt(0) ?? '').join('');
  return letters.toUpperCase() || '•';
}

export function Avatar({ src, name, surname }: { src: string | null; name: string | null; surname: string | null }) {
  if (src) return <img className={styles.avatar} src={src} alt="" width={64} height={64} />;
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initialsOf(name, surname)}
    </span>
  );
}
