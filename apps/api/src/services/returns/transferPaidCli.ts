// The returns operator's mark of a paid transfer: `pnpm --filter @ornament/api return:transfer-paid
// <return-number> <payment-order-number> [--api http://localhost:4000]`. It goes through the running
// API's admin call (RETURNS_ADMIN_TOKEN, or the development token), as return:advance does.
import { type ReturnTransferPaidBody, type ReturnTransferPaidResponse, returnAdminPaths } from '@ornament/api-contract';
import { localApi, operatorCall, parseOperatorArgs, runOperatorCommand } from '../../operatorCommand';
import { developmentReturnsAdminToken } from './adminRoutes';

const usage = 'Usage: return:transfer-paid <return-number> <payment-order-number> [--api http://localhost:4000]';

await runOperatorCommand(async (env) => {
  const { positional, flags } = parseOperatorArgs(process.argv.slice(2), [], usage);
  const [number, reference, ...rest] = positional;
  if (!number || !reference || rest.length > 0) throw new Error(usage);
  const body: ReturnTransferPaidBody = { data: { attributes: { reference } } };
  const { data } = await operatorCall<ReturnTransferPaidResponse>({
    api: flags.api ?? localApi(env),
    path: returnAdminPaths.returnTransferPaid(number),
    method: 'POST',
    token: env.RETURNS_ADMIN_TOKEN ?? developmentReturnsAdminToken,
    body,
  });
  const { attributes } = data;
  return `Return ${data.id}: transfer of ${attributes.money} ${attributes.currency} paid ${attributes['paid-at']} (payment order ${attributes.reference})`;
});
