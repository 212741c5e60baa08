// A review's own link (spec 2 §7 "GET comment/{id}/"): the reviews page with ?review={id}, whose
// server render loads that review and shows it first; the #review-{id} anchor scrolls to it.
import type { ApiClient, Comment, CommentsResponse } from '@ornament/api-client';

/** The id of a review card's element, the permalink's anchor. */
export const reviewAnchor = (id: number) => `review-${id}`;

export function reviewPermalink(article: string, id: number): string {
  return `/product/${encodeURIComponent(article)}/reviews/?review=${id}#${reviewAnchor(id)}`;
}

/** The largest id comment/{id}/ accepts (a 32-bit integer column). */
const maxReviewId = 2_147_483_647;

/** `?review=` as a review id: digits only, in range; anything else is no review at all. */
export function reviewIdOf(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= maxReviewId ? id : null;
}

/**
 * The linked review for the page's top: taken from the first page when it is there, else asked by id.
 * An unknown id, another product's review or a failed call means no linked review: the page renders
 * as without the parameter.
 */
export async function loadLinkedReview(client: ApiClient, article: string, id: number | null, firstPage: CommentsResponse | null): Promise<Comment | null> {
  if (id === null) return null;
  const onFirstPage = firstPage?.data.find((comment) => comment.id === id);
  if (onFirstPage) return onFirstPage;
  try {
    const response = await client.reviews.comment(id);
    if (response.type !== 'data') return null;
    return response.data.data.article === article ? response.data.data : null;
  } catch {
    return null;
  }
}

/** The list under a linked review: the pages without it, so it shows once (and its anchor is unique). */
export function listedAfter(linked: Comment | null, comments: readonly Comment[]): Comment[] {
  return linked ? comments.filter((comment) => comment.id !== linked.id) : [...comments];
}
