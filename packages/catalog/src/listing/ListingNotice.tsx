import { listingMessages } from '@ornament/domain';
import { Breadcrumbs, Button, Container } from '@ornament/ui-kit';
import * as styles from './listing.css';

/** A listing the catalogue refused to filter as asked: the heading, what happened, the way back. */
export function ListingBadRequest({ heading, path }: { heading: string; path: string }) {
  return (
    <Container as="div" className={styles.page}>
      <Breadcrumbs items={[{ name: 'Главная', url: '/' }]} />
      <h1 className={styles.title}>{heading}</h1>
      <div className={styles.notice} role="status">
        <p>{listingMessages.badRequest}</p>
        <Button href={path} variant="secondary">
          {listingMessages.resetParameters}
        </Button>
      </div>
    </Container>
  );
}
