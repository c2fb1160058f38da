import {
  FIRST_SCREEN_KEY,
  currentStyles,
  drawStoredFirstScreen,
  fingerprintOf,
  writeFirstScreen,
} from './storedFirstScreen';

const FAVORITES = JSON.stringify({ version: 4, items: [{ imdbID: 'tt0133093' }] });
const STYLES = '/assets/index-abc.css';

function page(address = '/favorites'): HTMLElement {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = `<link rel="stylesheet" href="${STYLES}">`;
  document.body.innerHTML =
    '<div id="root"><main id="main"><p>Загрузка страницы...</p></main></div>';
  return document.getElementById('main')!;
}

function keep(overrides: Partial<Parameters<typeof writeFirstScreen>[1]> = {}) {
  writeFirstScreen(localStorage, {
    address: '/favorites',
    styles: STYLES,
    favorites: fingerprintOf(FAVORITES),
    html: '<h1>Избранное</h1><h3>The Matrix</h3>',
    ...overrides,
  });
}

describe('the favorites page’s stored first screen', () => {
  beforeEach(() => localStorage.setItem('favorites', FAVORITES));
  // The files of a worker share one document: leave it as it was found.
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('is drawn when made from the favorites stored now, for this address and stylesheet', () => {
    const main = page();
    keep();
    expect(drawStoredFirstScreen(main)).toBe(true);
    expect(main.innerHTML).toBe('<h1>Избранное</h1><h3>The Matrix</h3>');
    expect(main.dataset.firstScreen).toBe('stored');
  });

  it.each([
    ['other favorites', { favorites: fingerprintOf(FAVORITES.replace('0133093', '0133094')) }],
    ['another address', { address: '/favorites?view=grid' }],
    ['another build’s stylesheet', { styles: '/assets/index-def.css' }],
  ])('is left out when made from %s', (_, overrides) => {
    const main = page();
    keep(overrides);
    expect(drawStoredFirstScreen(main)).toBe(false);
    expect(main.textContent).toBe('Загрузка страницы...');
  });

  it('never draws over a page the app has drawn, nor from a value out of shape', () => {
    const main = page();
    keep();
    main.remove();
    expect(drawStoredFirstScreen(main)).toBe(false);

    const fresh = page();
    for (const raw of ['{', 'null', '[]', '{"html":1}']) {
      localStorage.setItem(FIRST_SCREEN_KEY, raw);
      expect(drawStoredFirstScreen(fresh)).toBe(false);
    }
    localStorage.removeItem('favorites');
    keep();
    expect(drawStoredFirstScreen(fresh)).toBe(false);
  });

  it('tells builds apart by their inlined stylesheet too', () => {
    const main = page();
    document.head.innerHTML = '<style>._card_a1{color:red}</style>';
    keep({ styles: currentStyles(document) });
    expect(drawStoredFirstScreen(main)).toBe(true);
    const next = page();
    document.head.innerHTML = '<style>._card_a1{color:blue}</style>';
    expect(drawStoredFirstScreen(next)).toBe(false);
  });

  it('tells lists of one length apart', () => {
    expect(fingerprintOf('{"rating":7}')).not.toBe(fingerprintOf('{"rating":8}'));
    expect(fingerprintOf('')).toBe(fingerprintOf(''));
  });
});
