// What the operator commands share (product:update, msg:send, return:advance, return:transfer-paid):
// their arguments, the call to the running API's admin route with its bearer token, and how an answer
// or a refusal is printed. The commands go through the API, not the database, so each change is the
// API's own: its caches, page revalidation and live messages follow on every replica.
import { type Env, loadEnv } from './env';

export interface OperatorArgs<Flag extends string> {
  /** The words that are not flags, in order. */
  positional: string[];
  /** `--name value` pairs; `--api` is every command's. */
  flags: Partial<Record<Flag | 'api', string>>;
}

/** Reads `args`: words, and `--flag value` pairs among `flags` (and `--api`) in any order. */
export function parseOperatorArgs<Flag extends string>(args: readonly string[], flags: readonly Flag[], usage: string): OperatorArgs<Flag> {
  const known = new Set<string>([...flags, 'api']);
  const result: OperatorArgs<Flag> = { positional: [], flags: {} };
  for (let i = 0; i < args.length; i++) {
    const word = args[i]!;
    if (!word.startsWith('--')) {
      result.positional.push(word);
      continue;
    }
    const name = word.slice(2);
    const value = args[++i];
    if (!known.has(name) || value === undefined) throw new Error(`Unknown or empty flag ${word}\n${usage}`);
    result.flags[name as Flag | 'api'] = value;
  }
  return result;
}

export interface OperatorCall {
  /** The API's origin: `--api`, else the local server. */
  api: string;
  path: string;
  method: 'POST' | 'PATCH';
  token: string;
  body: unknown;
}

/** The admin route's answer, or an Error carrying its JSON:API errors' details. */
export async function operatorCall<Answer>({ api, path, method, token, body }: OperatorCall): Promise<Answer> {
  const response = await fetch(new URL(path, api), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as Answer | { errors: { detail: string }[] } | null;
  if (answer === null) throw new Error(`${api} answered ${response.status} without a JSON body`);
  if (typeof answer === 'object' && 'errors' in answer) throw new Error(answer.errors.map((error) => error.detail).join('; '));
  return answer;
}

/** The API a command talks to when `--api` is not given. */
export const localApi = (env: Env): string => `http://localhost:${env.API_PORT}`;

/** Runs a command: prints what it returns, or its error on stderr and exits 1. */
export async function runOperatorCommand(command: (env: Env) => Promise<string>): Promise<void> {
  try {
    console.info(await command(loadEnv()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
