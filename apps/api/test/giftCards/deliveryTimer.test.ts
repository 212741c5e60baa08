// The API process sends send-later gift cards on its own timer (GIFT_CARD_DELIVERY_INTERVAL_SECONDS),
// started when the app is ready and stopped when it closes.
import { type GiftCardCreateResponse, giftCardsPaths } from '@ornament/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema';
import { type TestApp, buildTestApp } from '../helpers/build';
import { shopper, storefront } from '../checkout/fixture';

let t: TestApp;
let clock = new Date();

beforeAll(async () => {
  t = await buildTestApp({ products: 20, now: () => clock, env: { GIFT_CARD_DELIVERY_INTERVAL_SECONDS: '1' } });
});
afterAll(async () => t?.close());

async function outboxCount(phone: string): Promise<number> {
  return (await t.db.select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.phone, phone))).length;
}

it('sends a send-later card once its time has come, without being asked', async () => {
  const buyer = await shopper(t.app, t.db, 'shopper');
  const date = new Date(clock.getTime() + 3 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
  const created = await buyer.post(giftCardsPaths.giftCardCreate, {
    nominal: 3000,
    decor: 'classic',
    recipient: { name: 'Ирина', phone: '+7 916 300-00-01', email: 'irina@example.ru' },
    sendLater: true,
    selectedDate: date,
    selectedTime: '08:00',
  });
  expect(created.statusCode).toBe(200);
  const { paymentUrl } = created.json<GiftCardCreateResponse>().data;
  expect((await buyer.postForm(new URL(paymentUrl, storefront).pathname, { decision: 'approve' })).statusCode).toBe(303);
  await t.app.giftCardDelivery.settled();
  expect(await outboxCount('79163000001')).toBe(0);

  clock = new Date(`${date}T08:00:00+03:00`);
  const deadline = Date.now() + 10_000;
  while ((await outboxCount('79163000001')) === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await outboxCount('79163000001')).toBe(1);
});
