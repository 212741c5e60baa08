import { workHolidayPageCode } from '@ornament/domain';
import { notFound } from 'next/navigation';
import { ContentPageError } from '../ContentPageView';
import { withStorefrontPhone } from '../feedbackChannels';
import { loadArea } from '../loadAreas';
import { loadContentPage } from '../loadContentPage';
import { toWorkHoliday } from '../workHoliday';
import { WorkHolidayView } from '../WorkHolidayView';
import { contentPageMetadata } from './contentPageRoute';
import type { PagesRouteOptions } from './shared';

/** The work and holiday schedule page's route (spec 3 §2, §7: GET v3 content/page/work-holiday/?include=contents). */
export const workHolidayPath = '/work-holiday/';

/**
 * The ways to reach the shop (spec 2 §7 area feedback-channels: phone, messengers, mail), under the
 * support hours: the one page the footer offers about the support service.
 */
export const feedbackChannelsArea = 'feedback-channels';

export function workHolidayRoute(options: PagesRouteOptions) {
  return {
    generateMetadata: () => contentPageMetadata(options, workHolidayPageCode, workHolidayPath),
    Page: async function WorkHolidayRoute() {
      const client = await options.serverApiClient();
      const [loaded, contacts] = await Promise.all([loadContentPage(client, workHolidayPageCode), loadArea(client, feedbackChannelsArea)]);
      if (loaded.kind === 'missing') notFound();
      if (loaded.kind === 'failed') return <ContentPageError />;
      const ownContacts = contacts && withStorefrontPhone(contacts, options.storefront.tenant.phone);
      return <WorkHolidayView title={loaded.page.title} schedule={toWorkHoliday(loaded.page)} contacts={ownContacts} />;
    },
  };
}
