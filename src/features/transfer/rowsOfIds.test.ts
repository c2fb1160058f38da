import { rowsOfIds } from './useImportFlow';

describe('rowsOfIds: what a share link brings', () => {
  it('hearts every film of a favorites link, and a rated one is «Просмотрено»', () => {
    const rows = rowsOfIds(['tt0133093', 'tt0079944'], { tt0079944: 8 });
    expect(
      rows.map(({ imdbID, heart, status, personal }) => ({ imdbID, heart, status, personal })),
    ).toEqual([
      { imdbID: 'tt0133093', heart: true, status: undefined, personal: undefined },
      { imdbID: 'tt0079944', heart: true, status: 'watched', personal: { rating: 8 } },
    ]);
  });

  it('puts a shelf link’s films on that shelf, hearting none; a rating moves «Хочу посмотреть» on', () => {
    const rows = rowsOfIds(['tt0133093', 'tt0079944'], { tt0079944: 8 }, 'want');
    expect(rows.map(({ heart, status }) => ({ heart, status }))).toEqual([
      { heart: undefined, status: 'want' },
      { heart: undefined, status: 'watched' },
    ]);
    const dropped = rowsOfIds(['tt0079944'], { tt0079944: 3 }, 'dropped');
    expect(dropped[0]).toMatchObject({ status: 'dropped', personal: { rating: 3 } });
  });
});
