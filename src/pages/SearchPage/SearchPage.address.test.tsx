import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { AddressProbe, shownAddress } from '../../test/AddressProbe';
import { text } from '../../shared/text';
import { OMDB_URL } from '../../test/msw/handlers';
import { server } from '../../test/msw/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SearchPage } from './SearchPage';

/** The demo catalog still answers; this only records what was asked. */
function recordRequests() {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    url.searchParams.delete('apikey');
    if (url.pathname === '/api/omdb/') seen.push(url.searchParams);
  });
  return seen;
}

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/"
        element={
          <>
            <SearchPage />
            <AddressProbe navigation />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const input = () => screen.getByRole('searchbox', { name: text.search.inputLabel });
const address = shownAddress;
const typeButton = (name: string) =>
  within(screen.getByRole('group', { name: text.search.type })).getByRole('button', { name });
const yearBox = () => screen.getByRole('textbox', { name: text.search.year });
const summary = () => screen.findByText(/фильм\S* найден/);

describe('SearchPage and its address', () => {
  afterEach(() => server.events.removeAllListeners());

  it('an address with a query and filters runs that search, as if typed', async () => {
    const seen = recordRequests();
    renderAt('/?q=star&type=series&y=2008');
    expect(await summary()).toHaveTextContent(/по запросу «star» \(только сериалы, 2008 год\)$/);
    expect(input()).toHaveValue('star');
    expect(typeButton(text.search.types.series)).toHaveAttribute('aria-pressed', 'true');
    expect(yearBox()).toHaveValue('2008');
    expect(seen.map((params) => params.toString())).toEqual(['s=star&page=1&type=series&y=2008']);
    expect(address()).toHaveTextContent('POP /?q=star&type=series&y=2008');
    expect(document.title).toBe(text.titles.searchFor('star'));
  });

  it('typing replaces the address; a filter pushes a new one and runs again from page 1', async () => {
    const seen = recordRequests();
    const { user } = renderAt('/');
    await user.type(input(), 'alien');
    await waitFor(() => expect(address()).toHaveTextContent('REPLACE /?q=alien'));
    await user.click(typeButton(text.search.types.movie));
    await waitFor(() => expect(address()).toHaveTextContent('PUSH /?q=alien&type=movie'));
    expect(await summary()).toHaveTextContent(/\(только фильмы\)$/);
    expect(seen.at(-1)?.toString()).toBe('s=alien&page=1&type=movie');
    await user.click(screen.getByRole('button', { name: text.search.resetFilters }));
    await waitFor(() => expect(address()).toHaveTextContent('PUSH /?q=alien'));
    expect(address()).not.toHaveTextContent('type');
  });

  it('an unfinished year waits; leaving the field says what a year is; a whole year applies', async () => {
    const seen = recordRequests();
    const { user } = renderAt('/?q=alien');
    await summary();
    await user.type(yearBox(), '19');
    expect(screen.queryByText(/^Год — число от/)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText(/^Год — число от 1870 до \d{4}\.$/)).toBeInTheDocument();
    expect(yearBox()).toHaveAttribute('aria-invalid', 'true');
    await user.type(yearBox(), '79');
    await waitFor(() => expect(address()).toHaveTextContent('PUSH /?q=alien&y=1979'));
    expect(screen.queryByText(/^Год — число от/)).not.toBeInTheDocument();
    expect(seen.map((params) => params.get('y'))).toEqual([null, '1979']);
  });

  it.each([
    ['?q=star&type=xyz', 'star', text.search.badType('xyz')],
    ['?q=star&y=abc', 'star', /^Год — число от/],
    ['?q=ab', 'ab', text.search.minLength],
    ['?q=the', 'the', text.search.tooGeneral],
  ])('%s shows its warning and runs nothing', async (search, typed, warning) => {
    const seen = recordRequests();
    renderAt(`/${search}`);
    expect(await screen.findByText(warning)).toBeInTheDocument();
    expect(input()).toHaveValue(typed);
    await new Promise((resolve) => setTimeout(resolve, 700)); // past the typing debounce
    expect(seen).toEqual([]);
    expect(address()).toHaveTextContent(`POP /${search}`);
  });

  it('picking a type after a bad one in the address runs the search', async () => {
    const { user } = renderAt('/?q=star&type=xyz');
    await screen.findByText(text.search.badType('xyz'));
    await user.click(typeButton(text.search.types.series));
    expect(await summary()).toHaveTextContent(/\(только сериалы\)$/);
    expect(screen.queryByText(text.search.badType('xyz'))).not.toBeInTheDocument();
  });

  it('an id lookup ignores the filters and says so', async () => {
    const seen = recordRequests();
    renderAt('/?q=tt0133093&type=series');
    expect(await screen.findByText(text.search.idIgnoresFilters)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'The Matrix' })).toBeInTheDocument();
    expect(seen.map((params) => params.toString())).toEqual(['i=tt0133093']);
  });

  it('clearing the search leaves a bare address behind, and Esc in the box clears too', async () => {
    const { user } = renderAt('/?q=matrix');
    await summary();
    await user.click(screen.getByRole('button', { name: text.search.clearLabel }));
    await waitFor(() => expect(address()).toHaveTextContent(/^PUSH \/$/));
    await user.type(input(), 'alien{Enter}');
    await summary();
    await user.type(input(), '{Escape}');
    expect(input()).toHaveValue('');
    await waitFor(() => expect(address()).toHaveTextContent(/^PUSH \/$/));
    expect(screen.queryByText(/фильм\S* найден/)).not.toBeInTheDocument();
    expect(document.title).toBe(text.titles.search);
  });

  it('a failed search keeps its address, so a reload asks again', async () => {
    server.use(http.get(OMDB_URL, () => new HttpResponse(null, { status: 500 }), { once: true }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAt('/');
    await user.type(input(), 'matrix{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.searchHttp);
    expect(address()).toHaveTextContent('?q=matrix');
    vi.restoreAllMocks();
  });
});
