import { cachedMetadata, cachedPage } from '@ornament/shell/page-cache';
import { journalArticleRoute } from '@ornament/content/pages';
import { publicApiClient } from '../../../../src/api';
import { storefront } from '../../../../src/tenant';

// A journal article, /blog/{slug}/ (spec 1 §2): its content page; the same HTML for everyone.
const route = journalArticleRoute({ storefront, serverApiClient: publicApiClient });

export const generateMetadata = cachedMetadata(route.generateMetadata);
export default cachedPage(route.Page);
