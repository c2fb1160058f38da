import { NO_FILTERS } from '../filters';
import { addressVisit } from './addressVisit';

const nothingShown = { query: '', filters: NO_FILTERS };

describe('a visit to a search address', () => {
  it('`/` alone keeps the search on screen', () => {
    expect(addressVisit('', { query: 'matrix', filters: NO_FILTERS })).toEqual({ kind: 'keep' });
  });

  it('a search runs, with its filters', () => {
    expect(addressVisit('?q=matrix&type=series&y=1999', nothingShown)).toEqual({
      kind: 'run',
      query: 'matrix',
      filters: { type: 'series', year: 1999 },
    });
  });

  it('the search already on screen (Back from a film) is not run again', () => {
    const shown = { query: 'matrix', filters: { type: 'movie' as const, year: null } };
    expect(addressVisit('?q=matrix&type=movie', shown)).toEqual({
      kind: 'onScreen',
      query: 'matrix',
    });
    expect(addressVisit('?q=matrix', shown).kind).toBe('run');
  });

  it('a type or year the spec refuses is shown with its warning, and runs nothing', () => {
    const badType = addressVisit('?q=matrix&type=cartoon', nothingShown);
    expect(badType).toMatchObject({ kind: 'refuse', query: 'matrix' });
    expect(badType.kind === 'refuse' && badType.warning).toContain('cartoon');
    const badYear = addressVisit('?q=matrix&y=1066', nothingShown);
    expect(badYear).toMatchObject({ kind: 'refuse', yearInput: '1066' });
  });
});
