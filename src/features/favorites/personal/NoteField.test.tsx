import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTE_MAX } from '../state/personal';
import { NOTE_SAVE_DELAY, NoteField } from './NoteField';

const field = () => screen.getByRole('textbox', { name: 'Заметка' });

describe('NoteField', () => {
  afterEach(() => vi.useRealTimers());

  it('counts what is written, against the limit', async () => {
    const user = userEvent.setup();
    render(<NoteField note="Смотрели" onSave={() => {}} />);
    expect(field()).toHaveValue('Смотрели');
    expect(field()).toHaveAccessibleDescription(/8 \/ 1000$/);
    await user.type(field(), ' вдвоём');
    expect(screen.getByText('15 / 1000')).toBeInTheDocument();
  });

  it('stops at NOTE_MAX characters: pasted text is cut, the counter says 1000 / 1000', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<NoteField note="" onSave={onSave} />);
    expect(field()).toHaveAttribute('maxlength', String(NOTE_MAX));
    field().focus();
    await user.paste('я'.repeat(NOTE_MAX + 20));
    expect(field()).toHaveValue('я'.repeat(NOTE_MAX));
    expect(screen.getByText('1000 / 1000')).toBeInTheDocument();
    await user.type(field(), 'ещё');
    expect(field()).toHaveValue('я'.repeat(NOTE_MAX));
    await user.tab();
    expect(onSave).toHaveBeenLastCalledWith('я'.repeat(NOTE_MAX));
  });

  it('never keeps more than NOTE_MAX, whatever the field lets through', () => {
    const onSave = vi.fn();
    render(<NoteField note="" onSave={onSave} />);
    fireEvent.change(field(), { target: { value: 'a'.repeat(NOTE_MAX + 1) } });
    fireEvent.blur(field());
    expect(onSave).toHaveBeenCalledWith('a'.repeat(NOTE_MAX));
  });

  it('saves once typing pauses, not at every letter', () => {
    vi.useFakeTimers();
    const onSave = vi.fn();
    render(<NoteField note="" onSave={onSave} />);
    fireEvent.change(field(), { target: { value: 'Х' } });
    act(() => vi.advanceTimersByTime(NOTE_SAVE_DELAY - 1));
    fireEvent.change(field(), { target: { value: 'Хорошо' } });
    act(() => vi.advanceTimersByTime(NOTE_SAVE_DELAY - 1));
    expect(onSave).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSave.mock.calls).toEqual([['Хорошо']]);
  });

  it('saves what waits when it goes away, and when the page is hidden', () => {
    const onSave = vi.fn();
    const { unmount } = render(<NoteField note="" onSave={onSave} />);
    fireEvent.change(field(), { target: { value: 'перед уходом' } });
    window.dispatchEvent(new Event('pagehide'));
    expect(onSave.mock.calls).toEqual([['перед уходом']]);
    fireEvent.change(field(), { target: { value: 'ещё' } });
    unmount();
    expect(onSave.mock.calls).toEqual([['перед уходом'], ['ещё']]);
  });

  it('saves nothing when nothing was typed', () => {
    const onSave = vi.fn();
    const { unmount } = render(<NoteField note="было" onSave={onSave} />);
    fireEvent.blur(field());
    unmount();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a note changed elsewhere', () => {
    const { rerender } = render(<NoteField note="было" onSave={() => {}} />);
    rerender(<NoteField note="" onSave={() => {}} />);
    expect(field()).toHaveValue('');
    expect(screen.getByText('0 / 1000')).toBeInTheDocument();
  });
});
