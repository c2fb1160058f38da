import { render, screen, waitFor } from '@testing-library/react';
import { WatchDays } from './WatchDays';
import { idleAtOnce } from '../../../test/idleAtOnce';

// In a module graph of its own (vitest.config.ts): the formatter is made once per page.
describe('WatchDays’ day formatter', () => {
  it('makes the days’ formatter ahead, once the field is in and the browser is idle', async () => {
    idleAtOnce();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const daysMade = () =>
      made.mock.calls.filter(([, options]) => options?.timeZone === 'UTC' && options.day).length;
    const { unmount } = render(<WatchDays days={[]} onAdd={() => {}} onRemove={() => {}} />);
    try {
      expect(daysMade()).toBe(0);
      await screen.findByLabelText('День просмотра');
      await waitFor(() => expect(daysMade()).toBe(1));
    } finally {
      unmount();
      made.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
