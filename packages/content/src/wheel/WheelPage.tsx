// /page/landing/wheel-of-fortune/ (spec 2 §2, §3): the wheel of the promotion named by promotionParams
// (slug, type default omni). Prizes come sorted by numeric id; the game is the client leaf.
import type { ApiClient } from '@ornament/api-client';
import { unwrap } from '@ornament/api-client';
import type { WheelResponse } from '@ornament/api-contract';
import { wheelMessages as t } from '@ornament/domain';
import { notFound } from 'next/navigation';
import * as styles from './wheel.css';
import { WheelGame } from './WheelGame';

async function loadWheel(client: ApiClient, type: string, slug: string): Promise<WheelResponse['data'] | 'missing' | 'error'> {
  try {
    return unwrap(await client.promotions.wheel(type, slug)).data;
  } catch (error) {
    const status = (error as { status?: number }).status;
    return status === 404 || status === 400 ? 'missing' : 'error';
  }
}

export async function WheelPage({ client, type, slug }: { client: ApiClient; type: string; slug: string }) {
  const wheel = await loadWheel(client, type, slug);
  if (wheel === 'missing') notFound();
  if (wheel === 'error') {
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t.title}</h1>
        <p role="alert" className={styles.alert}>
          {t.failed}
        </p>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{wheel.title}</h1>
      <p className={styles.lead}>{wheel.description || t.intro}</p>
      {wheel.prizes.length === 0 ? (
        <p className={styles.lead}>{t.noPrizes}</p>
      ) : (
        <WheelGame type={wheel.promotionParams.type} slug={wheel.promotionParams.slug} prizes={wheel.prizes} spin={wheel.spin} finished={wheel.finished} />
      )}
    </main>
  );
}
