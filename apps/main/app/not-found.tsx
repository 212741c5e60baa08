import { rootNotFoundRoute } from '@ornament/shell';
import { publicApiClient } from '../src/api';
import { storefront } from '../src/tenant';

export default rootNotFoundRoute({ storefront, client: publicApiClient });
