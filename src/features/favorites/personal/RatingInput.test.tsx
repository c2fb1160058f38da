import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RatingInput } from './RatingInput';
import type { Rating } from './ratingScale';

function Rated({ initial, onChange }: { initial?: Rating; onChange?: (rating: Rating) => void }) {
  const [rating, setRating] = useState<Rating>(initial);
  return (
    <RatingInput
      rating={rating}
      onChange={(next) => {
        onChange?.(next);
        setRating(next);
      }}
    />
  );
}

const slider = () => screen.getByRole('slider');

/** The row of stars, made 150 px wide from x = 100 (jsdom lays nothing out). */
function starsAt100() {
  const stars = slider().firstElementChild as HTMLElement;
  stars.getBoundingClientRect = () => new DOMRect(100, 0, 150, 30);
  return stars;
}

describe('RatingInput', () => {
  it('says its value in its name and beside the stars', () => {
    const { rerender } = render(<RatingInput rating={8} onChange={() => {}} />);
    expect(slider()).toHaveAccessibleName('Ваша оценка: 8 из 10');
    expect(slider()).toHaveAttribute('aria-valuenow', '8');
    expect(slider()).toHaveAttribute('aria-valuetext', '8 из 10');
    expect(slider()).toHaveTextContent('8 из 10');
    rerender(<RatingInput rating={undefined} onChange={() => {}} />);
    expect(slider()).toHaveAccessibleName('Ваша оценка: нет');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('button', { name: 'Убрать оценку' })).not.toBeInTheDocument();
  });

  it('is set by keys: arrows, Home and End, digits, Delete', async () => {
    const user = userEvent.setup();
    const changes: Rating[] = [];
    render(<Rated onChange={(rating) => changes.push(rating)} />);
    await user.tab();
    expect(slider()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider()).toHaveAccessibleName('Ваша оценка: 3 из 10');
    await user.keyboard('{ArrowLeft}{End}{ArrowDown}{Home}8{0}{Delete}');
    expect(changes).toEqual([1, 2, 3, 2, 10, 9, 1, 8, 10, undefined]);
    expect(slider()).toHaveAccessibleName('Ваша оценка: нет');
  });

  it('reports nothing for a key that changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RatingInput rating={10} onChange={onChange} />);
    slider().focus();
    await user.keyboard('{ArrowRight}{End}0{Tab}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is set by a press on a star: its first half is the half value', () => {
    const changes: Rating[] = [];
    render(<Rated onChange={(rating) => changes.push(rating)} />);
    const stars = starsAt100();
    // The fourth star spans 190–220: its first half gives 7, its second 8.
    fireEvent.pointerDown(stars, { button: 0, pointerId: 1, clientX: 195 });
    fireEvent.pointerUp(stars, { button: 0, pointerId: 1, clientX: 195 });
    expect(slider()).toHaveAccessibleName('Ваша оценка: 7 из 10');
    fireEvent.pointerDown(stars, { button: 0, pointerId: 1, clientX: 215 });
    fireEvent.pointerUp(stars, { button: 0, pointerId: 1, clientX: 215 });
    expect(changes).toEqual([7, 8]);
  });

  it('takes the value where a drag ends, and only previews a hover', () => {
    const onChange = vi.fn();
    render(<Rated initial={4} onChange={onChange} />);
    const stars = starsAt100();
    fireEvent.pointerMove(stars, { clientX: 245 });
    expect(slider()).toHaveTextContent('10 из 10'); // the preview
    expect(slider()).toHaveAccessibleName('Ваша оценка: 4 из 10');
    fireEvent.pointerLeave(stars);
    expect(slider()).toHaveTextContent('4 из 10');

    fireEvent.pointerDown(stars, { button: 0, pointerId: 1, clientX: 110 });
    fireEvent.pointerMove(stars, { pointerId: 1, clientX: 170 });
    fireEvent.pointerUp(stars, { button: 0, pointerId: 1, clientX: 170 });
    expect(onChange.mock.calls).toEqual([[5]]);
  });

  it('is cleared by its button', async () => {
    const user = userEvent.setup();
    render(<Rated initial={6} />);
    await user.click(screen.getByRole('button', { name: 'Убрать оценку' }));
    expect(slider()).toHaveAccessibleName('Ваша оценка: нет');
  });
});
