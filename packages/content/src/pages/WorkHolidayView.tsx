import type { ContentArea } from '@ornament/api-contract';
import { pagesMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import { BannerBlock } from './blocks/BannerBlock';
import { CardsBlock } from './blocks/CardsBlock';
import { ContentIcon } from './blocks/ContentIcon';
import { Html } from './blocks/Html';
import * as styles from './pages.css';
import type { WorkHoliday } from './workHoliday';

export interface WorkHolidayViewProps {
  title: string;
  schedule: WorkHoliday;
  /** The shop's contact channels (area feedback-channels), under the support hours; left out when it did not load. */
  contacts?: ContentArea | null;
}

/** The work and holiday schedule page (spec 3 §2, §3): support hours and contacts, delivery by city, partner points. */
export function WorkHolidayView({ title, schedule, contacts = null }: WorkHolidayViewProps) {
  return (
    <Container>
      <div className={`${styles.page} ${styles.narrow}`}>
        {schedule.banner ? <BannerBlock area={schedule.banner} heading="h1" /> : <h1 className={styles.title}>{title}</h1>}
        <TwoColumnTable title={m.supportTitle} columns={[m.supportColumns.date, m.supportColumns.time]} rows={schedule.support.map((row) => [row.date, row.time])} />
        {contacts ? <CardsBlock area={contacts} /> : null}
        <TwoColumnTable title={m.deliveryTitle} columns={[m.deliveryCityColumns.city, m.deliveryCityColumns.comments]} rows={schedule.delivery.map((row) => [row.city, row.comments])} />
        {schedule.partner_points.length > 0 ? (
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>{m.partnerPointsTitle}</h2>
            <Html html={schedule.partnerNote} />
            <ul className={styles.cards}>
              {schedule.partner_points.map((point) => (
                <li key={point.name} className={styles.card}>
                  <span className={styles.cardHead}>
                    <ContentIcon src={point.icon} />
                    {point.link ? (
                      <a className={styles.cardTitle} href={point.link} rel="noopener noreferrer" target="_blank">
                        {point.name}
                      </a>
                    ) : (
                      <span className={styles.cardTitle}>{point.name}</span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Container>
  );
}

/** A titled two-column table (support hours by date, delivery comments by city); nothing when empty. */
function TwoColumnTable({ title, columns, rows }: { title: string; columns: readonly [string, string]; rows: readonly (readonly [string, string])[] }) {
  if (rows.length === 0) return null;
  return (
    <section className={styles.block}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col">{columns[1]}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, second]) => (
              <tr key={first}>
                <td>{first}</td>
                <td>{second}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
