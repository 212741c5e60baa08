// Types of fakeYookassa.mjs (the API suite imports them through apps/api/test/fakes/fakeYookassa.ts).
export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  paid: boolean;
  refunded_amount: { value: string; currency: string };
  created_at: string;
}

export interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'succeeded';
  amount: { value: string; currency: string };
  idempotenceKey: string;
}

export interface NotificationBody {
  type: 'notification';
  event: string;
  object: FakePayment;
}

export interface FakeYookassaOptions {
  shopId: string;
  secretKey: string;
  /** Where notifications go: a URL, or a function (tests inject them into the app). */
  notify?: string | ((body: NotificationBody) => Promise<unknown>);
  /** With a URL: how many times a notification is sent until it gets a 2xx (YooKassa retries); 1 by default. */
  notifyAttempts?: number;
  /** Loopback address and port to listen on; 127.0.0.1 and a free port by default. */
  host?: string;
  port?: number;
  /** Keep the `calls` log (default); a long load run turns it off. */
  recordCalls?: boolean;
}

export interface FakeYookassa {
  /** The API root to give as YOOKASSA_API_URL (…/v3). */
  apiUrl: string;
  origin: string;
  payments: Map<string, FakePayment>;
  refunds: FakeRefund[];
  /** Every request the fake answered, as "METHOD /path". */
  calls: string[];
  /** While true every call answers 503, as an outage would. */
  down: boolean;
  /** Settles a payment as the shopper's payment page would, and sends its notification. */
  settle(id: string, status: 'succeeded' | 'canceled'): Promise<void>;
  /** Sends a notification naming any payment id, whatever its state. */
  notify(id: string, event: string): Promise<unknown>;
  close(): Promise<void>;
}

export function startFakeYookassa(options: FakeYookassaOptions): Promise<FakeYookassa>;
