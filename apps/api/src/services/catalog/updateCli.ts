// The operator's product change: `pnpm --filter @ornament/api product:update <article> [--price N]
// [--old-price N|none] [--stock N] [--currency RUB|KZT|BYN] [--api http://localhost:4000]`. It goes
// through the running API's admin call (CATALOG_ADMIN_TOKEN, or the development token), so the change
// is the API's own: its catalogue caches drop at once on every replica (migration 0022's NOTIFY).
import { type ProductUpdateBody, type ProductUpdateResponse, catalogAdminPaths } from '@ornament/api-contract';
import { localApi, operatorCall, parseOperatorArgs, runOperatorCommand } from '../../operatorCommand';
import { developmentCatalogAdminToken } from './adminRoutes';

const usage = 'Usage: product:update <article> [--price N] [--old-price N|none] [--stock N] [--currency RUB|KZT|BYN] [--api http://localhost:4000]';

function whole(name: string, value: string): number {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} takes a whole number, not ${value}`);
  return Number(value);
}

await runOperatorCommand(async (env) => {
  const { positional, flags } = parseOperatorArgs(process.argv.slice(2), ['price', 'old-price', 'stock', 'currency'], usage);
  const [article, ...rest] = positional;
  if (!article || rest.length > 0) throw new Error(usage);
  const body: ProductUpdateBody = {
    ...(flags.currency ? { currency: flags.currency as NonNullable<ProductUpdateBody['currency']> } : {}),
    ...(flags.price !== undefined ? { price: whole('price', flags.price) } : {}),
    ...(flags['old-price'] !== undefined ? { oldPrice: flags['old-price'] === 'none' ? null : whole('old-price', flags['old-price']) } : {}),
    ...(flags.stock !== undefined ? { stock: whole('stock', flags.stock) } : {}),
  };
  const { data } = await operatorCall<ProductUpdateResponse>({
    api: flags.api ?? localApi(env),
    path: catalogAdminPaths.productUpdate(article),
    method: 'PATCH',
    token: env.CATALOG_ADMIN_TOKEN ?? developmentCatalogAdminToken,
    body,
  });
  return `${data.article}: ${data.price ?? '—'} ${data.currency}${data.oldPrice ? ` (was ${data.oldPrice})` : ''}, ${data.stock} in stock`;
});
