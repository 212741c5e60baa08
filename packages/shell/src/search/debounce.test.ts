import { limits } from '@ornament/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce';

describe('createDebouncer (spec 1 §5: autocomplete 1000 ms after typing stops)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers only the last value, 1000 ms after the last keystroke', () => {
    const delivered: string[] = [];
    const debouncer = createDebouncer<string>(limits.searchDebounceMs, (value) => delivered.push(value));
    debouncer.push('к');
    vi.advanceTimersByTime(600);
    debouncer.push('ко');
    vi.advanceTimersByTime(600);
    debouncer.push('кол');
    vi.advanceTimersByTime(999);
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual(['кол']);
  });

  it('delivers nothing once cancelled', () => {
    const deliver = vi.fn();
    const debouncer = createDebouncer(limits.searchDebounceMs, deliver);
    debouncer.push('кольцо');
    debouncer.cancel();
    vi.advanceTimersByTime(5000);
    expect(deliver).not.toHaveBeenCalled();
  });
});
