import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { today } from '../state/personal';
import { WatchDays } from './WatchDays';

function Days({ initial = [] }: { initial?: string[] }) {
  const [days, setDays] = useState<string[]>(initial);
  return (
    <WatchDays
      days={days}
      onAdd={(day) => setDays((known) => [...known, day].sort())}
      onRemove={(day) => setDays((known) => known.filter((other) => other !== day))}
    />
  );
}

// The field comes in once the editor has painted (useShownAfterPaint).
const dayField = () => screen.findByLabelText('День просмотра');
const add = () => screen.getByRole('button', { name: 'Отметить просмотр' });
const listed = () =>
  screen.queryByRole('list') === null
    ? []
    : within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent);

describe('WatchDays', () => {
  it('lists each day as a person says it, with a remove button that names it', async () => {
    const user = userEvent.setup();
    render(<Days initial={['2024-05-03', '2025-01-21']} />);
    expect(listed()).toEqual(['3 мая 2024×', '21 января 2025×']);
    await user.click(screen.getByRole('button', { name: 'Убрать просмотр 3 мая 2024' }));
    expect(listed()).toEqual(['21 января 2025×']);
    await user.click(screen.getByRole('button', { name: 'Убрать просмотр 21 января 2025' }));
    expect(screen.getByText('Ещё не отмечены.')).toBeInTheDocument();
  });

  it('adds today unless told otherwise, and another day as a rewatch', async () => {
    const user = userEvent.setup();
    render(<Days />);
    expect(await dayField()).toHaveValue(today());
    expect(await dayField()).toHaveAttribute('max', today());
    await user.click(add());
    expect(listed()).toHaveLength(1);
    await user.clear(await dayField());
    await user.type(await dayField(), '2024-05-03');
    await user.click(add());
    expect(listed()[0]).toBe('3 мая 2024×');
    expect(listed()).toHaveLength(2);
  });

  it('refuses a day in the future, saying why', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<WatchDays days={[]} onAdd={onAdd} onRemove={() => {}} />);
    const next = new Date();
    next.setDate(next.getDate() + 1);
    await user.clear(await dayField());
    await user.type(await dayField(), today(next));
    await user.click(add());
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Можно отметить только сегодняшний или прошедший день.',
    );
    expect(await dayField()).toHaveAttribute('aria-invalid', 'true');
    expect(await dayField()).toHaveAccessibleDescription(
      'Можно отметить только сегодняшний или прошедший день.',
    );
  });

  it('refuses an empty field and a day already listed', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(<WatchDays days={[today()]} onAdd={onAdd} onRemove={() => {}} />);
    await user.click(add());
    expect(screen.getByRole('alert')).toHaveTextContent('Этот день уже отмечен.');
    await user.clear(await dayField());
    await user.click(add());
    expect(screen.getByRole('alert')).toHaveTextContent('Укажите день просмотра.');
    expect(onAdd).not.toHaveBeenCalled();
  });
});
