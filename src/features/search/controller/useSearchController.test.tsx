import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DEBOUNCE_MS } from '../query';
import { useSearchController } from './useSearchController';

describe('useSearchController', () => {
  it('keeps an address’s text whose render waits past the typing pause', async () => {
    // The page's next render is held (as a part still loading holds it) once the box has the
    // address's text: the pause timer set for the empty box at mount fires meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding = true;
    function Box() {
      const { input } = useSearchController();
      if (input === 'star' && holding) throw held;
      return <output aria-label="Текст поиска">{input}</output>;
    }
    renderWithProviders(
      <Suspense fallback={null}>
        <Box />
      </Suspense>,
      { route: '/?q=star&y=abc' },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 200)));
    holding = false;
    await act(async () => release());
    expect(await screen.findByRole('status', { name: 'Текст поиска' })).toHaveTextContent('star');
  });
});
