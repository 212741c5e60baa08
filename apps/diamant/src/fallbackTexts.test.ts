import { fallbackPageMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { fallbackTexts } from './fallbackTexts';

describe('fallbackTexts', () => {
  it('are the domain’s spec texts', () => {
    expect(fallbackTexts).toEqual(fallbackPageMessages);
  });
});
