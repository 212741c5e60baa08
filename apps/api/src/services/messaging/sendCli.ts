// The operator's message to one shopper: `pnpm --filter @ornament/api msg:send --phone 79990000001
// --title "…" [--description "…"] [--link /personal/orders/] [--url https://…] [--subject service]
// [--api http://127.0.0.1:4000]`. It goes through the API's admin call (MESSAGING_ADMIN_TOKEN, or the
// development token), so it works while the server holds the embedded database and, on PostgreSQL,
// reaches every replica's sockets through NOTIFY.
import { type MessageSendBody, type MessageSendResponse, messagingPaths } from '@ornament/api-contract';
import { loadEnv } from '../../env';
import { developmentMessagingAdminToken } from './routes';

const flags = ['phone', 'user', 'title', 'description', 'link', 'url', 'subject', 'api'] as const;
type Flag = (typeof flags)[number];

function parse(args: string[]): Partial<Record<Flag, string>> {
  const values: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]?.replace(/^--/, '') as Flag;
    const value = args[i + 1];
    if (!flags.includes(name) || value === undefined) throw new Error(`Unknown or empty flag ${args[i] ?? ''}`);
    values[name] = value;
  }
  return values;
}

const usage = 'Usage: msg:send (--phone 79990000001 | --user <uuid>) --title "…" [--description "…"] [--link /path/] [--url https://…] [--subject service] [--api http://127.0.0.1:4000]';

try {
  const values = parse(process.argv.slice(2));
  if ((!values.phone && !values.user) || !values.title) throw new Error(usage);
  const env = loadEnv();
  const api = values.api ?? `http://${env.API_HOST}:${env.API_PORT}`;
  const body: MessageSendBody = {
    ...(values.phone ? { phone: values.phone.replace(/\D/g, '') } : {}),
    ...(values.user ? { userId: values.user } : {}),
    title: values.title,
    ...(values.description ? { description: values.description } : {}),
    ...(values.link ? { link: values.link } : {}),
    ...(values.url ? { url: values.url } : {}),
    ...(values.subject ? { subject: values.subject } : {}),
  };
  const response = await fetch(new URL(messagingPaths.messageSend, api), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.MESSAGING_ADMIN_TOKEN ?? developmentMessagingAdminToken}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as MessageSendResponse | { errors: { detail: string }[] };
  if ('errors' in answer) throw new Error(answer.errors.map((error) => error.detail).join('; '));
  console.info(`Message ${answer.data.id} sent to ${answer.data.userId}: ${answer.data.view_props.title}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
