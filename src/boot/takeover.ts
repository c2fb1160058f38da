/**
 * What the page does between its first paint and the moment the app takes it over (see
 * docs in README § Before the app starts). Loaded with the boot script, before the app:
 * - a press on a button that only the app can carry out (a favorite, a view, a chip) is held, and
 *   pressed again once the app has taken the page over, in order, each once;
 * - the search button follows the search box's minimum length, as the app's button does.
 * Links, and the search form's submit buttons, keep working as HTML does: they are left alone.
 */

interface HeldPress {
  button: HTMLButtonElement;
  /** Where the button sat under #root, for a page the app renders afresh rather than adopts. */
  path: number[];
  label: string;
}

const held: HeldPress[] = [];
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
    held.push({ button, path: pathFrom(root, button), label: button.textContent ?? '' });
  };
  document.addEventListener('click', onClick, true);
  const stopFollowing = followSearchBox(root);
  stopCapturing = () => {
    document.removeEventListener('click', onClick, true);
    stopFollowing();
  };
}

/** The moment the app handles presses itself, for the benchmark (bench/interaction.ts). */
export const TAKEOVER_MARK = 'filmoteka:takeover';

function replayHeld(root: Element | null): void {
  stopCapturing?.();
  stopCapturing = null;
  performance.mark(TAKEOVER_MARK);
  for (const press of held.splice(0)) {
    const button = root ? current(press, root) : null;
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
