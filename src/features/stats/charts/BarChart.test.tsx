import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { AddressProbe, shownAddress } from '../../../test/AddressProbe';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BarChart, type BarChartProps, type ChartBar } from './BarChart';

const TITLE = 'Жанры';
const SUMMARY = 'Чаще всего — драма: 14 из 40 фильмов';
const LONG_NAME = 'Мэри-Элизабет Уинстэд-Кавендиш';

function bar(label: string, value: number, href?: string): ChartBar {
  return {
    key: label,
    label,
    value,
    valueLabel: String(value),
    spokenValue: `${value} фильмов`,
    href,
  };
}

const GENRES = [
  bar('Драма', 14, '/favorites?genre=Drama'),
  bar('Комедия', 7, '/favorites?genre=Comedy'),
  bar('Нуар', 0, '/favorites?genre=Noir'),
];

const BASE: BarChartProps = {
  title: TITLE,
  summary: SUMMARY,
  bars: GENRES,
  layout: 'rows',
  slots: 10,
  table: { category: 'Жанр', value: 'Фильмов', show: 'Показать таблицей', hide: 'Скрыть таблицу' },
};

function renderChart(props: Partial<BarChartProps> = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/stats" element={<BarChart {...BASE} {...props} />} />
      <Route path="/favorites" element={<AddressProbe />} />
    </Routes>,
    { route: '/stats' },
  );
}

const barLength = (mark: HTMLElement, side: 'width' | 'height') =>
  Number(within(mark).getByTestId('bar').getAttribute(side));

describe('BarChart', () => {
  it('is a figure named by its title and described by the visible summary', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: TITLE });
    expect(figure).toHaveAccessibleDescription(SUMMARY);
    expect(within(figure).getByText(SUMMARY)).toBeVisible();
    const drawing = screen.getByRole('group', { name: TITLE });
    expect(drawing).toHaveAccessibleDescription(SUMMARY);
  });

  it('takes its name from the card heading when given its id, without a title of its own', () => {
    renderWithProviders(
      <section>
        <h2 id="genres-heading">{TITLE}</h2>
        <BarChart {...BASE} titleId="genres-heading" />
      </section>,
    );
    const figure = screen.getByRole('figure', { name: TITLE });
    expect(within(figure).queryByText(TITLE, { ignore: 'caption' })).not.toBeInTheDocument();
  });

  it('makes bars with an address links named by what they show that navigate in the app', async () => {
    const { user } = renderChart();
    const drama = screen.getByRole('link', { name: 'Драма: 14 фильмов' });
    expect(drama).toHaveAttribute('href', '/favorites?genre=Drama');
    await user.click(drama);
    expect(shownAddress()).toHaveTextContent('/favorites?genre=Drama');
  });

  it('leaves a Ctrl- or Cmd-click on a bar to the browser', () => {
    renderChart();
    const drama = screen.getByRole('link', { name: 'Драма: 14 фильмов' });
    // fireEvent returns false when the handler called preventDefault.
    expect(fireEvent.click(drama, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(drama, { metaKey: true })).toBe(true);
    expect(screen.queryByRole('status', { name: 'Адрес' })).not.toBeInTheDocument();
    expect(screen.getByRole('figure', { name: TITLE })).toBeInTheDocument();
  });

  it('makes bars without an address focusable, labelled images that show their value', async () => {
    const bars = [bar('Драма', 14), bar('Комедия', 7)];
    const { user } = renderChart({ bars });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const [drama, comedy] = screen.getAllByRole('img');
    expect(drama).toHaveAccessibleName('Драма: 14 фильмов');
    expect(comedy).toHaveAccessibleName('Комедия: 7 фильмов');
    await user.tab();
    expect(drama).toHaveFocus();
    await user.tab();
    expect(comedy).toHaveFocus();
    expect(within(drama).getByText('14')).toBeInTheDocument();
    expect(within(comedy).getByText('7')).toBeInTheDocument();
  });

  it('shows every value as text, a zero one too', () => {
    renderChart();
    for (const { label, valueLabel } of GENRES) {
      const mark = screen.getByRole('link', { name: `${label}: ${valueLabel} фильмов` });
      expect(within(mark).getByText(valueLabel)).toBeInTheDocument();
    }
  });

  it('draws rows as long as their share of the largest value, and a zero as nothing', () => {
    renderChart();
    const drama = barLength(screen.getByRole('link', { name: /Драма/ }), 'width');
    const comedy = barLength(screen.getByRole('link', { name: /Комедия/ }), 'width');
    expect(drama).toBeGreaterThan(0);
    expect(comedy / drama).toBeCloseTo(0.5, 2);
    expect(barLength(screen.getByRole('link', { name: /Нуар/ }), 'width')).toBe(0);
  });

  it('draws columns as tall as their share of the largest value, and a zero as nothing', () => {
    const bars = [bar('7–8', 8), bar('8–9', 2), bar('9–10', 0)];
    renderChart({ bars, layout: 'columns' });
    const [high, low, none] = screen.getAllByRole('img');
    expect(barLength(low, 'height') / barLength(high, 'height')).toBeCloseTo(0.25, 2);
    expect(barLength(none, 'height')).toBe(0);
  });

  it('draws a long label whole but masked to its room, and names the bar by it', async () => {
    const bars = [{ ...bar(LONG_NAME, 3), spokenValue: '3 фильма' }];
    const { user } = renderChart({ bars });
    const mark = screen.getByRole('img', { name: `${LONG_NAME}: 3 фильма` });
    // Its room is the label column (the chart at its 320px fallback), narrower than the name.
    const mask = within(mark).getByText(LONG_NAME).getAttribute('mask') ?? '';
    const room = mark.querySelector(`mask[id="${/^url\(#(.+)\)$/.exec(mask)?.[1]}"]`);
    expect(room).not.toBeNull();
    expect(Number(room?.getAttribute('width'))).toBeLessThan(LONG_NAME.length * 13 * 0.5);
    await user.click(screen.getByRole('button', { name: 'Показать таблицей' }));
    expect(screen.getByRole('rowheader', { name: LONG_NAME })).toBeInTheDocument();
  });

  it('shows the data as a table on demand, in place of the drawing', async () => {
    const { user } = renderChart();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Показать таблицей' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const table = screen.getByRole('table', { name: TITLE });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Скрыть таблицу');
    expect(toggle).toHaveAttribute('aria-controls', table.id);
    expect(screen.queryByRole('group', { name: TITLE })).not.toBeInTheDocument();
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual(['Жанр', 'Фильмов']);
    const labels = within(table).getAllByRole('rowheader');
    expect(labels.map((cell) => cell.textContent)).toEqual(['Драма', 'Комедия', 'Нуар']);
    expect(within(table).getByRole('link', { name: 'Драма' })).toHaveAttribute(
      'href',
      '/favorites?genre=Drama',
    );

    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: TITLE })).toBeInTheDocument();
  });

  it('keeps its full size with no bars yet: the slots, not the bars, set the height', () => {
    const full = Array.from({ length: 10 }, (_, i) => bar(`Жанр ${i + 1}`, 10 - i));
    const viewBox = (props: Partial<BarChartProps>) => {
      const { unmount } = renderChart(props);
      const drawing = screen.getByRole(props.bars?.length ? 'group' : 'img', { name: TITLE });
      const value = drawing.getAttribute('viewBox');
      unmount();
      return value;
    };
    const empty = viewBox({ bars: [], summary: 'Пока нечего показать' });
    expect(empty).toBe(viewBox({ bars: full }));
    expect(empty).not.toBe(viewBox({ bars: [], slots: 5 }));
  });

  it('shows an empty chart as one image with nothing to focus', async () => {
    const { user } = renderChart({ bars: [] });
    expect(screen.getByRole('img', { name: TITLE })).toHaveAccessibleDescription(SUMMARY);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Показать таблицей' })).toHaveFocus();
  });
});
