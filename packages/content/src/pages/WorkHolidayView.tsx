import { pagesMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import { BannerBlock } from './blocks/BannerBlock';
import { ContentIcon } from './blocks/ContentIcon';
import { Html } from './blocks/Html';
import * as styles from './pages.css';
import type { WorkHoliday } from './workHoliday';

/** The work and holiday schedule page (spec 3 §2, §3): support hours, delivery by city, partner points. */
export function WorkHolidayView({ title, schedule }: { title: string; schedule: WorkHoliday }) {
  return (
    <Container>
      <div className={`${styles.page} ${styles.narrow}`}>
        {schedule.banner ? <BannerBlock area={schedule.banner} heading="h1" /> : <h1 className={styles.title}>{title}</h1>}
        {schedule.support.length > 0 ? (
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>{m.supportTitle}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{m.supportColumns.date}</th>
                    <th scope="col">{m.supportColumns.time}</th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.support.map((row) => (
                    <tr key={row.date}>
                      <td>{row.date}</td>
                      <td>{row.time}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
        {schedule.delivery.length > 0 ? (
          <section className={styles.block}>
            <h2 className={styles.blockTitle}>{m.deliveryTitle}</h2>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{m.deliveryCityColumns.city}</th>
                    <th scope="col">{m.deliveryCityColumns.comments}</th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.delivery.map((row) => (
                    <tr key={row.city}>
                      <td>{row.city}</td>
                      <td>{row.comments}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ) : null}
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
