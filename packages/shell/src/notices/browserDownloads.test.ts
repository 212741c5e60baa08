import { describe, expect, it } from 'vitest';
import { browserDownloads } from './browserDownloads';

describe('browserDownloads (spec 1 §4)', () => {
  it('offers six browsers over https', () => {
    expect(browserDownloads).toHaveLength(6);
    expect(new Set(browserDownloads.map((b) => b.name)).size).toBe(6);
    for (const browser of browserDownloads) expect(browser.href).toMatch(/^https:\/\//);
  });
});
