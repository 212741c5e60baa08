import type { ContentArea, ContentPage } from '@ornament/api-contract';
import { workHolidayParts } from '@ornament/domain';

/** Spec 3 §3 "Work and holiday page": banner, support (date, time), delivery (city, comments), partner_points (name, link, icon). */
export interface WorkHoliday {
  banner: ContentArea | null;
  support: { date: string; time: string }[];
  delivery: { city: string; comments: string }[];
  partner_points: { name: string; link: string | null; icon: string | null }[];
  /** The partner points' own note (their areas' HTML, sanitised by the API). */
  partnerNote: string;
}

const sorted = (area: ContentArea | undefined) => [...(area?.items ?? [])].sort((a, b) => a.sort - b.sort);

export function toWorkHoliday(page: ContentPage): WorkHoliday {
  const areas = page.contents ?? [];
  const part = (suffix: string) => areas.find((area) => area.code.endsWith(suffix));
  const partners = part(workHolidayParts.partnerPoints);
  return {
    banner: part(workHolidayParts.banner) ?? null,
    support: sorted(part(workHolidayParts.support)).map((item) => ({ date: item.title, time: item.text ?? '' })),
    delivery: sorted(part(workHolidayParts.delivery)).map((item) => ({ city: item.title, comments: item.text ?? '' })),
    partner_points: sorted(partners).map((item) => ({ name: item.title, link: item.link, icon: item.image })),
    partnerNote: partners?.html ?? '',
  };
}
