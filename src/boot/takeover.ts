/**
 * What the page does between its first paint and the moment the app takes it over (docs/features.md, «Before
 * the app starts»). Loaded with the boot script, before the app:
 * - a press on a button that only the app can carry out (a favorite, the watchlist, a view, a chip), Esc in a
 *   field (which clears the search) and a shortcut key on the page (`f`, `w`, `t` on a film) are held, and
 *   done again once the app has taken the page over, in order, each once;
 * - a checkbox or radio button keeps what the visitor set it to, and the app hears of it once it
 *   has taken the page over, through a press, as if the visitor had made it then;
 * - the search button follows the search box's minimum length, as the app's button does.
 * Links, and the search form's submit buttons, keep working as HTML does: they are left alone.
 */

/** Where keys have a meaning of their own (typing, Space and Enter on a control): left alone. */
const KEYED = 'input,textarea,select,button,a[href],summary,[contenteditable],[role=button]';

/** Esc in a field, or a character key with no modifier elsewhere (`f`, `/`, `?`): the app's. */
function appKey(event: KeyboardEvent, root: Element): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  // Esc is the one key HTML does nothing with in a field, and the app does: it clears the search.
  if (target.closest(KEYED)) return target instanceof HTMLInputElement && event.key === 'Escape';
  const onPage = root.contains(target) || target === document.body;
  const shortcut = event.key.length === 1 && event.key !== ' ';
  return onPage && shortcut && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** What the visitor did before the app took over, each to be done again through the app, in order. */
const held: (() => void)[] = [];
let stopCapturing: (() => void) | null = null;

function pathFrom(root: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = node; at && at !== root; at = at.parentElement) {
    path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0);
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
 * A control the visitor used, as it is when the app has taken over: the very node when the app
 * adopted it, else the one in its place (a page the app drew afresh).
 */
function laterNode(root: Element, node: Element): () => Element | null {
  const path = pathFrom(root, node);
  return () => (node.isConnected ? node : nodeAt(root, path));
}

/** Only the app carries these out: a plain button, not a form's submit button or a link. */
function appOnlyButton(target: EventTarget | null, root: Element): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'button' || button.disabled || !root.contains(button)) return null;
  return button;
}

/**
 * Presses the button again if it still says what the visitor pressed. A button that now says
 * something else already shows another state: a film the server showed as not a favorite that the
 * visitor's saved favorites hold, or a second press on a button the first press has already
 * changed. Pressing it then would undo, not do.
 */
function pressAgain(root: Element, button: HTMLButtonElement): () => void {
  const later = laterNode(root, button);
  const label = button.textContent;
  return () => {
    const node = later();
    if (node instanceof HTMLButtonElement && node.textContent === label && !node.disabled)
      node.click();
  };
}

/**
 * Tells the app of a checkbox or radio button set: the control is set back and pressed, so the app
 * hears a press that sets it as the visitor did, whether it adopted the node (still showing the
 * choice) or drew its own (showing what the app held).
 */
function chooseAgain(root: Element, control: HTMLInputElement): () => void {
  const later = laterNode(root, control);
  const checked = control.checked;
  return () => {
    const node = later();
    if (!(node instanceof HTMLInputElement)) return;
    node.checked = !checked;
    node.click();
  };
}

/** A key only the app gives a meaning to, sent again where it was pressed. */
function keyAgain({ target, key, code }: KeyboardEvent): () => void {
  return () => {
    const at = target instanceof Element && target.isConnected ? target : document.body;
    at.dispatchEvent(new KeyboardEvent('keydown', { key, code, bubbles: true, cancelable: true }));
  };
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
  const hold = (event: Event, again: () => void) => {
    // Not for the browser, nor for React's listener on a page it has not adopted yet.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(again);
  };
  const listeners: Partial<{ [Type in keyof DocumentEventMap]: (event: never) => void }> = {
    click(event: MouseEvent) {
      const button = appOnlyButton(event.target, root);
      if (button) hold(event, pressAgain(root, button));
    },
    keydown(event: KeyboardEvent) {
      if (appKey(event, root)) hold(event, keyAgain(event));
    },
    // The browser has set it: the app is told later, and nothing is held back.
    change({ target }: Event) {
      if (target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type))
        held.push(chooseAgain(root, target));
    },
  };
  const each = (act: (type: string, listener: EventListener) => void) => {
    for (const [type, listener] of Object.entries(listeners)) act(type, listener as EventListener);
  };
  each((type, listener) => document.addEventListener(type, listener, true));
  const stopFollowing = followSearchBox(root);
  stopCapturing = () => {
    each((type, listener) => document.removeEventListener(type, listener, true));
    stopFollowing();
  };
}

/** The moment the app handles presses itself, for the benchmark (bench/firstInteraction.ts). */
export const TAKEOVER_MARK = 'filmoteka:takeover';

function replayHeld(): void {
  stopCapturing?.();
  stopCapturing = null;
  performance.mark(TAKEOVER_MARK);
  for (const again of held.splice(0)) again();
}

/**
 * The app has taken the page over (its first commit, with effects run): what the visitor did until
 * now is done again, in order, each once; from then on the app handles every press itself. It runs
 * in a task of its own: React ignores events dispatched while it is still finishing a commit.
 * Presses in between are held too, so none overtakes an earlier one.
 */
export function takeOver(): Promise<void> {
  if (!stopCapturing) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      replayHeld();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
