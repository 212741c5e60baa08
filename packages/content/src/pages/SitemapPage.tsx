import type { ApiClient } from '@ornament/api-client';
import type { MenuItem, SitemapSection } from '@ornament/api-contract';
import { type CountryCode, pagesMessages as m } from '@ornament/domain';
import { Container } from '@ornament/ui-kit';
import { SitemapCatalogue } from './SitemapCatalogue';
import { sectionsBesideCatalogue } from './catalogueSections';
import * as styles from './pages.css';

async function loadSitemap(client: ApiClient, country: CountryCode): Promise<SitemapSection[] | null> {
  try {
    const response = await client.seo.sitemapHtml(country);
    return response.type === 'data' ? response.data.data : null;
  } catch {
    return null;
  }
}

/** The crawlers' menu (spec 2 §7 get-robot-menu); without it the site map lists what sitemap/html has. */
async function loadCatalogue(client: ApiClient): Promise<MenuItem[]> {
  try {
    const response = await client.content.robotMenu();
    return response.type === 'data' ? response.data.data : [];
  } catch {
    return [];
  }
}

/**
 * /sitemap/ (spec 3 §7 sitemap/html/, X-Country-Code KZ on the Kazakhstan host): the catalogue tree
 * from the crawlers' menu, then the sections of links. The page is cached and the same for everyone,
 * so crawlers and people read one menu.
 */
export async function SitemapPage({ client, country }: { client: ApiClient; country: CountryCode }) {
  const [sections, catalogue] = await Promise.all([loadSitemap(client, country), loadCatalogue(client)]);
  const rest = sections === null ? [] : sectionsBesideCatalogue(sections, catalogue);
  return (
    <Container>
      <div className={styles.page}>
        <h1 className={styles.title}>{m.sitemapTitle}</h1>
        {sections === null ? <p role="alert">{m.loadError}</p> : null}
        {sections !== null && rest.length === 0 && catalogue.length === 0 ? <p className={styles.notice}>{m.sitemapEmpty}</p> : null}
        {rest.length > 0 || catalogue.length > 0 ? (
          <div className={styles.sitemapSections}>
            <SitemapCatalogue tree={catalogue} />
            {rest.map((section) => (
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
        ) : null}
      </div>
    </Container>
  );
}
