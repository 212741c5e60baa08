import { sessionGatedFetch } from './sessionGate';
import { parseWithoutEval } from './zodWithoutEval';

/**
 * What the browser's client sets up when its first chunk of calls loads, before any call is sent:
 * zod without eval for the answers (./zodWithoutEval), and the session gate around the fetch
 * (./sessionGate). Neither is in a page's first load.
 */
export function browserFetch(send: typeof fetch, hasSession: () => boolean): typeof fetch {
  parseWithoutEval();
  return sessionGatedFetch(send, hasSession);
}
