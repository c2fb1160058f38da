/** jsdom lacks a few browser APIs the app relies on; these stand-ins behave like the real ones enough for tests. */
export function installBrowserGaps(): void {
  const dialog = HTMLDialogElement.prototype;
  if (typeof dialog.showModal !== 'function') {
    dialog.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    dialog.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  }

  // The Popover API: jsdom shows every popover; these only keep callers from throwing.
  const element = HTMLElement.prototype;
  element.showPopover ??= function showPopover() {};
  element.hidePopover ??= function hidePopover() {};

  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) => fakeMediaQueryList(query, false);
  }

  class InertObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
  window.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
}

/** A MediaQueryList that answers `matches` and never changes. */
export function fakeMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}
