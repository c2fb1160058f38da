/**
 * The yardstick of the start-up section (bench/startup.ts): an OMDb search as a plain
 * client-rendered React app would write it. One bundle, nothing rendered on the server, no
 * service worker, no router, no store: the page is empty until React has drawn the form. A shared
 * link, `/?q=matrix`, is its results page: it asks OMDb once React has started, as such an app does.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { text as appText } from '../../src/shared/text';

interface Found {
  imdbID: string;
  Title: string;
  Year: string;
  Poster: string;
}

const text = appText.search;

async function findFilms(title: string): Promise<Found[]> {
  const answer = await fetch(`/api/omdb/?s=${encodeURIComponent(title)}&page=1`);
  const body = (await answer.json()) as { Search?: Found[] };
  return body.Search ?? [];
}

const linked = new URLSearchParams(location.search).get('q') ?? '';
const searchesLinked = linked.trim().length >= 3;

function Search() {
  const [query, setQuery] = useState(linked);
  const [films, setFilms] = useState<Found[] | null>(null);
  const [busy, setBusy] = useState(searchesLinked);

  async function search(title: string) {
    setBusy(true);
    try {
      setFilms(await findFilms(title));
    } finally {
      setBusy(false);
    }
  }

  useEffect(() => {
    if (!searchesLinked) return;
    findFilms(linked)
      .then(setFilms)
      .finally(() => setBusy(false));
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    history.pushState(null, '', `?${new URLSearchParams({ q: query })}`);
    void search(query);
  }

  return (
    <main>
      <h1>{text.heroTitle}</h1>
      <form role="search" onSubmit={submit}>
        <label>
          {text.inputLabel}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" disabled={busy || query.trim().length < 3}>
          {text.submit}
        </button>
      </form>
      {films && (
        <ul aria-label={text.resultsTitle}>
          {films.map((film) => (
            <li key={film.imdbID}>
              {film.Poster !== 'N/A' && <img src={film.Poster} alt="" width={100} />}
              {film.Title} ({film.Year})
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Search />);
