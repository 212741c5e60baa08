import type { ApiClient } from '@ornament/api-client';
import type { SitemapSection } from '@ornament/api-contract';
import { type CountryCode, pagesMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import * as styles from './pages.css';

async function loadSitemap(client: ApiClient, country: CountryCode): Promise<SitemapSection[] | null> {
  try {
    const response = await client.seo.sitemapHtml(country);
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null;
  }
}

/** /sitemap/ (spec 3 §7 sitemap/html/, X-Country-Code KZ on the Kazakhstan host): sections of links. */
export async function SitemapPage({ client, country }: { client: ApiClient; country: CountryCode }) {
  const sections = await loadSitemap(client, country);
  return (
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>{m.sitemapTitle}</h1>
        {sections === null ? (
          <p role="alert">{m.loadError}</p>
        ) : sections.length === 0 ? (
          <p className={styles.notice}>{m.sitemapEmpty}</p>
        ) : (
          <div className={styles.sitemapSections}>
            {sections.map((section) => (
              <nav key={section.title} className={styles.block} aria-label={section.title}>
                <h2 className={styles.blockTitle}>{section.title}</h2>
                <ul className={styles.linkList}>
                  {section.links.map((link) => (
                    <li key={link.url}>
                      <a className={styles.stripLink} href={link.url}>
                        {link.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
      </div>
    </Container>
  );
}
