// Types of postgres.mjs for the TypeScript tests that start a server of their own.

export function findPostgresBin(): string | null;
export function asPostgres(args: string[]): [string, string[]];
export function postgresBinDir(): string;

export interface PostgresServer {
  port: number;
  dir: string;
  dataDir: string;
  bin: string;
  /** postgres://…/postgres */
  url: string;
  createDatabase(name: string): Promise<string>;
  /** The postmaster's pid while it runs, else null. */
  pid(): number | null;
  /** pg_ctl stop keeping the data: 'fast' ends sessions with 57P01; 'immediate' drops them like a crash. */
  halt(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  start(): Promise<void>;
  /** Stops and starts it, cutting every connection, keeping its data. */
  restart(): Promise<void>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

export function startPostgres(options?: { listen?: string }): Promise<PostgresServer>;
