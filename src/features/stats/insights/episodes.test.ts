import type { FavoriteMovie } from '../../favorites';
import { makeFilm } from '../../../test/factories';
import { statsText } from '../statsText';
import { episodeStats } from './episodes';

const series = (n: number, extra: Partial<FavoriteMovie>): FavoriteMovie => ({
  ...makeFilm(n, { type: 'series' }),
  addedAt: null,
  favorite: false,
  ...extra,
});

describe('episode statistics', () => {
  const finished = series(1, {
    status: 'watched',
    episodes: { '1:1': '2025-01-01', '1:2': '2026-02-01' },
  });
  const watching = series(2, { status: 'watching', episodes: { '1:1': '2026-03-01' } });
  const film = { ...makeFilm(3), addedAt: null, rating: 7 };

  it('counts episodes, their time at the series’ runtime, and the shows finished', () => {
    const facts = new Map([['tt0000001', { runtime: '50 min' }]]);
    expect(episodeStats([finished, watching, film], facts)).toEqual({
      episodes: 3,
      minutes: 100,
      untimed: 1,
      finished: 1,
      shows: 2,
    });
    expect(episodeStats([finished, watching], facts, 2026)).toMatchObject({
      episodes: 2,
      minutes: 50,
    });
  });

  it('speaks Russian plurals', () => {
    expect(statsText.episodesCard.duration(150)).toBe('2 часа 30 минут');
    expect(statsText.episodesCard.untimed(1)).toBe(
      'Не считая 1 серии сериалов с неизвестной длительностью.',
    );
    expect(statsText.episodesCard.untimed(5)).toBe(
      'Не считая 5 серий сериалов с неизвестной длительностью.',
    );
  });
});
