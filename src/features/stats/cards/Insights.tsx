import { useMemo } from 'react';
import { formatNumber } from '../../../shared/lib/plural';
import { statsText } from '../statsText';
import type { Insights } from '../insights/compute';
import { MONTHS_SHOWN } from '../insights/months';
import { RUNTIME_BINS } from '../insights/runtimeBins';
import type { ListedFilm } from '../insights/types';
import { favoritesLink } from './favoritesLink';
import { Figures, HistogramCard } from './HistogramCard';
import { NamesCard } from './NamesCard';

const RATING_BINS = 10;

/** A column: `label` is drawn under it (months: «янв»), `fullLabel` names it («январь 2026»). */
const column = (key: string, label: string, value: number, fullLabel: string, href?: string) => ({
  key,
  label,
  fullLabel: fullLabel === label ? undefined : fullLabel,
  value,
  valueLabel: formatNumber(value),
  spokenValue: statsText.filmCount(value),
  href,
});

/** The new cards, after the spec's: what the favorites' details tell. */
export function InsightCards({
  favorites,
  insights,
  drawn,
}: {
  favorites: readonly ListedFilm[];
  insights: Insights;
  /** Every detail that will come is in: the top-10 charts show their rows and no room for more. */
  drawn: boolean;
}) {
  const { genres, directors, actors, countries, languages, decades, ratings, runtime, months } =
    insights;
  const titles = useMemo(
    () => new Map(favorites.map((film) => [film.imdbID, film.title])),
    [favorites],
  );
  const titlesOf = (ids: readonly string[]) => ids.map((id) => titles.get(id) ?? id);
  const { table, decadeCard, ratingCard, runtimeCard, monthCard } = statsText;
  const rated = (film: { title: string; rating: number } | null) =>
    film ? `${film.title} — ${ratingCard.value(film.rating)}` : '—';

  return (
    <>
      <NamesCard
        drawn={drawn}
        title={statsText.genreCard.title}
        summary={statsText.genreCard.summary(genres)}
        names={genres}
        category={table.genre}
        labelOf={statsText.genreLabel}
        hrefOf={(name) => favoritesLink('genre', name)}
      />
      <HistogramCard
        title={decadeCard.title}
        summary={decadeCard.summary(decades)}
        category={table.decade}
        slots={Math.max(decades.length, 1)}
        bars={decades.map(({ decade, count }) =>
          column(
            String(decade),
            decadeCard.label(decade),
            count,
            decadeCard.label(decade),
            favoritesLink('decade', String(decade)),
          ),
        )}
      />
      <NamesCard
        drawn={drawn}
        title={statsText.directorCard.title}
        summary={statsText.directorCard.summary(directors)}
        names={directors}
        category={table.person}
        hrefOf={(name) => favoritesLink('director', name)}
        titlesOf={titlesOf}
      />
      <NamesCard
        drawn={drawn}
        title={statsText.actorCard.title}
        summary={statsText.actorCard.summary(actors)}
        names={actors}
        category={table.person}
        hrefOf={(name) => favoritesLink('actor', name)}
        titlesOf={titlesOf}
      />
      <HistogramCard
        title={ratingCard.title}
        summary={ratingCard.summary(ratings)}
        category={table.rating}
        slots={RATING_BINS}
        bars={ratings.bins.map((count, bin) =>
          column(String(bin), ratingCard.binLabel(bin), count, ratingCard.binLabel(bin)),
        )}
      >
        <Figures
          items={[
            {
              term: ratingCard.average,
              value: ratings.average === null ? '—' : ratingCard.value(ratings.average),
            },
            {
              term: ratingCard.median,
              value: ratings.median === null ? '—' : ratingCard.value(ratings.median),
            },
            { term: ratingCard.highest, value: rated(ratings.highest) },
            { term: ratingCard.lowest, value: rated(ratings.lowest) },
            { term: ratingCard.unrated, value: statsText.filmCount(ratings.unrated) },
          ]}
        />
      </HistogramCard>
      <HistogramCard
        title={runtimeCard.title}
        summary={runtimeCard.summary(runtime)}
        category={table.runtime}
        slots={RUNTIME_BINS.length}
        bars={insights.runtimeBins.map((count, bin) =>
          column(String(bin), runtimeCard.binLabel(bin), count, runtimeCard.binLabel(bin)),
        )}
      >
        <Figures
          items={[
            { term: runtimeCard.total, value: statsText.duration(runtime.totalMinutes) },
            {
              term: runtimeCard.average,
              value:
                runtime.averageMinutes === null ? '—' : statsText.duration(runtime.averageMinutes),
            },
            {
              term: runtimeCard.longest,
              value: runtime.longest
                ? `${runtime.longest.title} — ${statsText.duration(runtime.longest.minutes)}${runtime.longest.isSeries ? ` (${runtimeCard.episode})` : ''}`
                : '—',
            },
          ]}
        />
      </HistogramCard>
      <NamesCard
        drawn={drawn}
        title={statsText.countryCard.title}
        summary={statsText.countryCard.summary(countries)}
        names={countries}
        category={table.country}
      />
      <NamesCard
        drawn={drawn}
        title={statsText.languageCard.title}
        summary={statsText.languageCard.summary(languages)}
        names={languages}
        category={table.language}
      />
      <HistogramCard
        title={monthCard.title}
        summary={monthCard.summary(months)}
        category={table.month}
        slots={MONTHS_SHOWN}
        bars={months.map(({ month, count }) =>
          column(month, monthCard.short(month), count, monthCard.label(month)),
        )}
      />
    </>
  );
}
