// The returns operator's mark of a paid transfer: `pnpm --filter @ornament/api return:transfer-paid
// <return-number> <payment-order-number> [--api http://localhost:4000]`. It goes through the running
// API's admin call (RETURNS_ADMIN_TOKEN, or the development token), as return:advance does.
import { type ReturnTransferPaidBody, type ReturnTransferPaidResponse, returnAdminPaths } from '@ornament/api-contract';
import { loadEnv } from '../../env';
import { developmentReturnsAdminToken } from './adminRoutes';

const usage = 'Usage: return:transfer-paid <return-number> <payment-order-number> [--api http://localhost:4000]';

try {
  const args = process.argv.slice(2);
  const apiAt = args.indexOf('--api');
  const [number, reference, ...rest] = args.filter((_, i) => apiAt === -1 || (i !== apiAt && i !== apiAt + 1));
  if (!number || !reference || rest.length > 0 || (apiAt !== -1 && !args[apiAt + 1])) throw new Error(usage);
  const env = loadEnv();
  const api = apiAt === -1 ? `http://localhost:${env.API_PORT}` : args[apiAt + 1]!;
  const body: ReturnTransferPaidBody = { data: { attributes: { reference } } };
  const response = await fetch(new URL(returnAdminPaths.returnTransferPaid(number), api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.RETURNS_ADMIN_TOKEN ?? developmentReturnsAdminToken}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as ReturnTransferPaidResponse | { errors: { detail: string }[] };
  if ('errors' in answer) throw new Error(answer.errors.map((error) => error.detail).join('; '));
  const { id, attributes } = answer.data;
  console.info(`Return ${id}: transfer of ${attributes.money} ${attributes.currency} paid ${attributes['paid-at']} (payment order ${attributes.reference})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
