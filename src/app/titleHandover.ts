/**
 * The HTML's own `<title>` titles the page until the app's first one is in: each page renders its
 * own, which React puts in `<head>`, and two titles would be invalid HTML. The HTML's go in the
 * microtask after React adds one, before anything can paint or read the page in between, so the
 * document is never without a title (a page that waits for its data keeps the HTML's meanwhile).
 */
export function handOverTitle(head: HTMLHeadElement): void {
  const served = head.querySelectorAll('title');
  const watcher = new MutationObserver(() => {
    if (head.querySelectorAll('title').length === served.length) return;
    watcher.disconnect();
    served.forEach((title) => title.remove());
  });
  watcher.observe(head, { childList: true });
}
