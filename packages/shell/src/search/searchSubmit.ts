// What pressing Enter or choosing a suggestion needs (targets, history, analytics, the results path
// with its transliteration): loaded on first use, so the header's first load carries none of it.
export { recordSearch } from './recordSearch';
export { redirectFor } from './redirectStorage';
export { submitTarget } from './submitTarget';
export { searchResultsPath } from '@ornament/domain';
