import { handOverTitle } from './titleHandover';

const titles = () => Array.from(document.head.querySelectorAll('title'), (title) => title.text);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function addTitle(text: string): void {
  const title = document.createElement('title');
  title.text = text;
  document.head.append(title);
}

describe('handOverTitle', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    addTitle('Фильмотека');
  });

  it('keeps the HTML’s title while the app has rendered none', async () => {
    handOverTitle(document.head);
    document.head.append(document.createElement('meta'));
    await settle();
    expect(titles()).toEqual(['Фильмотека']);
  });

  it('leaves only the app’s title once it is in', async () => {
    handOverTitle(document.head);
    addTitle('The Matrix — Фильмотека');
    await settle();
    expect(titles()).toEqual(['The Matrix — Фильмотека']);
    addTitle('Избранное — Фильмотека');
    await settle();
    expect(titles()).toEqual(['The Matrix — Фильмотека', 'Избранное — Фильмотека']);
  });
});
