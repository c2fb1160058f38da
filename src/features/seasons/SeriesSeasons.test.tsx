import { screen, within } from '@testing-library/react';
import { today } from '../favorites';
import { countSeasonRequests, libraryWith, renderSeasons, thrones } from './seasons.fixtures';

const entryOf = (store: ReturnType<typeof renderSeasons>['store']) =>
  store.getState().favorites.items[thrones.imdbID];

describe('a series’ seasons', () => {
  it('are closed disclosures, each asked for only when opened, its episodes then drawn', async () => {
    const asked = countSeasonRequests();
    const { user } = renderSeasons();
    expect(screen.getByRole('heading', { name: 'Сезоны' })).toBeInTheDocument();
    const seasons = screen.getAllByText(/^Сезон \d$/);
    expect(seasons).toHaveLength(8);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(screen.getByText('Сезон 2'));
    const list = await screen.findByRole('list', { name: 'Серии сезона 2' });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(10);
    const first = within(list).getAllByRole('listitem')[0];
    expect(
      within(first).getByRole('checkbox', { name: 'S02E01 The North Remembers' }),
    ).not.toBeChecked();
    expect(first).toHaveTextContent('1 апреля 2012');
    expect(asked).toEqual([2]);
    // The only other rendered list is the seasons' own.
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
  });

  it('mark an episode: it is watched today and the series goes on «Смотрю»', async () => {
    const { user, store } = renderSeasons();
    await user.click(screen.getByText('Сезон 1'));
    await user.click(await screen.findByRole('checkbox', { name: /Winter Is Coming/ }));
    expect(entryOf(store)).toMatchObject({ status: 'watching', episodes: { '1:1': today() } });
    expect(
      screen.getByText(/^1 из 10 · дальше: S01E02 «The Kingsroad» · известно 1 из 8 сезонов$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Winter Is Coming/ }));
    expect(entryOf(store)?.episodes).toBeUndefined();
  });

  it('mark a whole season in one change, and take it back', async () => {
    const { user, store } = renderSeasons({ preloadedState: libraryWith({ '3:2': '2026-01-02' }) });
    await user.click(screen.getByText('Сезон 3'));
    let changes = 0;
    store.subscribe(() => (changes += 1));
    await user.click(await screen.findByRole('button', { name: 'Отметить сезон 3' }));
    expect(changes).toBe(1);
    const episodes = entryOf(store)?.episodes ?? {};
    expect(Object.keys(episodes)).toHaveLength(10);
    // An episode watched before keeps its day.
    expect(episodes['3:2']).toBe('2026-01-02');
    expect(screen.getByText('Сезон 3').parentElement).toHaveTextContent('10 из 10');

    await user.click(screen.getByRole('button', { name: 'Снять отметки сезона 3' }));
    expect(entryOf(store)?.episodes).toBeUndefined();
  });

  it('mark everything up to an episode, fetching the earlier seasons never opened', async () => {
    const asked = countSeasonRequests();
    const { user, store } = renderSeasons();
    await user.click(screen.getByText('Сезон 3'));
    await user.click(await screen.findByRole('button', { name: 'Отметить до этой серии: S03E02' }));
    await vi.waitFor(() => expect(Object.keys(entryOf(store)?.episodes ?? {})).toHaveLength(22));
    expect(asked.toSorted()).toEqual([1, 2, 3]);
    expect(entryOf(store)?.episodes).toHaveProperty('2:10');
    expect(entryOf(store)?.episodes).not.toHaveProperty('3:3');
  });

  it('put the series on «Просмотрено» when the last episode of the last season is marked', async () => {
    const { user, store } = renderSeasons({ preloadedState: libraryWith({}, 'watching') });
    await user.click(screen.getByText('Сезон 8'));
    await user.click(await screen.findByRole('checkbox', { name: /S08E06/ }));
    expect(entryOf(store)?.status).toBe('watched');
  });

  it('learn the number of seasons from a season’s answer when the details do not say', async () => {
    const { user } = renderSeasons({ totalSeasons: null });
    expect(screen.getAllByText(/^Сезон \d$/)).toHaveLength(1);
    await user.click(screen.getByText('Сезон 1'));
    await screen.findByRole('list', { name: 'Серии сезона 1' });
    expect(screen.getAllByText(/^Сезон \d$/)).toHaveLength(8);
  });
});
