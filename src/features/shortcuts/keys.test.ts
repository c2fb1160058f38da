import { filmKeyOf, isIgnored, slashShortcutOf } from './keys';

/** A keydown as a keyboard sends it, dispatched on `target` so that it has one. */
function keydown(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** Puts markup into the page and returns the element marked `data-target`. */
function place(html: string): Element {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]');
  if (!target) throw new Error('the markup has no [data-target]');
  return target;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('slashShortcutOf', () => {
  it.each([
    ['/ on an English layout', { key: '/', code: 'Slash' }, '/'],
    [
      'the / key on the Russian layout, where it types a full stop',
      { key: '.', code: 'Slash' },
      '/',
    ],
    [
      'a slash typed with Shift+7 (German layout)',
      { key: '/', code: 'Digit7', shiftKey: true },
      '/',
    ],
    ['? on an English layout', { key: '?', code: 'Slash', shiftKey: true }, '?'],
    [
      'Shift with the / key on the Russian layout (a comma)',
      { key: ',', code: 'Slash', shiftKey: true },
      '?',
    ],
    [
      'a question mark typed with Shift+7 (Russian layout)',
      { key: '?', code: 'Digit7', shiftKey: true },
      '?',
    ],
    ['a full stop elsewhere', { key: '.', code: 'Period' }, null],
    ['a letter', { key: 'f', code: 'KeyF' }, null],
  ])('reads %s as %s', (_, init, expected) => {
    expect(slashShortcutOf(keydown(init))).toBe(expected);
  });
});

describe('filmKeyOf', () => {
  it.each([
    ['f on an English layout', { key: 'f', code: 'KeyF' }, 'favorite'],
    ['the F key on the Russian layout, where it types «а»', { key: 'а', code: 'KeyF' }, 'favorite'],
    ['f where a layout puts it on another key (Dvorak)', { key: 'f', code: 'KeyY' }, 'favorite'],
    ['w', { key: 'w', code: 'KeyW' }, 'want'],
    ['the W key on the Russian layout, where it types «ц»', { key: 'ц', code: 'KeyW' }, 'want'],
    ['t', { key: 't', code: 'KeyT' }, 'watchedToday'],
    [
      'the T key on the Russian layout, where it types «е»',
      { key: 'е', code: 'KeyT' },
      'watchedToday',
    ],
    [
      'the T key where a layout types another letter there (Dvorak «y»)',
      { key: 'y', code: 'KeyT' },
      null,
    ],
    ['Shift+F', { key: 'F', code: 'KeyF', shiftKey: true }, null],
    ['Shift+W', { key: 'W', code: 'KeyW', shiftKey: true }, null],
    ['another letter', { key: 'g', code: 'KeyG' }, null],
    ['a digit', { key: '1', code: 'Digit1' }, null],
  ])('reads %s as %s', (_, init, expected) => {
    expect(filmKeyOf(keydown(init))).toBe(expected);
  });
});

describe('isIgnored', () => {
  const slash = { key: '/', code: 'Slash' };

  it('lets a plain key pressed on the page, a link or a button through', () => {
    expect(isIgnored(keydown(slash))).toBe(false);
    expect(isIgnored(keydown(slash, place('<a href="/" data-target>Ссылка</a>')))).toBe(false);
    expect(isIgnored(keydown(slash, place('<button data-target>Кнопка</button>')))).toBe(false);
  });

  it.each([
    ['a text input', '<input data-target>'],
    ['a search box', '<form role="search"><input type="search" data-target></form>'],
    ['a textarea', '<textarea data-target></textarea>'],
    ['a select', '<select data-target><option>1</option></select>'],
    ['a contenteditable element', '<div contenteditable="true" data-target></div>'],
    [
      'an element inside a contenteditable one',
      '<div contenteditable><p><b data-target>x</b></p></div>',
    ],
  ])('ignores a key typed into %s', (_, html) => {
    expect(isIgnored(keydown(slash, place(html)))).toBe(true);
  });

  it('lets a key through inside an element that opts out of contenteditable', () => {
    expect(
      isIgnored(keydown(slash, place('<div contenteditable="false" data-target></div>'))),
    ).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Meta', { metaKey: true }],
    ['Alt', { altKey: true }],
  ])('ignores a key pressed with %s: it belongs to the browser or the system', (_, modifier) => {
    expect(isIgnored(keydown({ ...slash, ...modifier }))).toBe(true);
  });

  it('ignores a key held down, and one pressed while an input method composes', () => {
    expect(isIgnored(keydown({ ...slash, repeat: true }))).toBe(true);
    expect(isIgnored(keydown({ ...slash, isComposing: true }))).toBe(true);
  });

  it('ignores a key that something else has already handled', () => {
    const target = place('<button data-target>Кнопка</button>');
    target.addEventListener('keydown', (event) => event.preventDefault());
    expect(isIgnored(keydown(slash, target))).toBe(true);
  });

  it('ignores a key while a dialog is open, unless the caller allows that dialog', () => {
    const target = place('<dialog open><button data-target>Закрыть</button></dialog>');
    expect(isIgnored(keydown(slash, target))).toBe(true);
    expect(isIgnored(keydown(slash, target), true)).toBe(false);
    place('<dialog><button data-target>Закрыть</button></dialog>');
    expect(isIgnored(keydown(slash))).toBe(false);
  });
});
