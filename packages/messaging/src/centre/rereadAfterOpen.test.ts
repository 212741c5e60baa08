import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { rereadAfterOpen } from './rereadAfterOpen';

const queryKey = ['messaging', 'list'];
const unsubscribes: (() => void)[] = [];

afterEach(() => {
  for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
});

/** A list on screen whose reads answer only when the test says so. */
function listOnScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const resolvers: ((value: string) => void)[] = [];
  /** The n-th read so far, answered with `value`. */
  const answer = (n: number, value: string) => {
    const resolve = resolvers[n];
    if (!resolve) throw new Error(`read ${n} was never asked`);
    resolve(value);
  };
  const observer = new QueryObserver<string>(queryClient, {
    queryKey,
    queryFn: ({ signal }) =>
      new Promise<string>((resolve, reject) => {
        resolvers.push(resolve);
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
  });
  unsubscribes.push(observer.subscribe(() => undefined));
  return { queryClient, reads: resolvers, answer };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Reads the list again as a socket's open does; the new read (the second asked) answers `value`. */
async function rereadAnswering(list: ReturnType<typeof listOnScreen>, value: string): Promise<void> {
  const reread = rereadAfterOpen(list.queryClient, queryKey);
  await settle();
  expect(list.reads).toHaveLength(2);
  list.answer(1, value);
  await reread;
}

describe('rereadAfterOpen', () => {
  it('starts a new read when the first one is still under way, and the list shows what the new one answers', async () => {
    const list = listOnScreen();
    expect(list.reads).toHaveLength(1);
    await rereadAnswering(list, 'after the socket opened');
    expect(list.queryClient.getQueryData(queryKey)).toBe('after the socket opened');
  });

  it('reads again when the list was already read', async () => {
    const list = listOnScreen();
    list.answer(0, 'first');
    await settle();
    await rereadAnswering(list, 'second');
    expect(list.queryClient.getQueryData(queryKey)).toBe('second');
  });

  it('is needed: invalidating alone joins the first read under way and asks nothing new', async () => {
    const { queryClient, reads } = listOnScreen();
    void queryClient.invalidateQueries({ queryKey });
    await settle();
    expect(reads).toHaveLength(1);
  });
});
