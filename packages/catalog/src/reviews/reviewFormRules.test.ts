import { reviewLimits, reviewMessages } from '@ornament/domain';
import { describe, expect, it } from 'vitest';
import { draftProblem, photoAccept, photoProblem } from './reviewFormRules';

const good = { rating: 5, text: 'Кольцо село идеально, камни играют.', advantages: '', disadvantages: '' };

describe('draftProblem', () => {
  it('accepts a rated review with enough text', () => {
    expect(draftProblem(good)).toBeNull();
  });

  it('names the first problem with the API’s own wording', () => {
    expect(draftProblem({ ...good, rating: null })).toBe(reviewMessages.ratingRange);
    expect(draftProblem({ ...good, rating: 6 })).toBe(reviewMessages.ratingRange);
    expect(draftProblem({ ...good, text: '   ' })).toBe(reviewMessages.textRequired);
    expect(draftProblem({ ...good, text: 'Норм' })).toBe(reviewMessages.textTooShort);
    expect(draftProblem({ ...good, text: 'а'.repeat(reviewLimits.textMaxLength + 1) })).toBe(reviewMessages.textTooLong);
    expect(draftProblem({ ...good, disadvantages: 'б'.repeat(reviewLimits.prosConsMaxLength + 1) })).toBe(reviewMessages.prosConsTooLong);
  });
});

describe('photoProblem', () => {
  it('lets JPEG, PNG and WebP under 10 MB through', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 2_000_000 }, 0)).toBeNull();
    expect(photoAccept).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses other types, big files and the eleventh photo', () => {
    expect(photoProblem({ type: 'image/gif', size: 10 }, 0)).toBe(reviewMessages.photoType);
    expect(photoProblem({ type: 'text/plain', size: 10 }, 0)).toBe(reviewMessages.photoType);
    expect(photoProblem({ type: 'image/png', size: reviewLimits.photoMaxBytes + 1 }, 0)).toBe(reviewMessages.photoTooLarge);
    expect(photoProblem({ type: 'image/png', size: 10 }, reviewLimits.photosPerReview)).toBe(reviewMessages.tooManyPhotos);
  });
});
