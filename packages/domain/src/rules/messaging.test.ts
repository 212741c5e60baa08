import { describe, expect, it } from 'vitest';
import { limits } from './limits';
import { liveTokenLimits, messageRetention, messageRetentionCutoffs } from './messaging';

describe('message retention', () => {
  it('keeps unread messages longer than read ones', () => {
    expect(messageRetention.anyMs).toBeGreaterThan(messageRetention.readMs);
  });

  it('gives the cutoffs before a moment', () => {
    const cutoffs = messageRetentionCutoffs(new Date('2026-06-15T09:00:00Z'));
    expect(cutoffs.read.toISOString()).toBe('2025-12-17T09:00:00.000Z');
    expect(cutoffs.any.toISOString()).toBe('2025-06-15T09:00:00.000Z');
  });
});

describe('live token limits', () => {
  it('leave room for every reconnect of a minute, in several tabs', () => {
    const reconnectsPerWindow = Math.min(limits.wsReconnectAttempts, liveTokenLimits.windowMs / limits.wsReconnectDelayMs);
    expect(liveTokenLimits.perUser).toBeGreaterThanOrEqual(3 * (reconnectsPerWindow + 1));
    expect(liveTokenLimits.perIp).toBeGreaterThan(liveTokenLimits.perUser);
  });
});
