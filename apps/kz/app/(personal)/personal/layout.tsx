import { personalLayout } from '@ornament/account/routes/area';
import { serverApiClient } from '../../../src/api';
import { storefront } from '../../../src/tenant';

export default personalLayout({ storefront, serverApiClient });
