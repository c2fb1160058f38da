import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { SearchPage } from '../pages/SearchPage/SearchPage';
import { renderWithProviders } from '../test/renderWithProviders';
import { Layout } from './Layout';
import { idleAtOnce } from '../test/idleAtOnce';

// The shortcuts start once the page is idle: here, at once.
beforeEach(() => {
  idleAtOnce();
});
afterEach(() => {
  cleanup(); // unmounting cancels the idle callback: before the stubs go
  vi.unstubAllGlobals();
});

/** The layout around the real search page and a stand-in favorites page. */
async function renderApp(route: string) {
  const rendered = renderWithProviders(
    <Layout>
      <Routes>
        <Route index element={<SearchPage />} />
        <Route path="/favorites" element={<h1>Избранное (заглушка)</h1>} />
      </Routes>
    </Layout>,
    { route },
  );
  const helpButton = await within(screen.getByRole('contentinfo')).findByRole('button', {
    name: 'Горячие клавиши',
  });
  return { ...rendered, helpButton };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Название фильма или IMDb ID' });
const helpDialog = () => screen.queryByRole('dialog', { name: 'Горячие клавиши' });

/** The text a screen reader reads out: what is hidden from it left out. */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent ?? '';
}

describe('Layout: keyboard shortcuts', () => {
  it('offers a footer button that lists the shortcuts and names its own key', async () => {
    const { helpButton } = await renderApp('/');
    expect(helpButton).toHaveAttribute('aria-keyshortcuts', 'Shift+/');
  });

  it('/ on another page goes to the search page and focuses the search box', async () => {
    const { user } = await renderApp('/favorites');
    await user.keyboard('/');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Избранное (заглушка)' })).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
  });

  it('/ on the search page focuses the search box and types nothing into it', async () => {
    const { user } = await renderApp('/');
    expect(searchBox()).not.toHaveFocus();
    await user.keyboard('/');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(searchBox()).toHaveValue('');
  });

  it('/ works on the Russian layout, where that key types a full stop', async () => {
    await renderApp('/favorites');
    fireEvent.keyDown(document.body, { key: '.', code: 'Slash' });
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });

  it('/ and ? typed into the search box stay in it', async () => {
    const { user } = await renderApp('/');
    await user.type(searchBox(), 'a/b?');
    expect(searchBox()).toHaveValue('a/b?');
    expect(searchBox()).toHaveFocus();
    expect(helpDialog()).not.toBeInTheDocument();
  });

  it('? lists every shortcut, each key with a name a screen reader says', async () => {
    const { user } = await renderApp('/');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Горячие клавиши' });
    const rows = within(dialog)
      .getAllByRole('term')
      .map((term, index) => [
        term.querySelector('kbd')?.textContent,
        spoken(term),
        spoken(within(dialog).getAllByRole('definition')[index]),
      ]);
    expect(rows).toEqual([
      ['/', 'Клавиша «косая черта»', 'Перейти к поиску'],
      ['Esc', 'Клавиша Esc', 'Очистить строку поиска'],
      ['f', 'Клавиша F', 'Добавить фильм в избранное или убрать из него (на странице фильма)'],
      [
        'w',
        'Клавиша W',
        'Добавить фильм в «Хочу посмотреть» или убрать из списка (на странице фильма)',
      ],
      [
        't',
        'Клавиша T',
        'Отметить, что фильм просмотрен сегодня, или снять отметку (на странице фильма)',
      ],
      ['?', 'Клавиша «вопросительный знак»', 'Показать горячие клавиши'],
    ]);
  });

  it('the close button closes the list and gives focus back to where it was', async () => {
    const { user } = await renderApp('/');
    const navLink = screen.getByRole('link', { name: 'Избранное' });
    navLink.focus();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Горячие клавиши' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(helpDialog()).not.toBeInTheDocument();
    expect(navLink).toHaveFocus();
  });

  it('the footer button opens the list too', async () => {
    const { user, helpButton } = await renderApp('/favorites');
    await user.click(helpButton);
    const dialog = await screen.findByRole('dialog', { name: 'Горячие клавиши' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(helpButton).toHaveFocus();
  });

  it('/ pressed in the list closes it and goes to the search box', async () => {
    const { user } = await renderApp('/favorites');
    await user.keyboard('?');
    await screen.findByRole('dialog', { name: 'Горячие клавиши' });
    await user.keyboard('/');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(helpDialog()).not.toBeInTheDocument();
  });

  it('keys pressed with Ctrl, or while another dialog is open, are left alone', async () => {
    const { user } = await renderApp('/favorites');
    await user.keyboard('{Control>}/{/Control}');
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    try {
      await user.keyboard('/?');
      expect(screen.getByRole('heading', { name: 'Избранное (заглушка)' })).toBeInTheDocument();
      expect(helpDialog()).not.toBeInTheDocument();
    } finally {
      other.remove();
    }
  });
});
