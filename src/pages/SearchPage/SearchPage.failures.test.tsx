import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { Route, Routes } from 'react-router';
import { createOmdbClient } from '../../api/omdbClient';
import { text } from '../../shared/text';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import {
  renderWithProviders,
  TEST_ORIGIN,
  type ExtendedRenderOptions,
} from '../../test/renderWithProviders';
import { SearchPage } from './SearchPage';

function renderPage(options: ExtendedRenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<SearchPage />} />
    </Routes>,
    options,
  );
}

const input = () => screen.getByRole('searchbox', { name: text.search.inputLabel });
const results = () => screen.findByRole('list', { name: text.search.resultsTitle });

/** Whether `holds` was true at any change of the page since this call (checked as each happens). */
function watchFor(holds: () => boolean): { seen: () => boolean } {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= holds();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return { seen: () => seen };
}

/** The first request gets `failure`; later ones the demo catalog (the default handlers). */
function failOnce(failure: HttpResponseResolver) {
  server.use(http.get(OMDB_URL, failure, { once: true }));
}

describe('SearchPage when the network or the service fails', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it.each<[string, HttpResponseResolver, string]>([
    ['offline', () => HttpResponse.error(), text.errors.network],
    [
      'HTTP 429 from our proxy',
      () => HttpResponse.json({ Response: 'False', Error: 'Too many requests' }, { status: 429 }),
      text.errors.rateLimited,
    ],
    [
      'HTTP 500',
      () =>
        new HttpResponse('<h1>Internal Server Error</h1>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        }),
      'Failed to fetch movies',
    ],
    [
      'HTTP 502 from our proxy',
      () => HttpResponse.json({ Response: 'False', Error: 'Upstream failed.' }, { status: 502 }),
      'Failed to fetch movies',
    ],
    ['HTTP 503', () => new HttpResponse(null, { status: 503 }), 'Failed to fetch movies'],
    [
      'an HTML page with status 200',
      () => new HttpResponse('<html>portal</html>', { headers: { 'content-type': 'text/html' } }),
      text.errors.badResponse,
    ],
    [
      'truncated JSON',
      () =>
        new HttpResponse('{"Response":"True","Sea', {
          headers: { 'content-type': 'application/json' },
        }),
      text.errors.badResponse,
    ],
  ])(
    '%s: says so, stays usable, and «Повторить» runs the query again',
    async (_case, failure, message) => {
      failOnce(failure);
      const { user } = renderPage();
      await user.type(input(), 'matrix{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);

      // Still usable: typing works and the button is live (undone within the debounce, so no search runs).
      await user.type(input(), 'x');
      expect(input()).toHaveValue('matrixx');
      expect(screen.getByRole('button', { name: text.search.submit })).toBeEnabled();
      await user.type(input(), '{Backspace}');

      await user.click(within(alert).getByRole('button', { name: text.search.retry }));
      const list = await results();
      expect(within(list).getByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('a DNS failure (fetch rejects with a TypeError) says there is no connection; a retry works', async () => {
    let dnsDown = true;
    const fetch = vi.fn(async (url: string | URL | Request) => {
      if (dnsDown) throw new TypeError('getaddrinfo ENOTFOUND www.omdbapi.com');
      return globalThis.fetch(url);
    });
    const omdb = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: '',
      origin: TEST_ORIGIN,
      fetch,
    });
    const { user } = renderPage({ omdb });
    await user.type(input(), 'alien{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.network);
    dnsDown = false;
    await user.click(screen.getByRole('button', { name: text.search.retry }));
    expect(within(await results()).getByRole('link', { name: 'Alien' })).toBeInTheDocument();
  });

  it('offline, a search says so and points to the favorites; it runs by itself when the network returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // The first try when the network returns may still fail: the search keeps trying a little.
    failOnce(() => HttpResponse.error());
    failOnce(() => HttpResponse.error());
    const { user } = renderPage();
    await user.type(input(), 'alien{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.offline);
    expect(screen.queryByRole('list', { name: text.search.resultsTitle })).not.toBeInTheDocument();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    const list = await screen.findByRole(
      'list',
      { name: text.search.resultsTitle },
      { timeout: 20_000 },
    );
    expect(within(list).getByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('online, a network failure is not taken for being offline, and waits for «Повторить»', async () => {
    failOnce(() => HttpResponse.error());
    const { user } = renderPage();
    await user.type(input(), 'alien{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.network);
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByRole('alert')).toHaveTextContent(text.errors.network);
  });

  it('a hung request gives up after the client time-out with a clear message; a retry works', async () => {
    failOnce(() => new Promise<Response>(() => {}));
    const omdb = createOmdbClient({
      baseUrl: '/api/omdb/',
      apiKey: '',
      origin: TEST_ORIGIN,
      timeoutMs: 100,
    });
    const { user } = renderPage({ omdb });
    // The loading state lasts the 100 ms time-out: watched from before Enter, at every change of the
    // page, so a busy machine that resumes the test later than that cannot miss it.
    const loading = watchFor(() => screen.queryByText(text.search.loadingTitle) !== null);
    await user.type(input(), 'matrix{Enter}');
    await waitFor(() => expect(loading.seen()).toBe(true));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.timeout);
    expect(screen.queryByText(text.search.loadingTitle)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.search.retry }));
    expect(within(await results()).getByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
  });

  it('after a malformed answer a new search shows its results', async () => {
    failOnce(() => HttpResponse.json({ Response: 'True', Search: 'nope', totalResults: 'abc' }));
    const { user } = renderPage();
    await user.type(input(), 'matrix{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.badResponse);
    await user.clear(input());
    await user.type(input(), 'alien{Enter}');
    expect(within(await results()).getByRole('link', { name: 'Alien' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
