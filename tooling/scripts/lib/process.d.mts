// Types of process.mjs for the TypeScript files that reuse its helpers.
import type { ChildProcess, SpawnOptions, SpawnSyncOptions } from 'node:child_process';

export const repoRoot: string;
export function run(command: string, args: readonly string[], options?: SpawnOptions): Promise<number>;
export function runLabelled(label: string, command: string, args: readonly string[], options?: SpawnOptions): Promise<number>;
export function capture(command: string, args: readonly string[], options?: SpawnSyncOptions): string | null;
export function startService(name: string, command: string, args: readonly string[], options?: SpawnOptions & { quiet?: boolean }): { name: string; child: ChildProcess; stop(): void };
/** Polls a URL until it answers 2xx; false when the deadline passes first. */
export function waitForUrl(url: string, timeoutMs?: number): Promise<boolean>;
/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number>;
export function isRoot(): boolean;
