// The operator's status move: `pnpm --filter @ornament/api order:advance <order-number> <status>
// [--api <url>]`. Directly on the database (DATABASE_URL, or the PGlite data dir while no server
// holds it), or through a running development API's dev/order-advance/ call with --api.
import { type OrderAdvanceResponse, paths } from '@ornament/api-contract';
import { openDatabase } from '../../db';
import { loadEnv } from '../../env';
import { type StatusChange, advanceOrder, isStoredStatusCode, storedStatusCodes } from './orderStatus';

function describe(change: StatusChange): string {
  const { refunded } = change;
  return [
    `Order ${change.number}: ${change.from} → ${change.to}`,
    `units back in stock: ${change.released}`,
    `refunded: bonuses ${refunded.bonus}, stars ${refunded.stars}, gift card ${refunded.giftCard}, money to the acquirer ${refunded.money}`,
    `bonuses accrued: ${change.accrued}`,
  ].join('\n  ');
}

async function throughApi(api: string, number: string, status: string): Promise<StatusChange> {
  const response = await fetch(new URL(paths.devOrderAdvance, api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, status }),
  });
  const body = (await response.json()) as OrderAdvanceResponse | { errors: { detail: string }[] };
  if ('errors' in body) throw new Error(body.errors.map((error) => error.detail).join('; '));
  return body.data;
}

async function direct(number: string, status: (typeof storedStatusCodes)[number]): Promise<StatusChange> {
  const database = await openDatabase(loadEnv());
  try {
    const result = await advanceOrder(database.db, number, status);
    if (!result.ok) throw new Error(result.reason === 'not_found' ? `No order ${number}` : `Order ${number} is final and cannot change`);
    return result.change;
  } finally {
    await database.close();
  }
}

const args = process.argv.slice(2);
const apiAt = args.indexOf('--api');
const api = apiAt === -1 ? undefined : args[apiAt + 1];
const [number, status] = args.filter((_, i) => apiAt === -1 || (i !== apiAt && i !== apiAt + 1));
if (!number || !status || !isStoredStatusCode(status) || (apiAt !== -1 && !api)) {
  console.error(`Usage: order:advance <order-number> <${storedStatusCodes.join('|')}> [--api http://127.0.0.1:4000]`);
  process.exit(2);
}
try {
  console.info(describe(api ? await throughApi(api, number, status) : await direct(number, status)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
