// Gift-card delivery (issue 8): once its payment is approved and its send time has come, the
// recipient gets one SMS with the card; a failed send is tried again later, never twice at once,
// and a declined payment sends nothing. The clock is injected; the job is also called directly, as a
// second API replica would run it.
import { type GiftCardCreateResponse, type SmsOutboxResponse, giftCardsPaths, paths } from '@ornament/api-contract';
import { formatGiftCardNumber, giftCardDeliveryRules } from '@ornament/domain';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardPurchases, smsOutbox } from '../../src/db/schema';
import { deliverDueGiftCards } from '../../src/services/giftCards/delivery';
import { localSmsDriver } from '../../src/services/sms/localDriver';
import { type SmsProvider, SmsDeliveryError } from '../../src/services/sms/provider';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, shopper, storefront } from '../checkout/fixture';

let t: TestApp;
let buyer: Shopper;
let clock = new Date();
const now = () => clock;

beforeAll(async () => {
  t = await buildTestApp({ products: 20, now });
  buyer = await shopper(t.app, t.db, 'shopper');
});
afterAll(async () => t?.close());

const moscowDay = (daysAhead: number) => new Date(clock.getTime() + 3 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);

function body(phone: string, sendLater?: { date: string; time: string }) {
  return {
    nominal: 5000,
    decor: 'birthday',
    recipient: { name: 'Мария', phone, email: 'maria@example.ru' },
    note: 'С днём рождения!\nОбнимаю.',
    sendLater: sendLater !== undefined,
    ...(sendLater ? { selectedDate: sendLater.date, selectedTime: sendLater.time } : {}),
  };
}

/** Buys a card, decides its sandbox payment, waits for the delivery that approval kicks off. */
async function buy(payload: ReturnType<typeof body>, decision: 'approve' | 'decline' = 'approve') {
  const created = await buyer.post(giftCardsPaths.giftCardCreate, payload);
  expect(created.statusCode).toBe(200);
  const { purchaseId, paymentUrl } = created.json<GiftCardCreateResponse>().data;
  expect((await buyer.postForm(new URL(paymentUrl, storefront).pathname, { decision })).statusCode).toBe(303);
  await t.app.giftCardDelivery.settled();
  return purchaseId;
}

async function purchase(paymentId: string) {
  const [row] = await t.db.select().from(giftCardPurchases).where(eq(giftCardPurchases.paymentId, paymentId));
  return row!;
}

async function outbox(phone: string) {
  return t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(asc(smsOutbox.id));
}

const job = (sms: SmsProvider = localSmsDriver(t.db, { enabled: true })) => deliverDueGiftCards({ db: t.db, sms, now });

describe('gift card delivery', () => {
  it('sends a card due at once to its recipient right after the payment, once', async () => {
    const id = await buy(body('+7 916 200-00-01'));
    const row = await purchase(id);
    expect(row).toMatchObject({ deliveryAttempts: 1, deliveryError: null, deliveryDueAt: null });
    expect(row.deliveredAt).not.toBeNull();
    const sent = await outbox('79162000001');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.channel).toBe('sms');
    expect(sent[0]!.body).toContain(`Номер карты: ${formatGiftCardNumber(row.cardNumber)}.`);
    expect(sent[0]!.body).toMatch(/^Мария, вам подарок — подарочная карта «Орнамент» на 5\u202F000\u00A0₽\. .* Пожелание: «С днём рождения! Обнимаю\.»$/);

    // What dev and the browser journeys read.
    const listed = await t.app.inject({ method: 'GET', url: `${paths.devSmsOutbox}?phone=79162000001` });
    expect(listed.json<SmsOutboxResponse>().data.map((message) => message.body)).toEqual([sent[0]!.body]);

    expect(await job()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox('79162000001')).toHaveLength(1);
  });

  it('sends a send-later card at its send time, not before', async () => {
    const date = moscowDay(3);
    const id = await buy(body('+7 916 200-00-02', { date, time: '10:00' }));
    const sendAt = new Date(`${date}T10:00:00+03:00`);
    expect((await purchase(id)).deliveryDueAt?.toISOString()).toBe(sendAt.toISOString());
    expect(await outbox('79162000002')).toHaveLength(0);

    clock = new Date(sendAt.getTime() - 1000);
    expect(await job()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox('79162000002')).toHaveLength(0);

    clock = sendAt;
    expect(await job()).toEqual({ sent: 1, failed: 0 });
    expect(await outbox('79162000002')).toHaveLength(1);
    expect((await purchase(id)).deliveredAt?.toISOString()).toBe(sendAt.toISOString());
  });

  it('two runs at the same time send a card once', async () => {
    const date = moscowDay(1);
    await buy(body('+7 916 200-00-03', { date, time: '09:00' }));
    clock = new Date(`${date}T09:00:01+03:00`);
    const reports = await Promise.all([job(), job()]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(1);
    expect(await outbox('79162000003')).toHaveLength(1);
  });

  it('a refused send keeps its error and is tried again later with a growing wait, then given up', async () => {
    const id = await buy(body('+7 999 000-99-00'));
    let row = await purchase(id);
    expect(row).toMatchObject({ deliveryAttempts: 1, deliveredAt: null });
    expect(row.deliveryError).toBe('SmsDeliveryError: reserved number: delivery refused');
    expect(row.deliveryDueAt!.getTime() - clock.getTime()).toBe(60_000);

    expect(await job()).toEqual({ sent: 0, failed: 0 });
    expect((await purchase(id)).deliveryAttempts).toBe(1);

    const waits: number[] = [];
    for (let attempt = 2; attempt <= giftCardDeliveryRules.maxAttempts; attempt++) {
      clock = (await purchase(id)).deliveryDueAt!;
      expect(await job()).toEqual({ sent: 0, failed: 1 });
      row = await purchase(id);
      if (row.deliveryDueAt) waits.push(row.deliveryDueAt.getTime() - clock.getTime());
    }
    expect(waits).toEqual([120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    expect(row).toMatchObject({ deliveryAttempts: giftCardDeliveryRules.maxAttempts, deliveryDueAt: null, deliveredAt: null });
    expect(row.deliveryError).toContain('delivery refused');

    clock = new Date(clock.getTime() + 86_400_000);
    expect(await job()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox('79990009900')).toHaveLength(0);
  });

  it('a provider that fails once delivers on the next try and clears the error', async () => {
    const date = moscowDay(1);
    const id = await buy(body('+7 916 200-00-04', { date, time: '12:00' }));
    clock = new Date(`${date}T12:00:00+03:00`);
    const down: SmsProvider = {
      send: async () => {
        throw new SmsDeliveryError('provider outage');
      },
    };
    expect(await job(down)).toEqual({ sent: 0, failed: 1 });
    expect((await purchase(id)).deliveryError).toBe('SmsDeliveryError: provider outage');
    clock = new Date(clock.getTime() + 60_000);
    expect(await job()).toEqual({ sent: 1, failed: 0 });
    expect(await purchase(id)).toMatchObject({ deliveryAttempts: 2, deliveryError: null, deliveryDueAt: null });
    expect(await outbox('79162000004')).toHaveLength(1);
  });

  it('a declined payment never sends the card', async () => {
    const id = await buy(body('+7 916 200-00-05'), 'decline');
    expect(await purchase(id)).toMatchObject({ deliveryDueAt: null, deliveredAt: null, deliveryAttempts: 0 });
    clock = new Date(clock.getTime() + 86_400_000);
    expect(await job()).toEqual({ sent: 0, failed: 0 });
    expect(await outbox('79162000005')).toHaveLength(0);
  });
});
