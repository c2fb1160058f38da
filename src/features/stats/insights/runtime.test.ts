import { runtimeStats } from './runtime';
import { library } from './insights.fixtures';

describe('runtimeStats', () => {
  it('has no figures for no favorites', () => {
    expect(runtimeStats([], new Map())).toEqual({
      totalMinutes: 0,
      averageMinutes: null,
      longest: null,
      timed: 0,
      series: 0,
      untimed: 0,
    });
  });

  it('adds every runtime shape OMDb uses and rounds the average', () => {
    const { favorites, details } = library([
      { runtime: '136 min' },
      { runtime: '1 h 30 min' },
      { runtime: '1h 30min' },
      { runtime: '2 h' },
      { runtime: '90' },
      { runtime: '45 min' },
    ]);
    expect(runtimeStats(favorites, details)).toMatchObject({
      totalMinutes: 136 + 90 + 90 + 120 + 90 + 45,
      averageMinutes: Math.round(571 / 6),
      timed: 6,
      untimed: 0,
    });
  });

  it('counts a series once by its episode runtime, and marks it', () => {
    const { favorites, details } = library([
      { runtime: '100 min', type: 'movie' },
      { runtime: '300 min', type: 'series' },
      { runtime: '45 min', type: 'episode' },
    ]);
    const stats = runtimeStats(favorites, details);
    expect(stats).toMatchObject({ totalMinutes: 445, timed: 3, series: 2 });
    expect(stats.longest).toEqual({
      imdbID: favorites[1].imdbID,
      title: favorites[1].title,
      minutes: 300,
      isSeries: true,
    });
  });

  it('leaves "N/A" and junk untimed, and favorites without details out', () => {
    const { favorites, details } = library([
      { runtime: 'N/A' },
      { runtime: null },
      { runtime: 'soon' },
      { runtime: '0 min' },
      null,
      { runtime: '95 min' },
    ]);
    expect(runtimeStats(favorites, details)).toMatchObject({
      totalMinutes: 95,
      averageMinutes: 95,
      timed: 1,
      untimed: 4,
    });
  });

  it('names the earlier favorite as the longest on a tie', () => {
    const { favorites, details } = library([
      { runtime: '90 min' },
      { runtime: '2 h' },
      { runtime: '120 min' },
    ]);
    expect(runtimeStats(favorites, details).longest).toMatchObject({
      imdbID: favorites[1].imdbID,
      minutes: 120,
      isSeries: false,
    });
  });
});
