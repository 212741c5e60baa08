import { pageRevalidation } from '@ornament/api-contract/http';
import { revalidateTag } from 'next/cache';
import { timingSafeEqual } from 'node:crypto';

const { tagPattern, maxTags } = pageRevalidation;

function authorized(header: string | null, secret: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function problem(status: number, code: string, detail: string, pointer?: string): Response {
  return Response.json({ errors: [{ status: String(status), code, detail, ...(pointer === undefined ? {} : { source: { pointer } }) }] }, { status });
}

/**
 * `app/internal/revalidate/route.ts`: POST `{ "tags": ["catalog", "product:123"] }` with
 * `Authorization: Bearer <REVALIDATE_SECRET>` expires every cached page and read carrying one of the
 * tags; the next request renders it again. Without a configured secret the route refuses everyone.
 */
export function revalidateRoute({ secret }: { secret: string | undefined }) {
  async function POST(request: Request): Promise<Response> {
    if (!secret || !authorized(request.headers.get('authorization'), secret)) return problem(401, 'unauthorized', 'A valid revalidation token is required');
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return problem(400, 'invalid_json', 'The body must be JSON', '');
    }
    const tags = typeof body === 'object' && body !== null ? (body as { tags?: unknown }).tags : undefined;
    if (!Array.isArray(tags) || tags.length === 0 || tags.length > maxTags || !tags.every((tag): tag is string => typeof tag === 'string' && tagPattern.test(tag))) {
      return problem(400, 'invalid_tags', `tags: 1 to ${maxTags} names of letters, digits and ':._-'`, '/tags');
    }
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return Response.json({ revalidated: tags });
  }
  return { POST };
}
