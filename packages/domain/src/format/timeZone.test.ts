import { describe, expect, it } from 'vitest';
import { runtimeTimeZone } from './timeZone';

describe('runtimeTimeZone', () => {
  it("names the runtime's zone as the date formatter does", () => {
    expect(runtimeTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it('asks Temporal first where the runtime has it', () => {
    const scope = globalThis as { Temporal?: unknown };
    const had = 'Temporal' in scope;
    const before = scope.Temporal;
    scope.Temporal = { Now: { timeZoneId: () => 'Asia/Almaty' } };
    try {
      expect(runtimeTimeZone()).toBe('Asia/Almaty');
    } finally {
      if (had) scope.Temporal = before;
      else delete scope.Temporal;
    }
  });
});
