// The returns operator's move: `pnpm --filter @ornament/api return:advance <return-number> <status>
// [--api http://localhost:4000]`. It goes through the running API's admin call (RETURNS_ADMIN_TOKEN,
// or the development token), so a refund's money reaches the acquirer from the API's own refund job.
import { type ReturnAdvanceResponse, returnAdminPaths } from '@ornament/api-contract';
import { returnStatuses } from '@ornament/domain';
import { loadEnv } from '../../env';
import { developmentReturnsAdminToken } from './adminRoutes';

const usage = `Usage: return:advance <return-number> <${returnStatuses.join('|')}> [--api http://localhost:4000]`;

function describe({ number, from, to, changed, refund }: ReturnAdvanceResponse['data']): string {
  if (!changed) return `Return ${number} is already ${to}: nothing done`;
  const lines = [`Return ${number}: ${from} → ${to}`];
  if (refund) {
    const money = { card: 'to the card through the acquirer', transfer: 'to be paid by transfer to the shopper’s account', points: 'none' }[refund.method];
    lines.push(`money ${refund.money} (${money})`, `bonuses ${refund.bonuses}, stars ${refund.stars}, gift card ${refund.giftCard} back`);
  }
  return lines.join('\n  ');
}

try {
  const args = process.argv.slice(2);
  const apiAt = args.indexOf('--api');
  const [number, status, ...rest] = args.filter((_, i) => apiAt === -1 || (i !== apiAt && i !== apiAt + 1));
  const known = (returnStatuses as readonly string[]).includes(status ?? '');
  if (!number || !status || !known || rest.length > 0 || (apiAt !== -1 && !args[apiAt + 1])) throw new Error(usage);
  const env = loadEnv();
  const api = apiAt === -1 ? `http://localhost:${env.API_PORT}` : args[apiAt + 1]!;
  const response = await fetch(new URL(returnAdminPaths.returnAdvance(number), api), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.RETURNS_ADMIN_TOKEN ?? developmentReturnsAdminToken}` },
    body: JSON.stringify({ status }),
  });
  const answer = (await response.json()) as ReturnAdvanceResponse | { errors: { detail: string }[] };
  if ('errors' in answer) throw new Error(answer.errors.map((error) => error.detail).join('; '));
  console.info(describe(answer.data));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
