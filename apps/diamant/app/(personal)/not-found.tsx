import { notFoundRoute } from '@ornament/shell';
import { storefront } from '../../src/tenant';

export default notFoundRoute({ storefront });
