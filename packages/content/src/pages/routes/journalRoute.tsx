import { journalArticleCode, journalPageCode, journalPath } from '@ornament/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentPageMetadata, renderContentPage } from './contentPageRoute';
import type { PagesRouteOptions } from './shared';

/** /blog/ (spec 1 §2 "Журнал"): the journal's content page, its articles as cards. */
export function journalRoute(options: PagesRouteOptions) {
  return {
    generateMetadata: () => contentPageMetadata(options, journalPageCode, journalPath),
    Page: async function JournalRoute() {
      return renderContentPage(options, journalPageCode);
    },
  };
}

interface ArticleProps {
  params: Promise<{ slug: string }>;
}

/** /blog/{slug}/: an article, the content page 'journal-{slug}'; any other segment, or no such page, is a 404. */
export function journalArticleRoute(options: PagesRouteOptions) {
  return {
    async generateMetadata({ params }: ArticleProps): Promise<Metadata> {
      const { slug } = await params;
      const code = journalArticleCode(slug);
      return code ? contentPageMetadata(options, code, `${journalPath}${slug}/`) : {};
    },
    Page: async function JournalArticleRoute({ params }: ArticleProps) {
      const code = journalArticleCode((await params).slug);
      if (!code) notFound();
      return renderContentPage(options, code);
    },
  };
}
