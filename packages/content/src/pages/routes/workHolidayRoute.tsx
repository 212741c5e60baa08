import { workHolidayPageCode } from '@ornament/domain';
import { notFound } from 'next/navigation';
import { ContentPageError } from '../ContentPageView';
import { loadContentPage } from '../loadContentPage';
import { toWorkHoliday } from '../workHoliday';
import { WorkHolidayView } from '../WorkHolidayView';
import { contentPageMetadata } from './contentPageRoute';
import type { PagesRouteOptions } from './shared';

/** The work and holiday schedule page's route (spec 3 §2, §7: GET v3 content/page/work-holiday/?include=contents). */
export const workHolidayPath = '/work-holiday/';

export function workHolidayRoute(options: PagesRouteOptions) {
  return {
    generateMetadata: () => contentPageMetadata(options, workHolidayPageCode, workHolidayPath),
    Page: async function WorkHolidayRoute() {
      const loaded = await loadContentPage(await options.serverApiClient(), workHolidayPageCode);
      if (loaded.kind === 'missing') notFound();
      if (loaded.kind === 'failed') return <ContentPageError />;
      return <WorkHolidayView title={loaded.page.title} schedule={toWorkHoliday(loaded.page)} />;
    },
  };
}
