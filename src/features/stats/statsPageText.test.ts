import { statsPageText } from './statsPageText';

describe('the statistics page’s texts', () => {
  it('build the subtitle in the Russian plural forms', () => {
    expect(statsPageText.subtitle(5)).toBe('Анализ 5 избранных фильмов');
    expect(statsPageText.subtitle(1)).toBe('Анализ 1 избранного фильма');
  });
});
