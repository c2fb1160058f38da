import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { today } from '../favorites';
import { NextEpisode } from './NextEpisode';
import { countSeasonRequests, libraryWith, thrones } from './seasons.fixtures';

function renderNext(preloadedState?: ReturnType<typeof libraryWith>) {
  const view = renderWithProviders(<NextEpisode movie={thrones} />, { preloadedState });
  const entry = () => view.store.getState().favorites.items[thrones.imdbID];
  return { ...view, entry };
}

describe('«Следующая серия»', () => {
  it('marks the episode after the last watched, across seasons, and says which', async () => {
    const asked = countSeasonRequests();
    const { user, entry } = renderNext(
      libraryWith({ '1:10': '2026-01-01', '1:3': '2026-01-01' }, 'watching'),
    );
    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Отмечена S02E01 «The North Remembers»',
    );
    expect(entry()?.episodes?.['2:1']).toBe(today());
    // The season of the last episode watched, then the one after: nothing before it.
    expect(asked).toEqual([1, 2]);

    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    expect(await screen.findByText('Отмечена S02E02 «The Night Lands»')).toBeInTheDocument();
  });

  it('starts with the first episode, and «Отменить» takes exactly that mark back', async () => {
    const { user, entry } = renderNext();
    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    expect(await screen.findByText('Отмечена S01E01 «Winter Is Coming»')).toBeInTheDocument();
    expect(entry()).toMatchObject({ status: 'watching', episodes: { '1:1': today() } });

    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Отметка S01E01 снята');
    // The series had nothing before: with the mark and the status it brought gone, it leaves.
    expect(entry()).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
  });

  it('puts the series on «Просмотрено» with its last episode, and the undo takes that back too', async () => {
    const { user, entry } = renderNext(libraryWith({ '8:5': '2026-01-01' }, 'watching'));
    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    expect(await screen.findByText('Отмечена S08E06 «The Iron Throne»')).toBeInTheDocument();
    expect(entry()?.status).toBe('watched');
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(entry()).toMatchObject({ status: 'watching', episodes: { '8:5': '2026-01-01' } });

    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    await user.click(screen.getByRole('button', { name: 'Следующая серия' }));
    expect(await screen.findByText('Все серии просмотрены')).toBeInTheDocument();
  });
});
