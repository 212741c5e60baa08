import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt';

describe('checkout attempt keys', () => {
  it('reuses the key until an answer arrives', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.current()).toBe('key-1');
    expect(keys.current()).toBe('key-1');
    keys.answered();
    expect(keys.current()).toBe('key-2');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().current()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
