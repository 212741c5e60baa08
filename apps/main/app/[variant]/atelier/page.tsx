import { cachedPage } from '@ornament/shell/page-cache';
import { atelierRoute } from '@ornament/content/atelier';

// The main brand's atelier (tenant links: atelier); ?article= fills the form's article.
const route = atelierRoute();

export const metadata = route.metadata;
export default cachedPage(route.Page);
