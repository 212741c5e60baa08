// The suite's YooKassa: the one stand-in the production-like stack also runs (tooling/stand-ins/yookassa.mjs).
export {
  type FakePayment,
  type FakeRefund,
  type FakeYookassa,
  type FakeYookassaOptions,
  type NotificationBody,
  startFakeYookassa,
} from '../../../../tooling/stand-ins/yookassa.mjs';
