// The suite's SMS.ru: the one stand-in node scripts (the production-like stack, its load test) also run.
export { type FakeSmsRu, type FakeSmsRuBreak, type FakeSmsRuMessage, type FakeSmsRuOptions, startFakeSmsRu } from '../../../../tooling/stand-ins/smsru.mjs';
