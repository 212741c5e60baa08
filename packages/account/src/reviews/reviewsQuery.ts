// The reviews page's address: ?page= pages the awaiting list, ?last_year=1 keeps the last year,
// ?sent_page= pages the sent reviews. Anything unreadable falls back to the first page.
export interface ReviewsQuery {
  page: number;
  lastYearOnly: boolean;
  sentPage: number;
}

type SearchParams = Record<string, string | string[] | undefined>;

function pageOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  const number = Number(text);
  return Number.isInteger(number) && number >= 1 && number <= 10_000 ? number : 1;
}

export function readReviewsQuery(params: SearchParams): ReviewsQuery {
  const lastYear = Array.isArray(params.last_year) ? params.last_year[0] : params.last_year;
  return { page: pageOf(params.page), lastYearOnly: lastYear === '1', sentPage: pageOf(params.sent_page) };
}

export function reviewsHref(query: ReviewsQuery): string {
  const search = new URLSearchParams();
  if (query.page > 1) search.set('page', String(query.page));
  if (query.lastYearOnly) search.set('last_year', '1');
  if (query.sentPage > 1) search.set('sent_page', String(query.sentPage));
  const text = search.toString();
  return text ? `/personal/reviews/?${text}` : '/personal/reviews/';
}
