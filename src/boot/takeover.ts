/**
 * What the page does between its first paint and the moment the app takes it over (docs/features.md, «Before
 * the app starts»). Loaded with the boot script, before the app:
 * - a press on a button that only the app can carry out (a favorite, a view, a chip), Esc in a
 *   field (which clears the search) and a shortcut key on the page (`f` on a film) are held, and
 *   done again once the app has taken the page over, in order, each once;
 * - the search button follows the search box's minimum length, as the app's button does.
 * Links, and the search form's submit buttons, keep working as HTML does: they are left alone.
 */

interface HeldPress {
  kind: 'press';
  button: HTMLButtonElement;
  /** Where the button sat under #root, for a page the app renders afresh rather than adopts. */
  path: number[];
  label: string;
}

/** A key only the app gives a meaning to: Esc in a field, a shortcut on the page. */
interface HeldKey {
  kind: 'key';
  target: Element;
  key: string;
  code: string;
}

/** Keys HTML does nothing with in a field, and the app does: Esc clears the search. */
const FIELD_KEYS = new Set(['Escape']);
/** Where keys have a meaning of their own (typing, Space and Enter on a control): left alone. */
const KEYED =
  'input, textarea, select, button, a[href], summary, [contenteditable], [role="button"]';

/** Esc in a field, or a character key with no modifier elsewhere (`f`, `/`, `?`): the app's. */
function appKey(event: KeyboardEvent, root: Element): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (target.closest(KEYED)) return target instanceof HTMLInputElement && FIELD_KEYS.has(event.key);
  const onPage = root.contains(target) || target === document.body;
  const shortcut = event.key.length === 1 && event.key !== ' ';
  return onPage && shortcut && !event.ctrlKey && !event.metaKey && !event.altKey;
}

const held: (HeldPress | HeldKey)[] = [];
let stopCapturing: (() => void) | null = null;

function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    path.unshift(
      at.parentElement ? Array.prototype.indexOf.call(at.parentElement.children, at) : 0,
    );
  }
  return path;
}

function nodeAt(root: Element, path: readonly number[]): Element | null {
  let at: Element | undefined = root;
  for (const index of path) {
    at = at.children[index];
    if (!at) return null;
  }
  return at;
}

/**
 * The same button now (the very node when the app adopted it, else the one in its place), if it
 * still says what the visitor pressed. A button that now says something else already shows another
 * state: a film the server showed as not a favorite that the visitor's saved favorites hold, or a
 * second press on a button the first press has already changed. Pressing it then would undo, not do.
 */
function current(press: HeldPress, root: Element): HTMLButtonElement | null {
  const node = press.button.isConnected ? press.button : nodeAt(root, press.path);
  return node instanceof HTMLButtonElement && node.textContent === press.label ? node : null;
}

/** Only the app carries these out: a plain button, not a form's submit button or a link. */
function appOnlyButton(target: EventTarget | null, root: Element): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'button' || button.disabled || !root.contains(button)) return null;
  return button;
}

/** Keeps the search button disabled while the box holds less than its minimum length. */
function followSearchBox(root: Element): () => void {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]');
  const box = form?.querySelector<HTMLInputElement>('input[type="search"]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !box || !button || box.minLength <= 0) return () => {};
  const apply = () => {
    button.disabled = box.value.trim().length < box.minLength;
  };
  apply();
  form.addEventListener('input', apply);
  return () => form.removeEventListener('input', apply);
}

/** Starts holding presses; called by the boot script as soon as it runs. */
export function holdUntilTakeover(root: Element | null = document.getElementById('root')): void {
  if (!root || stopCapturing) return;
  const onClick = (event: MouseEvent) => {
    const button = appOnlyButton(event.target, root);
    if (!button) return;
    // Not for the browser, nor for React's listener on a page it has not adopted yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({
      kind: 'press',
      button,
      path: pathFrom(root, button),
      label: button.textContent ?? '',
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!appKey(event, root)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'key', target: event.target as Element, key: event.key, code: event.code });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  const stopFollowing = followSearchBox(root);
  stopCapturing = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    stopFollowing();
  };
}

/** The moment the app handles presses itself, for the benchmark (bench/firstInteraction.ts). */
export const TAKEOVER_MARK = 'filmoteka:takeover';

function replayHeld(root: Element | null): void {
  stopCapturing?.();
  stopCapturing = null;
  performance.mark(TAKEOVER_MARK);
  for (const action of held.splice(0)) {
    if (action.kind === 'key') {
      const target = action.target.isConnected ? action.target : document.body;
      const { key, code } = action;
      target.dispatchEvent(
        new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }),
      );
      continue;
    }
    const button = root ? current(action, root) : null;
    if (button && !button.disabled) button.click();
  }
}

/**
 * The app has taken the page over (its first commit, with effects run): presses held until now are
 * carried out, in order, each once; from then on the app handles every press itself. They run in a
 * task of their own: React ignores events dispatched while it is still finishing a commit. Presses
 * in between are held too, so none overtakes an earlier one.
 */
export function takeOver(root: Element | null = document.getElementById('root')): Promise<void> {
  if (!stopCapturing) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      replayHeld(root);
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
