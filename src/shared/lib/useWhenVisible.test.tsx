import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { useWhenVisible } from './useWhenVisible';

/** A stand-in for the browser's observer: the test says when the target enters or leaves. */
class FakeObserver {
  static all: FakeObserver[] = [];
  connected = true;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {
    this.connected = false;
  }
  show(visible: boolean) {
    const entry = { isIntersecting: visible } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}
const live = () => FakeObserver.all.filter((observer) => observer.connected);

function Probe({ enabled, onVisible }: { enabled: boolean; onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useWhenVisible(ref, enabled, onVisible, { dwellMs: 300 });
  return <div ref={ref} />;
}

describe('useWhenVisible', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fires once the target has stayed in view for the dwell time, and then stops looking', () => {
    const onVisible = vi.fn();
    render(<Probe enabled onVisible={onVisible} />);
    act(() => live()[0].show(true));
    act(() => vi.advanceTimersByTime(299));
    expect(onVisible).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onVisible).toHaveBeenCalledTimes(1);
    expect(live()).toHaveLength(0);
  });

  it('does not fire for a target scrolled past before the dwell time', () => {
    const onVisible = vi.fn();
    render(<Probe enabled onVisible={onVisible} />);
    act(() => live()[0].show(true));
    act(() => vi.advanceTimersByTime(200));
    act(() => live()[0].show(false));
    act(() => vi.advanceTimersByTime(1000));
    expect(onVisible).not.toHaveBeenCalled();
  });

  it('does not look while disabled, and looks again when enabled anew', () => {
    const onVisible = vi.fn();
    const { rerender } = render(<Probe enabled={false} onVisible={onVisible} />);
    expect(live()).toHaveLength(0);
    rerender(<Probe enabled onVisible={onVisible} />);
    act(() => live()[0].show(true));
    rerender(<Probe enabled={false} onVisible={onVisible} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onVisible).not.toHaveBeenCalled();
    expect(live()).toHaveLength(0);
  });

  it('does nothing where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onVisible = vi.fn();
    render(<Probe enabled onVisible={onVisible} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(onVisible).not.toHaveBeenCalled();
  });
});
