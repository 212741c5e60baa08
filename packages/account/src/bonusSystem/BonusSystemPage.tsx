import type { ApiClient } from '@ornament/api-client';
import { type BrandId, loyaltyMessages as m, profileMessages } from '@ornament/domain';
import { Container } from '@ornament/ui-kit/layout/Container/Container';
import { notFound } from 'next/navigation';
import { BonusSystemPersonal } from './BonusSystemPersonal';
import * as styles from './bonusSystem.css';
import { ContentAreaSection } from './ContentAreaSection';
import { guestArea, loadBonusPage, loadServices } from './loadBonusSystem';

/**
 * /page/landing/bonus-system/ (spec 1 §2, spec 3 §2, §7): the programme's content page and the
 * dashboard-services area, the same HTML for everyone; the shopper's balance and partner code fill
 * the personal slot in the browser (BonusSystemPersonal), where guests keep the invitation area.
 */
export async function BonusSystemPage({ client, brand }: { client: ApiClient; brand: BrandId }) {
  const [loaded, services] = await Promise.all([loadBonusPage(client, brand), loadServices(client)]);
  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'failed') {
    return (
      <Container>
        <div className={styles.page}>
          <p role="alert">{profileMessages.loadError}</p>
        </div>
      </Container>
    );
  }
  const areas = loaded.page.contents ?? [];
  const invitation = areas.find((area) => area.code === guestArea);
  return (
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>{loaded.page.title}</h1>
        {areas
          .filter((area) => area.code !== guestArea)
          .map((area) => (
            <ContentAreaSection key={area.code} area={area} />
          ))}
        <BonusSystemPersonal guest={invitation ? <ContentAreaSection area={invitation} /> : null} />
        {services && services.items.length > 0 ? <ContentAreaSection area={{ ...services, title: services.title || m.servicesTitle }} /> : null}
      </div>
    </Container>
  );
}
