// The operator's message to one shopper: `pnpm --filter @ornament/api msg:send --phone 79990000001
// --title "…" [--description "…"] [--link /personal/orders/] [--url https://…] [--subject service]
// [--api http://localhost:4000]`. It goes through the API's admin call (MESSAGING_ADMIN_TOKEN, or the
// development token), so it works while the server holds the embedded database and, on PostgreSQL,
// reaches every replica's sockets through NOTIFY.
import { type MessageSendBody, type MessageSendResponse, messagingPaths } from '@ornament/api-contract';
import { localApi, operatorCall, parseOperatorArgs, runOperatorCommand } from '../../operatorCommand';
import { developmentMessagingAdminToken } from './routes';

const usage = 'Usage: msg:send (--phone 79990000001 | --user <uuid>) --title "…" [--description "…"] [--link /path/] [--url https://…] [--subject service] [--api http://localhost:4000]';

await runOperatorCommand(async (env) => {
  const { positional, flags } = parseOperatorArgs(process.argv.slice(2), ['phone', 'user', 'title', 'description', 'link', 'url', 'subject'], usage);
  if ((!flags.phone && !flags.user) || !flags.title || positional.length > 0) throw new Error(usage);
  const body: MessageSendBody = {
    ...(flags.phone ? { phone: flags.phone.replace(/\D/g, '') } : {}),
    ...(flags.user ? { userId: flags.user } : {}),
    title: flags.title,
    ...(flags.description ? { description: flags.description } : {}),
    ...(flags.link ? { link: flags.link } : {}),
    ...(flags.url ? { url: flags.url } : {}),
    ...(flags.subject ? { subject: flags.subject } : {}),
  };
  const { data } = await operatorCall<MessageSendResponse>({
    api: flags.api ?? localApi(env),
    path: messagingPaths.messageSend,
    method: 'POST',
    token: env.MESSAGING_ADMIN_TOKEN ?? developmentMessagingAdminToken,
    body,
  });
  return `Message ${data.id} sent to ${data.userId}: ${data.view_props.title}`;
});
