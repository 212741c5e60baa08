import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { describeCpuUse, startCpuUse } from './cpuUse.mjs';

describe("the stack's CPU by part (cpuUse.mjs)", () => {
  test('says the busy cores of each slice and, at the busiest, who used them', () => {
    const line = describeCpuUse([
      { fromSeconds: 0, cores: { storefronts: 0.5, api: 0.3, 'load generator': 0.1 } },
      { fromSeconds: 20, cores: { storefronts: 0.9, api: 0.6, postgresql: 0.4, 'load generator': 0.1 } },
    ]);
    expect(line).toBe('cores busy by 20 s: 0 s 0.90, 20 s 2.00; at the busiest (20 s): storefronts 0.90, api 0.60, postgresql 0.40, load generator 0.10');
    expect(describeCpuUse([])).toBeNull();
  });

  test("reads a busy replica's CPU from /proc", async () => {
    const busy = spawn(process.execPath, ['-e', 'const end = Date.now() + 1500; while (Date.now() < end);']);
    const stack = { replicas: [{ kind: 'api', pid: busy.pid }], db: { pid: () => null }, haproxy: null, redis: null };
    const sampler = startCpuUse(stack, { everyMs: 500, sliceMs: 10_000 });
    await new Promise((resolve) => busy.on('exit', resolve));
    const [slice] = await sampler.stop();
    expect(slice.cores.api).toBeGreaterThan(0.1);
    expect(slice.cores).toHaveProperty('load generator');
  });
});
