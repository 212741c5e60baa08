import { profileMessages as m } from '@ornament/domain';
import * as styles from './account.css';
import { SignInButton } from './SignInButton';

/** A guest on a personal page: rendered on the server, with the button that opens the login modal. */
export function GuestState() {
  return (
    <section className={styles.state} aria-labelledby="account-guest-title">
      <h1 id="account-guest-title" className={styles.pageTitle}>
        {m.guestTitle}
      </h1>
      <p className={styles.muted}>{m.guestText}</p>
      <SignInButton label={m.guestButton} />
    </section>
  );
}

export function ErrorState({ title }: { title: string }) {
  return (
    <section className={styles.state}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <p role="alert" className={styles.alert}>
        {m.loadError}
      </p>
    </section>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className={styles.muted}>{text}</p>;
}

/** The loading state of a personal page (the route's loading.tsx). */
export function AccountLoading() {
  return (
    <div className={styles.main} aria-busy="true" aria-label="Загрузка">
      <div className={styles.skeleton} />
      <div className={styles.skeleton} />
    </div>
  );
}
