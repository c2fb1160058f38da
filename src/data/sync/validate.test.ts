import fc from 'fast-check';
import { propertyRuns, propertyTest } from '../../test/propertyRuns';
import { LATER_FIELD_MAX, readPlaintext, validateState } from './validate';
import { stampAt, stateArb } from './states.fixtures';

const S = stampAt(1);
const info = { title: 'Сталкер', year: '1979', type: 'movie', poster: null };
const good = { tt0079944: { fav: [true, S], info: [info, S], added: null } };
const withFilm = (film: Record<string, unknown>) => ({ tt0079944: { ...good.tt0079944, ...film } });

describe('validateState', () => {
  it('accepts every well-formed state as it is', propertyTest, () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        expect(validateState(JSON.parse(JSON.stringify(state)))).toEqual(state);
      }),
      { numRuns: propertyRuns({ quick: 300, full: 5000 }) },
    );
  });

  it('accepts a state at its limits', () => {
    const state = withFilm({
      info: [{ ...info, title: 'x'.repeat(300) }, S],
      note: ['n'.repeat(1000), S],
      rating: [10, S],
      days: { '2024-02-29': [true, S] },
      added: '2024-01-01T10:00:00.000Z',
    });
    expect(validateState(state)).toEqual(state);
  });

  it.each([
    ['a 100,000-character title', withFilm({ info: [{ ...info, title: 'x'.repeat(100_000) }, S] })],
    ['a note over 1000 characters', withFilm({ note: ['n'.repeat(1001), S] })],
    ['a rating of 11', withFilm({ rating: [11, S] })],
    ['a rating of 2.5', withFilm({ rating: [2.5, S] })],
    ['a rating of 0', withFilm({ rating: [0, S] })],
    ['a rating as text', withFilm({ rating: ['7', S] })],
    ['a malformed stamp', withFilm({ fav: [true, '1:2:3'] })],
    ['a stamp as a number', withFilm({ fav: [true, 1_700_000_000_000] })],
    ['a register of three', withFilm({ fav: [true, S, S] })],
    ['a fav that is not a boolean', withFilm({ fav: ['yes', S] })],
    ['a day that is not a day', withFilm({ days: { '2023-02-29': [true, S] } })],
    ['a day register that is not one', withFilm({ days: { '2024-01-01': true } })],
    ['a time added that is not ISO', withFilm({ added: 'yesterday' })],
    ['a year far too long', withFilm({ info: [{ ...info, year: '1'.repeat(1000) }, S] })],
    ['a bad film id', { 'not-an-id': good.tt0079944 }],
    ['a film that is a list', { tt0079944: [] }],
    ['a list', []],
    ['null', null],
    ['text', 'state'],
  ])('refuses %s', (_, value) => {
    expect(validateState(value)).toBeNull();
  });

  it('refuses prototype keys, at the top and among the days', () => {
    const top = JSON.parse(`{"__proto__": ${JSON.stringify(good.tt0079944)}}`);
    expect(validateState(top)).toBeNull();
    expect(validateState({ constructor: good.tt0079944 })).toBeNull();
    const days = JSON.parse(
      `{"tt0079944": {"days": {"__proto__": [true, "${S}"], "2024-01-01": [true, "${S}"]}}}`,
    );
    expect(validateState(days)).toBeNull();
    expect(({} as Record<string, unknown>).fav).toBeUndefined();
  });

  it('drops unknown fields it could not merge, and an unsafe poster', () => {
    const state = withFilm({
      extra: 1,
      __weird: [1, S],
      map: { 'a b': [1, S] },
      big: ['x'.repeat(LATER_FIELD_MAX), S],
      info: [{ ...info, poster: 'javascript:alert(1)', more: 'x' }, S],
    });
    expect(validateState(state)).toEqual(withFilm({ info: [info, S] }));
  });

  it('keeps a later version’s registers and maps of registers as they came', () => {
    const later = {
      mood: [{ level: 2 }, S],
      chapters: { '1:1': ['2024-01-01', S], '1:2': [null, S] },
    };
    expect(validateState(withFilm({ ...later, status: ['want', S] }))).toEqual(
      withFilm({ ...later, status: ['want', S] }),
    );
  });

  it('refuses a status it does not know', () => {
    expect(validateState(withFilm({ status: ['someday', S] }))).toBeNull();
  });
});

describe('readPlaintext', () => {
  it('reads version 1 only', () => {
    expect(readPlaintext({ v: 1, state: good })).toEqual(good);
    expect(readPlaintext({ v: 2, state: good })).toBeNull();
    expect(readPlaintext({ state: good })).toBeNull();
    expect(readPlaintext(null)).toBeNull();
  });
});
