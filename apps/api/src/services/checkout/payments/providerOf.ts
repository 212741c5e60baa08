// Which acquirer this process uses (PAYMENT_PROVIDER): YooKassa when named; the sandbox when named or,
// unnamed, everywhere but live production; otherwise none, and online payment is refused (422).
// startupProblems (src/profile.ts) has already refused a sandbox in live production and an
// incomplete YooKassa setting.
import type { Env } from '../../../env';
import { allowsDemoShortcuts } from '../../../profile';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { yookassaProvider } from './yookassa';

export function paymentProviderOf(env: Env): PaymentProvider | null {
  if (env.PAYMENT_PROVIDER === 'yookassa' && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    return yookassaProvider({ apiUrl: env.YOOKASSA_API_URL, shopId: env.YOOKASSA_SHOP_ID, secretKey: env.YOOKASSA_SECRET_KEY });
  }
  if (env.PAYMENT_PROVIDER !== 'yookassa' && allowsDemoShortcuts(env)) return sandboxProvider;
  return null;
}
