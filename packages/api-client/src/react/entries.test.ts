import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every bare module a source file reaches through relative imports. */
function reachableModules(entry: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(entry)) return found;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const [, spec] of text.matchAll(/from '([^']+)'/g)) {
    if (!spec) continue;
    if (!spec.startsWith('.')) {
      found.add(spec);
      continue;
    }
    const base = join(dirname(entry), spec);
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((candidate) => {
      try {
        readFileSync(candidate);
        return true;
      } catch {
        return false;
      }
    });
    if (file) reachableModules(file, seen, found);
  }
  return found;
}

describe('entry points', () => {
  it('the main entry never pulls in React', () => {
    const modules = [...reachableModules(join(src, 'index.ts'))];
    expect(modules.filter((m) => m.includes('react'))).toEqual([]);
  });

  it('./react stays usable in Server Components: no React context or hooks', () => {
    const modules = reachableModules(join(src, 'react/index.ts'));
    expect(modules.has('react')).toBe(false);
  });

  it("./react/client is a client module: it starts with 'use client'", () => {
    for (const file of ['react/client.ts', 'react/provider.tsx']) {
      expect(readFileSync(join(src, file), 'utf8').startsWith("'use client';")).toBe(true);
    }
  });
});
