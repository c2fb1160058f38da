import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { injectMarkup, inlineStylesheets } from '../scripts/prerender';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { initialSearchState } from './features/search/searchSlice';
import { renderAppShell, renderSearchPage, shellTitle } from './prerender';
import { text } from './shared/text';
import { HydrationFlag } from './shared/lib/useHydrated';
import { makeTestClient } from './test/renderWithProviders';

describe('prerendered search page', () => {
  it('holds the header, the hero and the search box as plain HTML', () => {
    const html = renderSearchPage();
    expect(html).toContain(text.search.heroTitle);
    expect(html).toContain(`placeholder="${text.search.placeholder}"`);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/"/);
    expect(html).toContain(text.footer.source);
    expect(html).not.toContain('<script');
  });

  it('is taken over by hydration without a mismatch, even with saved recent searches', async () => {
    const container = document.createElement('div');
    container.innerHTML = injectMarkup('<div id="root"></div>', renderSearchPage()).slice(
      '<div id="root">'.length,
      -'</div>'.length,
    );
    document.body.append(container);
    const recoverable = vi.fn();
    const store = makeStore({
      omdb: makeTestClient(),
      preloadedState: { search: { ...initialSearchState, recentSearches: ['matrix'] } },
    });
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <StrictMode>
            <Provider store={store}>
              <MemoryRouter>
                <HydrationFlag hydrating>
                  <AppRoutes />
                </HydrationFlag>
              </MemoryRouter>
            </Provider>
          </StrictMode>,
          { onRecoverableError: recoverable },
        );
      });
      expect(recoverable).not.toHaveBeenCalled();
      // Saved recent searches appear once hydration is done.
      expect(container.textContent).toContain(text.search.recentTitle);
    } finally {
      // Testing Library's cleanup knows only the roots it made. Left mounted, the app's idle timers
      // (Node's, which outlive jsdom) and lazy parts would render it after this file's environment
      // is gone: "window is not defined" in React's commit. Unmounting cancels them.
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe('prerendered app shell', () => {
  it('holds the layout with the page-loading state, not the search page', () => {
    const html = renderAppShell();
    expect(html).toContain(text.nav.favorites);
    expect(html).toContain(text.layout.pageLoading);
    expect(html).not.toContain(text.search.heroTitle);
    expect(html).not.toContain('aria-current');
  });
});

describe('inlineStylesheets', () => {
  it('puts each stylesheet into the page, so the first paint waits for the HTML alone', () => {
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"><script src="/a.js"></script></head>';
    const read = vi.fn(() => 'body{margin:0}');
    expect(inlineStylesheets(html, read)).toBe(
      '<head><style>body{margin:0}</style><script src="/a.js"></script></head>',
    );
    expect(read).toHaveBeenCalledWith('assets/index-1.css');
  });

  it('keeps the link when the styles could close the style element', () => {
    const html = '<link rel="stylesheet" href="/assets/x.css">';
    expect(inlineStylesheets(html, () => 'a{}</style><script>')).toBe(html);
  });
});

describe('injectMarkup', () => {
  it('fills the empty root and leaves the title to the head', () => {
    const html = '<head><title>T</title></head><body><div id="root"></div></body>';
    expect(injectMarkup(html, '<title>T</title><main>$&</main>')).toBe(
      '<head><title>T</title></head><body><div id="root"><main>$&</main></div></body>',
    );
  });

  it('puts in the fallback title where the markup brings none, and only there', () => {
    const html = '<head><title>Поиск</title></head><div id="root"></div>';
    expect(injectMarkup(html, '<main/>', undefined, 'A & <B>')).toBe(
      '<head><title>A &amp; &lt;B&gt;</title></head><div id="root"><main/></div>',
    );
    expect(injectMarkup(html, '<title>T</title><main/>', undefined, 'A')).toContain(
      '<title>T</title>',
    );
  });

  it('gives the statistics shell its page’s title and the app’s shell the app’s name', () => {
    expect(shellTitle('/charts')).toBe(text.titles.charts);
    expect(shellTitle()).toBe(text.appName);
  });

  it('refuses an index.html without an empty root', () => {
    expect(() => injectMarkup('<div id="app"></div>', '<p/>')).toThrow(/root/);
  });
});
