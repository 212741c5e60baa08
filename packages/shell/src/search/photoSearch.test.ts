import { describe, expect, it } from 'vitest';
import { photoProblem, photoResultsPath, photoSearchMessages } from './photoSearch';

describe('photo search', () => {
  it('lets pictures up to 5 MB of the allowed types go', () => {
    expect(photoProblem({ size: 1000, type: 'image/png' })).toBeNull();
    expect(photoProblem({ size: 1000, type: '' })).toBeNull(); // some pickers leave the type blank; the API decides
    expect(photoProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toBe(photoSearchMessages.tooLarge);
    expect(photoProblem({ size: 1000, type: 'image/gif' })).toBe(photoSearchMessages.notImage);
  });

  it('opens results by id', () => {
    expect(photoResultsPath('6f1c2f8e-9a0b-4c3d-8e7f-1a2b3c4d5e6f')).toBe('/products-search/image?id=6f1c2f8e-9a0b-4c3d-8e7f-1a2b3c4d5e6f');
  });
});
