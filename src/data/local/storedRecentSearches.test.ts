import { parseStoredRecentSearches, serializeRecentSearches } from './storedRecentSearches';

describe('recent searches in storage', () => {
  it('round-trips a list', () => {
    const raw = serializeRecentSearches(['matrix', 'alien']);
    expect(parseStoredRecentSearches(raw)).toEqual({ list: ['matrix', 'alien'], intact: true });
  });

  it('starts empty when nothing is stored', () => {
    expect(parseStoredRecentSearches(null)).toEqual({ list: [], intact: true });
  });

  it('flags invalid JSON and non-lists as not intact', () => {
    expect(parseStoredRecentSearches('{oops')).toEqual({ list: [], intact: false });
    expect(parseStoredRecentSearches('{"a":1}')).toEqual({ list: [], intact: false });
  });

  it('keeps the valid strings of a mixed list, normalised, in order', () => {
    const parsed = parseStoredRecentSearches(
      JSON.stringify(['Matrix ', 42, 'alien', 'ab', 'ALIEN']),
    );
    expect(parsed).toEqual({ list: ['matrix', 'alien'], intact: false });
  });
});
