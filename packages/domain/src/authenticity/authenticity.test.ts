import { describe, expect, it } from 'vitest';
import { barcodePattern, ean13CheckDigit, productBarcode } from './authenticity';

describe('product barcodes', () => {
  it('are EAN-13 with a valid check digit', () => {
    const code = productBarcode(42);
    expect(code).toBe('4600000000427'.slice(0, 12) + String(ean13CheckDigit('460000000042')));
    expect(code).toMatch(barcodePattern);
    expect(code).toHaveLength(13);
    expect(ean13CheckDigit('400638133393')).toBe(1); // 4006381333931, a known EAN-13
  });
});
