// The returns operator's move: `pnpm --filter @ornament/api return:advance <return-number> <status>
// [--api http://localhost:4000]`. It goes through the running API's admin call (RETURNS_ADMIN_TOKEN,
// or the development token), so a refund's money reaches the acquirer from the API's own refund job.
import { type ReturnAdvanceResponse, returnAdminPaths } from '@ornament/api-contract';
import { returnStatuses } from '@ornament/domain';
import { localApi, operatorCall, parseOperatorArgs, runOperatorCommand } from '../../operatorCommand';
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

await runOperatorCommand(async (env) => {
  const { positional, flags } = parseOperatorArgs(process.argv.slice(2), [], usage);
  const [number, status, ...rest] = positional;
  const known = (returnStatuses as readonly string[]).includes(status ?? '');
  if (!number || !status || !known || rest.length > 0) throw new Error(usage);
  const answer = await operatorCall<ReturnAdvanceResponse>({
    api: flags.api ?? localApi(env),
    path: returnAdminPaths.returnAdvance(number),
    method: 'PATCH',
    token: env.RETURNS_ADMIN_TOKEN ?? developmentReturnsAdminToken,
    body: { status },
  });
  return describe(answer.data);
});
