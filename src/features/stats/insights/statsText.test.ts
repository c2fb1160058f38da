import { statsText } from '../statsText';

// The texts live in statsText.ts; their tests sit with the statistics they word.
const {
  genreCard,
  directorCard,
  actorCard,
  countryCard,
  languageCard,
  decadeCard,
  ratingCard,
  runtimeCard,
  monthCard,
} = statsText;

const names = (name: string, count: number, known: number) => ({
  top: [{ name, count }],
  known,
});
const none = { top: [], known: 0 };

describe('Russian plurals in the statistics texts', () => {
  it.each([
    [1, '1 фильм', 'из 1 фильма'],
    [2, '2 фильма', 'из 2 фильмов'],
    [5, '5 фильмов', 'из 5 фильмов'],
    [11, '11 фильмов', 'из 11 фильмов'],
    [21, '21 фильм', 'из 21 фильма'],
    [22, '22 фильма', 'из 22 фильмов'],
    [25, '25 фильмов', 'из 25 фильмов'],
    [101, '101 фильм', 'из 101 фильма'],
  ])('%i: «%s», «%s»', (count, films, ofFilms) => {
    expect(statsText.filmCount(count)).toBe(films);
    expect(genreCard.summary(names('Drama', 1, count))).toBe(`Чаще всего — драма: 1 ${ofFilms}`);
    expect(directorCard.summary(names('Christopher Nolan', count, count))).toBe(
      `Чаще всего — Christopher Nolan: ${films}`,
    );
  });

  it.each([
    [1, '1 час', '1 минута', 'добавлен 1 фильм'],
    [2, '2 часа', '2 минуты', 'добавлено 2 фильма'],
    [5, '5 часов', '5 минут', 'добавлено 5 фильмов'],
    [11, '11 часов', '11 минут', 'добавлено 11 фильмов'],
    [21, '21 час', '21 минута', 'добавлен 21 фильм'],
    [22, '22 часа', '22 минуты', 'добавлено 22 фильма'],
    [25, '25 часов', '25 минут', 'добавлено 25 фильмов'],
    [101, '101 час', '1 час 41 минута', 'добавлен 101 фильм'],
  ])('%i: «%s», «%s», «%s»', (count, hours, minutes, added) => {
    expect(statsText.duration(count * 60)).toBe(hours);
    expect(statsText.duration(count)).toBe(minutes);
    expect(monthCard.summary([{ month: '2026-11', count }])).toBe(
      `За год ${added}, больше всего — в ноябре 2026: ${count}`,
    );
  });

  it('groups thousands the Russian way', () => {
    expect(statsText.filmCount(1234)).toBe('1\u00a0234 фильма');
    expect(statsText.duration(60_000)).toBe('1\u00a0000 часов');
  });
});

describe('duration', () => {
  it.each([
    [65, '1 час 5 минут'],
    [720, '12 часов'],
    [45, '45 минут'],
    [121, '2 часа 1 минута'],
    [0, '0 минут'],
    [89.6, '1 час 30 минут'],
    [-5, '0 минут'],
    [NaN, '0 минут'],
  ])('%d minutes → «%s»', (minutes, text) => {
    expect(statsText.duration(minutes)).toBe(text);
  });
});

describe('the cards’ summaries', () => {
  it('name the leader of each top list', () => {
    expect(genreCard.summary(names('Drama', 14, 40))).toBe('Чаще всего — драма: 14 из 40 фильмов');
    expect(genreCard.summary(names('Sci-Fi', 3, 21))).toBe(
      'Чаще всего — фантастика: 3 из 21 фильма',
    );
    expect(genreCard.summary(names('Anime', 1, 1))).toBe('Чаще всего — Anime: 1 из 1 фильма');
    expect(directorCard.summary(names('Кристофер Нолан', 5, 9))).toBe(
      'Чаще всего — Кристофер Нолан: 5 фильмов',
    );
    expect(actorCard.summary(names('Keanu Reeves', 2, 9))).toBe(
      'Чаще всего — Keanu Reeves: 2 фильма',
    );
    expect(countryCard.summary(names('United States', 30, 40))).toBe(
      'Чаще всего — United States: 30 из 40 фильмов',
    );
    expect(languageCard.summary(names('English', 21, 21))).toBe(
      'Чаще всего — English: 21 из 21 фильма',
    );
  });

  it('say so when there is no data yet', () => {
    for (const card of [genreCard, directorCard, actorCard, countryCard, languageCard]) {
      expect(card.summary(none)).toBe('Данных пока нет');
    }
    expect(decadeCard.summary([])).toBe('Данных пока нет');
    expect(ratingCard.summary({ average: null, median: null, unrated: 0 })).toBe('Данных пока нет');
    expect(runtimeCard.summary({ totalMinutes: 0, averageMinutes: null })).toBe('Данных пока нет');
    expect(
      monthCard.summary(Array.from({ length: 12 }, () => ({ month: '2026-01', count: 0 }))),
    ).toBe('За год не добавлено ни одного фильма');
  });

  it('word the busiest decade, the newer one on a tie', () => {
    const decades = [
      { decade: 1980, count: 12 },
      { decade: 1990, count: 12 },
      { decade: 2000, count: 3 },
    ];
    expect(decadeCard.summary(decades)).toBe('Больше всего фильмов из 1990-х: 12');
  });

  it('word the ratings, with one decimal always', () => {
    expect(ratingCard.summary({ average: 7.8, median: 8, unrated: 3 })).toBe(
      'Средняя оценка — 7,8, медиана — 8,0; без оценки — 3 фильма',
    );
    expect(ratingCard.summary({ average: 6, median: 6.5, unrated: 0 })).toBe(
      'Средняя оценка — 6,0, медиана — 6,5',
    );
    expect(ratingCard.summary({ average: null, median: null, unrated: 2 })).toBe(
      'Ни у одного фильма нет оценки IMDb',
    );
  });

  it('word the runtime', () => {
    expect(runtimeCard.summary({ totalMinutes: 41 * 60 + 20, averageMinutes: 112 })).toBe(
      'Всего 41 час 20 минут; в среднем 1 час 52 минуты',
    );
  });

  it('word the year of additions, the latest month winning a tie', () => {
    const months = [
      { month: '2026-05', count: 8 },
      { month: '2026-06', count: 9 },
      { month: '2026-10', count: 0 },
      { month: '2026-11', count: 8 },
    ];
    expect(monthCard.summary(months)).toBe(
      'За год добавлено 25 фильмов, больше всего — в июне 2026: 9',
    );
    months[1].count = 0;
    months[0].count = 17;
    months[3].count = 17;
    expect(monthCard.summary(months)).toBe(
      'За год добавлено 34 фильма, больше всего — в ноябре 2026: 17',
    );
  });
});

describe('labels', () => {
  it('translate OMDb’s genres, leaving unknown names as they come', () => {
    expect(Object.keys(statsText.genres)).toHaveLength(28);
    expect(statsText.genreLabel('Sci-Fi')).toBe('Фантастика');
    expect(statsText.genreLabel('Film-Noir')).toBe('Нуар');
    expect(statsText.genreLabel('Romance')).toBe('Мелодрама');
    expect(statsText.genreLabel('Anime')).toBe('Anime');
    expect(statsText.genreLabel('constructor')).toBe('constructor');
  });

  it('name decades, rating bins and ratings', () => {
    expect(decadeCard.label(1990)).toBe('1990-е');
    expect(ratingCard.binLabel(7)).toBe('7–8');
    expect(ratingCard.binLabel(9)).toBe('9–10');
    expect(ratingCard.value(8)).toBe('8,0');
    expect(ratingCard.value(7.25)).toBe('7,3');
    expect(statsText.percent(0.35)).toBe('35\u00a0%');
  });

  it('name months in full and in three letters', () => {
    expect(monthCard.label('2026-11')).toBe('ноябрь 2026');
    expect(monthCard.label('2027-05')).toBe('май 2027');
    const shorts = Array.from({ length: 12 }, (_, month) =>
      monthCard.short(`2026-${String(month + 1).padStart(2, '0')}`),
    );
    expect(shorts).toEqual('янв фев мар апр май июн июл авг сен окт ноя дек'.split(' '));
    expect(monthCard.label('2026-13')).toBe('2026-13');
  });
});
