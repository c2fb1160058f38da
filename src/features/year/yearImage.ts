import { yearText as t } from './yearText';
import type { YearFilm } from './summary';

export const IMAGE_WIDTH = 1080;
export const IMAGE_HEIGHT = 1350;
const MARGIN = 80;
const POSTERS = 4;
const POSTER_GAP = 24;
const POSTER_WIDTH = 180;
const POSTER_HEIGHT = 270;
const LINE_HEIGHT = 42;
/** A poster that has not come by then is drawn as the placeholder: the picture never hangs. */
const POSTER_WAIT_MS = 4000;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * A poster ready to draw, or null (none, failed, or late). A poster from another host is asked for
 * with CORS: without it the browser refuses the image rather than taint the canvas.
 */
export function loadPoster(url: string | null): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  const image = new Image();
  image.decoding = 'async';
  if (new URL(url, window.location.href).origin !== window.location.origin)
    image.crossOrigin = 'anonymous';
  image.src = url;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), POSTER_WAIT_MS);
  });
  return Promise.race([image.decode().then(() => image), late])
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

/** The lines `text` wraps to within `width` at the context's font. */
function wrap(context: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && context.measureText(next).width > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function drawPlaceholder(context: CanvasRenderingContext2D, x: number, y: number): void {
  context.fillStyle = '#2a2c3d';
  context.fillRect(x, y, POSTER_WIDTH, POSTER_HEIGHT);
  context.fillStyle = '#b9bccf';
  context.font = `500 22px ${FONT}`;
  context.textAlign = 'center';
  const lines = wrap(context, t.posterMissing, POSTER_WIDTH - 24);
  lines.forEach((line, index) =>
    context.fillText(
      line,
      x + POSTER_WIDTH / 2,
      y + POSTER_HEIGHT / 2 + (index - (lines.length - 1) / 2) * 28,
    ),
  );
  context.textAlign = 'start';
}

/** The films the picture shows: the best rated first, then the rest, those with posters first. */
export function filmsToShow(films: readonly YearFilm[]): YearFilm[] {
  return [...films]
    .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || Number(!!b.poster) - Number(!!a.poster))
    .slice(0, POSTERS);
}

/**
 * The year as a 1080×1350 PNG, drawn in the browser: the heading, up to four posters (the
 * placeholder for one that fails) and the sentences, wrapped. Posters are loaded so the canvas is
 * never tainted, so it can always be exported.
 */
export async function drawYearImage(
  year: number,
  sentences: readonly string[],
  films: readonly YearFilm[],
  load: (url: string | null) => Promise<CanvasImageSource | null> = loadPoster,
): Promise<Blob> {
  const shown = filmsToShow(films);
  const posters = await Promise.all(shown.map((film) => load(film.poster)));
  const canvas = document.createElement('canvas');
  canvas.width = IMAGE_WIDTH;
  canvas.height = IMAGE_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  const background = context.createLinearGradient(0, 0, 0, IMAGE_HEIGHT);
  background.addColorStop(0, '#312e81');
  background.addColorStop(1, '#12131a');
  context.fillStyle = background;
  context.fillRect(0, 0, IMAGE_WIDTH, IMAGE_HEIGHT);

  context.fillStyle = '#ffffff';
  context.textBaseline = 'alphabetic';
  context.font = `700 56px ${FONT}`;
  let y = MARGIN + 48;
  for (const line of wrap(context, t.imageHeading(year), IMAGE_WIDTH - 2 * MARGIN)) {
    context.fillText(line, MARGIN, y);
    y += 68;
  }

  if (shown.length > 0) {
    y += 8;
    shown.forEach((_, index) => {
      const x = MARGIN + index * (POSTER_WIDTH + POSTER_GAP);
      const poster = posters[index];
      if (poster) context.drawImage(poster, x, y, POSTER_WIDTH, POSTER_HEIGHT);
      else drawPlaceholder(context, x, y);
    });
    y += POSTER_HEIGHT + 56;
  }

  context.fillStyle = '#eef0ff';
  context.font = `400 31px ${FONT}`;
  const bottom = IMAGE_HEIGHT - MARGIN - 48;
  // Whole sentences only: one that no longer fits is left out, never cut.
  for (const sentence of sentences) {
    const lines = wrap(context, sentence, IMAGE_WIDTH - 2 * MARGIN);
    if (y + (lines.length - 1) * LINE_HEIGHT > bottom) continue;
    for (const line of lines) {
      context.fillText(line, MARGIN, y);
      y += LINE_HEIGHT;
    }
    y += 14;
  }

  context.fillStyle = '#b9bccf';
  context.font = `600 30px ${FONT}`;
  context.fillText(t.imageFooter, MARGIN, IMAGE_HEIGHT - MARGIN + 10);

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))),
      'image/png',
    ),
  );
}

/** Hands `blob` to the browser as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by then; it is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
