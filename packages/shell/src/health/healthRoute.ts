import { connection } from 'next/server';
import { release } from '../env';

/**
 * `app/internal/health/route.ts`: GET answers while the process serves, with the release it was built
 * as (`main@1.0.0`, issue 20). The container's healthcheck and a deploy's smoke check read it; it is
 * never cached and touches no API, so a slow API does not take the storefront out of rotation.
 */
export function healthRoute() {
  async function GET(): Promise<Response> {
    await connection();
    return Response.json({ status: 'ok', release: release ?? 'unknown' }, { headers: { 'cache-control': 'no-store' } });
  }
  return { GET };
}
