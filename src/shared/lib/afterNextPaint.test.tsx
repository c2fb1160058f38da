import { render } from '@testing-library/react';
import { afterNextPaint, useRefAfterPaint } from './afterNextPaint';

/** Runs the pending frame callbacks and the tasks after them. */
async function paint() {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('afterNextPaint', () => {
  it('runs after the next frame, not before', async () => {
    const run = vi.fn();
    afterNextPaint(run);
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    await paint();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', async () => {
    const run = vi.fn();
    afterNextPaint(run)();
    await paint();
    await paint();
    expect(run).not.toHaveBeenCalled();
  });
});

describe('useRefAfterPaint', () => {
  function Box({ target }: { target: (node: HTMLDivElement | null) => void }) {
    return <div data-testid="box" ref={useRefAfterPaint(target)} />;
  }

  it('hands over the element after the paint and takes it back on unmount', async () => {
    const target = vi.fn();
    const { getByTestId, unmount } = render(<Box target={target} />);
    expect(target).not.toHaveBeenCalled();
    await paint();
    expect(target).toHaveBeenCalledWith(getByTestId('box'));
    unmount();
    expect(target).toHaveBeenLastCalledWith(null);
  });

  it('never hands over an element removed before the paint', async () => {
    const target = vi.fn();
    render(<Box target={target} />).unmount();
    await paint();
    expect(target).not.toHaveBeenCalledWith(expect.any(HTMLElement));
  });
});
