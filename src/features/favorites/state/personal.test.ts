import {
  isWatchDay,
  lastWatched,
  mergePersonal,
  normalizePersonal,
  personalConflict,
  today,
  withNote,
  withRating,
  withWatch,
  withoutWatch,
  type Personal,
} from './personal';

describe('personal data', () => {
  it('knows a calendar day from a string that only looks like one', () => {
    expect(isWatchDay('2024-02-29')).toBe(true);
    expect(isWatchDay('2023-02-29')).toBe(false);
    expect(isWatchDay('2024-13-01')).toBe(false);
    expect(isWatchDay('2024-5-3')).toBe(false);
    expect(isWatchDay(20240503)).toBe(false);
  });

  it('writes today in the local calendar', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('keeps whole ratings 1–10 only, sorts the days, cuts the note, leaves empty values out', () => {
    expect(normalizePersonal({ rating: 0, watched: [], note: '  ' })).toEqual({});
    expect(normalizePersonal({ rating: '8', watched: 'x', note: 5 })).toEqual({});
    expect(
      normalizePersonal({
        rating: 10,
        watched: ['2026-01-02', '2025-12-31', '2026-01-02'],
        note: 'ok',
      }),
    ).toEqual({ rating: 10, watched: ['2025-12-31', '2026-01-02'], note: 'ok' });
  });

  it('tells the last watch day', () => {
    expect(lastWatched({ watched: ['2024-05-03', '2026-11-20'] })).toBe('2026-11-20');
    expect(lastWatched({})).toBeUndefined();
  });

  it('sees a conflict only where both have a value and they differ', () => {
    expect(personalConflict({ rating: 8 }, { rating: 6 })).toBe(true);
    expect(personalConflict({ rating: 8 }, { rating: 8 })).toBe(false);
    expect(personalConflict({}, { rating: 6, note: 'a' })).toBe(false);
    expect(personalConflict({ note: 'a' }, { note: 'b' })).toBe(true);
    expect(personalConflict({ watched: ['2024-01-01'] }, { watched: ['2025-01-01'] })).toBe(false);
  });

  it('merges: days add up, ours wins a conflict unless the file is chosen, gaps are filled', () => {
    const ours = { rating: 8, watched: ['2024-05-03'] };
    const theirs = { rating: 6, watched: ['2024-05-03', '2025-01-10'], note: 'из файла' };
    expect(mergePersonal(ours, theirs, false)).toEqual({
      rating: 8,
      watched: ['2024-05-03', '2025-01-10'],
      note: 'из файла',
    });
    expect(mergePersonal(ours, theirs, true).rating).toBe(6);
    expect(mergePersonal({ note: 'наша' }, {}, true).note).toBe('наша');
  });

  it('sets and clears a rating, and turns down one outside 1–10 or not whole', () => {
    const film: Personal & { title: string } = { title: 'x' };
    expect(withRating(film, 7)).toEqual({ title: 'x', rating: 7 });
    expect(withRating({ ...film, rating: 7 }, 11)).toEqual({ title: 'x', rating: 7 });
    expect(withRating({ ...film, rating: 7 }, 6.5)).toEqual({ title: 'x', rating: 7 });
    expect(withRating({ ...film, rating: 7 }, null)).toEqual(film);
  });

  it('adds watch days once each, in order, never after today, and removes them', () => {
    let film: Personal = {};
    for (const day of ['2026-11-25', '2024-05-03', '2026-11-25', '2026-11-26', 'вчера']) {
      film = withWatch(film, day, '2026-11-25');
    }
    expect(film.watched).toEqual(['2024-05-03', '2026-11-25']);
    film = withoutWatch(withoutWatch(film, '2024-05-03'), '2026-11-25');
    expect(film).toEqual({});
  });

  it('keeps a note up to 1,000 characters and clears a blank one', () => {
    expect(withNote<Personal>({}, 'я'.repeat(1200)).note).toHaveLength(1000);
    expect(withNote({ note: 'было' }, '   ')).toEqual({});
  });
});
