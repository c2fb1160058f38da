import { screen, within } from '@testing-library/react';
import { answerSeasons, renderSeasons } from './seasons.fixtures';

const soap = { imdbID: 'tt7000001', title: 'Soap', year: '1990–', type: 'series', poster: null };

function episode(number: number, fields: Record<string, string> = {}) {
  return {
    Title: `Day ${number}`,
    Released: '1990-01-01',
    Episode: String(number),
    imdbRating: '7.1',
    imdbID: 'N/A',
    ...fields,
  };
}

describe('a season answer out of the ordinary', () => {
  it('draws with fields missing or N/A and episodes out of order', async () => {
    answerSeasons(soap.imdbID, () => ({
      Response: 'True',
      Title: 'Soap',
      Season: '1',
      totalSeasons: 'N/A',
      Episodes: [
        episode(3, { Title: 'N/A', Released: 'N/A', imdbRating: 'N/A' }),
        { Episode: '1' },
        episode(2, { Released: '2019-02-30' }),
      ],
    }));
    const { user } = renderSeasons({ movie: soap, totalSeasons: null });
    await user.click(screen.getByText('Сезон 1'));
    const list = await screen.findByRole('list', { name: 'Серии сезона 1' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByRole('checkbox').getAttribute('id') !== null),
    ).toEqual([true, true, true]);
    expect(within(rows[0]).getByRole('checkbox', { name: 'S01E01 Серия 1' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Дата неизвестна');
    expect(within(rows[1]).getByRole('checkbox', { name: 'S01E02 Day 2' })).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Дата неизвестна · IMDb 7,1');
    expect(within(rows[2]).getByRole('checkbox', { name: 'S01E03 Серия 3' })).toBeInTheDocument();
    expect(rows[2]).not.toHaveTextContent('IMDb');
  });

  it('shows a long season a page at a time, focus going on to the first episode shown', async () => {
    answerSeasons(soap.imdbID, () => ({
      Response: 'True',
      Title: 'Soap',
      Season: '1',
      totalSeasons: '1',
      Episodes: Array.from({ length: 260 }, (_, index) => episode(260 - index)),
    }));
    const { user } = renderSeasons({ movie: soap, totalSeasons: null });
    await user.click(screen.getByText('Сезон 1'));
    const list = await screen.findByRole('list', { name: 'Серии сезона 1' });
    // Rows counted as elements: a role query over hundreds of rows is jsdom's slowest path.
    expect(list.children).toHaveLength(50);
    expect(screen.getByText('Сезон 1').parentElement).toHaveTextContent('0 из 260');

    await user.click(screen.getByText('Показать ещё 50 серий'));
    expect(list.children).toHaveLength(100);
    expect(screen.getByLabelText('S01E51 Day 51')).toHaveFocus();
  });

  it('says a season failed, and asks again on «Повторить»', async () => {
    let failing = true;
    answerSeasons(soap.imdbID, () =>
      failing
        ? 500
        : {
            Response: 'True',
            Title: 'Soap',
            Season: '1',
            totalSeasons: '1',
            Episodes: [episode(1)],
          },
    );
    const { user } = renderSeasons({ movie: soap, totalSeasons: 1 });
    await user.click(screen.getByText('Сезон 1'));
    const alert = await screen.findByRole('alert');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('checkbox', { name: 'S01E01 Day 1' })).toBeInTheDocument();
  });

  it('says OMDb does not know a season', async () => {
    answerSeasons(soap.imdbID, () => ({ Response: 'False', Error: 'Series or season not found!' }));
    const { user } = renderSeasons({ movie: soap, totalSeasons: 2 });
    await user.click(screen.getByText('Сезон 2'));
    expect(await screen.findByText('OMDb не знает этого сезона.')).toBeInTheDocument();
  });
});
