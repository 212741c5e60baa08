import { NotFoundPage } from '@ornament/shell/not-found';
import { storefront } from '../src/tenant';

export default function NotFound() {
  return <NotFoundPage catalogHref={storefront.catalogHref} />;
}
