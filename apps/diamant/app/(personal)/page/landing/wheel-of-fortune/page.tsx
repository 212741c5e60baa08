import { wheelRoute } from '@ornament/content/wheel';
import { serverApiClient } from '../../../../../src/api';

// The prize is drawn by the API; the page only shows the wheel and animates to the server's answer.
const route = wheelRoute({ serverApiClient });

export const metadata = route.metadata;
export default route.Page;
