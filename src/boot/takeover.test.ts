import { holdUntilTakeover, takeOver } from './takeover';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  onTestFinished(async () => {
    await takeOver();
    document.body.replaceChildren();
  });
  return document.getElementById('root') as HTMLElement;
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => node.textContent === name) as HTMLElement;

describe('presses before the app takes over', () => {
  it('are held, then carried out once each, in order, when the app takes over', async () => {
    const root = page(
      '<button type="button">Один</button><button type="button">Два</button><button type="button">Три</button>',
    );
    const pressed: string[] = [];
    root.addEventListener('click', (event) => pressed.push((event.target as Element).textContent!));
    holdUntilTakeover();
    button('Два').click();
    button('Один').click();
    expect(pressed).toEqual([]);
    const done = takeOver();
    // A press while the held ones wait for their task is held too, behind them.
    button('Три').click();
    expect(pressed).toEqual([]);
    await done;
    expect(pressed).toEqual(['Два', 'Один', 'Три']);
    await takeOver();
    button('Один').click();
    expect(pressed).toEqual(['Два', 'Один', 'Три', 'Один']);
  });

  it('leave links and the form submit buttons to the browser', () => {
    const root = page(
      '<form><button type="submit">Найти</button></form><a href="#next">Дальше</a>',
    );
    const reached: string[] = [];
    root.addEventListener('click', (event) => {
      reached.push((event.target as Element).textContent!);
      event.preventDefault();
    });
    holdUntilTakeover();
    button('Найти').click();
    (document.querySelector('a') as HTMLElement).click();
    expect(reached).toEqual(['Найти', 'Дальше']);
  });

  it('find the button in its place when the app rendered the page afresh', async () => {
    const root = page('<header><button type="button">Тема</button></header>');
    holdUntilTakeover();
    button('Тема').click();
    root.innerHTML = '<header><button type="button">Тема</button></header>';
    const onClick = vi.fn();
    button('Тема').addEventListener('click', onClick);
    await takeOver();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('skip a button that now says something else than what was pressed', async () => {
    page('<button type="button">В избранное</button>');
    holdUntilTakeover();
    button('В избранное').click();
    // The app knows the film is a favorite already: the button shows it.
    const toggle = button('В избранное');
    toggle.textContent = 'В избранном';
    const onClick = vi.fn();
    toggle.addEventListener('click', onClick);
    await takeOver();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('keys before the app takes over', () => {
  it('hold Esc in a field until the app takes over, and leave other keys to the browser', async () => {
    page('<input type="search">');
    const box = document.querySelector('input') as HTMLInputElement;
    holdUntilTakeover();
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    box.dispatchEvent(escape);
    const letter = new KeyboardEvent('keydown', { key: 'm', bubbles: true, cancelable: true });
    box.dispatchEvent(letter);
    expect([escape.defaultPrevented, letter.defaultPrevented]).toEqual([true, false]);
    const keys: string[] = [];
    box.addEventListener('keydown', (event) => keys.push(event.key));
    await takeOver();
    expect(keys).toEqual(['Escape']);
  });

  it('hold a shortcut key on the page, but not Space, Tab or a key with a modifier', async () => {
    page('<main tabindex="-1"><p>Фильм</p></main>');
    const main = document.querySelector('main') as HTMLElement;
    holdUntilTakeover();
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      main.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([
      press({ key: 'а', code: 'KeyF' }),
      press({ key: ' ' }),
      press({ key: 'Tab' }),
      press({ key: 'f', ctrlKey: true }),
    ]).toEqual([true, false, false, false]);
    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(`${event.key} ${event.code}`));
    await takeOver();
    expect(keys).toEqual(['а KeyF']);
  });
});

describe('a checkbox set before the app takes over', () => {
  const checkbox = () => document.querySelector('input[type="checkbox"]') as HTMLInputElement;

  it('shows the choice at once, and tells the app of each, in order, once it takes over', async () => {
    const root = page('<label><input type="checkbox" checked> Подгружать</label>');
    const told: boolean[] = [];
    root.addEventListener('click', (event) => {
      if (event.target instanceof HTMLInputElement) told.push(event.target.checked);
    });
    holdUntilTakeover();
    checkbox().click();
    expect(checkbox().checked).toBe(false);
    checkbox().click();
    checkbox().click();
    told.length = 0; // the browser's own presses, before the app listens
    await takeOver();
    expect(told).toEqual([false, true, false]);
    expect(checkbox().checked).toBe(false);
  });

  it('is set through the app when the app drew its own control, with what the app held', async () => {
    const root = page('<input type="checkbox" checked>');
    holdUntilTakeover();
    checkbox().click();
    root.innerHTML = '<input type="checkbox" checked>';
    const onChange = vi.fn((event: Event) => (event.target as HTMLInputElement).checked);
    checkbox().addEventListener('change', onChange);
    await takeOver();
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveReturnedWith(false);
  });
});

describe('the search button before the app takes over', () => {
  it('is disabled while the box holds fewer characters than its minimum, and left alone after', async () => {
    page(
      '<form role="search"><input type="search" minlength="3"><button type="submit">Найти</button></form>',
    );
    const box = document.querySelector('input') as HTMLInputElement;
    const submit = button('Найти') as HTMLButtonElement;
    holdUntilTakeover();
    expect(submit.disabled).toBe(true);
    box.value = 'ma ';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(submit.disabled).toBe(true);
    box.value = 'mat';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(submit.disabled).toBe(false);
    await takeOver();
    box.value = '';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(submit.disabled).toBe(false);
  });
});
