// The operator's product change: `pnpm --filter @ornament/api product:update <article> [--price N]
// [--old-price N|none] [--stock N] [--currency RUB|KZT|BYN] [--api http://localhost:4000]`. It goes
// through the running API's admin call (CATALOG_ADMIN_TOKEN, or the development token), so the change
// is the API's own: its catalogue caches drop at once on every replica (migration 0022's NOTIFY).
import { type ProductUpdateBody, type ProductUpdateResponse, catalogAdminPaths } from '@ornament/api-contract';
import { loadEnv } from '../../env';
import { developmentCatalogAdminToken } from './adminRoutes';

const usage = 'Usage: product:update <article> [--price N] [--old-price N|none] [--stock N] [--currency RUB|KZT|BYN] [--api http://localhost:4000]';
const flags = ['price', 'old-price', 'stock', 'currency', 'api'] as const;
type Flag = (typeof flags)[number];

function parse(args: string[]): { article: string; values: Partial<Record<Flag, string>> } {
  const [article, ...rest] = args;
  if (!article || article.startsWith('--')) throw new Error(usage);
  const values: Partial<Record<Flag, string>> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i]?.replace(/^--/, '') as Flag;
    const value = rest[i + 1];
    if (!flags.includes(name) || value === undefined) throw new Error(`Unknown or empty flag ${rest[i] ?? ''}\n${usage}`);
    values[name] = value;
  }
  return { article, values };
}

function whole(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not ${value}`);
  return Number(value);
}

try {
  const { article, values } = parse(process.argv.slice(2));
  const env = loadEnv();
  const body: ProductUpdateBody = {
    ...(values.currency ? { currency: values.currency as NonNullable<ProductUpdateBody['currency']> } : {}),
    ...(values.price !== undefined ? { price: whole('price', values.price) } : {}),
    ...(values['old-price'] !== undefined ? { oldPrice: values['old-price'] === 'none' ? null : whole('old-price', values['old-price']) } : {}),
    ...(values.stock !== undefined ? { stock: whole('stock', values.stock) } : {}),
  };
  const api = values.api ?? `http://localhost:${env.API_PORT}`;
  const response = await fetch(new URL(catalogAdminPaths.productUpdate(article), api), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${env.CATALOG_ADMIN_TOKEN ?? developmentCatalogAdminToken}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as ProductUpdateResponse | { errors: { detail: string }[] };
  if ('errors' in answer) throw new Error(answer.errors.map((error) => error.detail).join('; '));
  const { data } = answer;
  console.info(`${data.article}: ${data.price ?? '—'} ${data.currency}${data.oldPrice ? ` (was ${data.oldPrice})` : ''}, ${data.stock} in stock`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
