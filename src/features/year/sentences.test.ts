import { makeFavorite, makeYearFacts } from '../../test/factories';
import { sentenceText, yearSentences } from './sentences';
import { summarizeYear } from './summary';

describe('yearSentences', () => {
  it('reads the year aloud, with Russian plurals and the numbers to check', () => {
    const favorites = [
      makeFavorite(1, {
        title: 'The Matrix',
        addedAt: '2026-03-01T10:00:00.000Z',
        watched: ['2026-03-02', '2026-03-20'],
        rating: 10,
      }),
      makeFavorite(2, {
        title: 'Speed',
        addedAt: '2026-03-05T10:00:00.000Z',
        watched: ['2026-05-01'],
        rating: 5,
      }),
    ];
    const details = new Map([
      [
        'tt0000001',
        makeYearFacts({
          runtime: '136 min',
          genre: 'Action, Sci-Fi',
          director: 'Lana Wachowski',
          year: '1999',
          imdbRating: 8.7,
        }),
      ],
      [
        'tt0000002',
        makeYearFacts({
          runtime: '116 min',
          genre: 'Action',
          director: 'Lana Wachowski',
          year: '1994',
          imdbRating: 7.3,
        }),
      ],
    ]);
    const sentences = yearSentences(summarizeYear(favorites, details, 2026)).map(sentenceText);
    expect(sentences).toEqual([
      'В 2026 году вы добавили в избранное 2 фильма.',
      'В 2026 году вы посмотрели 2 фильма (3 просмотра) — 6 часов 28 минут.',
      'Жанры, которые вы смотрели чаще всего: боевик — 2 фильма и фантастика — 1 фильм.',
      'Режиссёр, которого вы смотрели чаще всего: Lana Wachowski — 2 фильма.',
      'Чаще всего вы смотрели фильмы 1990-х: 2 фильма.',
      'Чаще всего вы смотрели кино в марте: 2 просмотра.',
      'Выше всего вы оценили «The Matrix» — 10 из 10.',
      'Сильнее всего ваше мнение разошлось с IMDb о фильме «Speed»: у вас 5, на IMDb 7,3 — разница 2,3.',
    ]);
  });

  it('keeps each film mentioned as itself, for its link', () => {
    const favorites = [1, 2].map((n) =>
      makeFavorite(n, { addedAt: '2026-01-01T00:00:00.000Z', rating: 8 }),
    );
    const sentences = yearSentences(summarizeYear(favorites, new Map(), 2026));
    const rated = sentences.find((sentence) => sentence.some((part) => typeof part !== 'string'));
    expect(rated?.filter((part) => typeof part !== 'string')).toEqual([
      expect.objectContaining({ imdbID: 'tt0000001' }),
      expect.objectContaining({ imdbID: 'tt0000002' }),
    ]);
    expect(sentenceText(rated ?? [])).toBe(
      'Выше всего вы оценили «Movie 1» и «Movie 2» — 8 из 10.',
    );
  });

  it('says when nothing was watched, and when some runtimes are unknown', () => {
    const added = yearSentences(
      summarizeYear([makeFavorite(1, { addedAt: '2026-01-01T00:00:00.000Z' })], new Map(), 2026),
    ).map(sentenceText);
    expect(added).toEqual([
      'В 2026 году вы добавили в избранное 1 фильм.',
      'Просмотров в 2026 году вы пока не отмечали.',
    ]);
    const watched = [1, 2, 3, 4, 5, 6].map((n) => makeFavorite(n, { watched: ['2026-02-01'] }));
    const details = new Map([['tt0000001', makeYearFacts({ runtime: '60 min' })]]);
    expect(
      yearSentences(summarizeYear(watched, details, 2026))
        .map(sentenceText)
        .slice(0, 2),
    ).toEqual([
      'В 2026 году вы посмотрели 6 фильмов — 1 час.',
      'Длительность 5 просмотров неизвестна: в часы они не вошли.',
    ]);
  });
});
