import type { CatalogEntry } from './omdb/catalog/index.ts';
import { findById } from './omdb/lookup.ts';

/**
 * Generated posters for the demo catalog: one distinctive, deterministic SVG per title (colours
 * and pattern from the id). They carry no text: a browser lays out the text of every SVG image
 * document on the page's main thread, about 2.5 ms a poster in Chromium (25 ms on a low-tier
 * phone), where OMDb's JPEG posters are decoded off it. The card beside a poster names the film.
 * Pure code with no Node APIs, so the Vite dev server and browser-side test handlers can use it too.
 */
export const POSTER_WIDTH = 300;
export const POSTER_HEIGHT = 450;

type PosterEntry = Pick<CatalogEntry, 'imdbID' | 'Title' | 'Year'>;

export function escapeXml(text: string): string {
  return (
    text
      // Control characters (but tab and line breaks) are not allowed in XML at all.
      .replace(/(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** FNV-1a, then mulberry32: a tiny seeded generator, so each id always draws the same poster. */
function randomFrom(seedText: string): () => number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i += 1) {
    seed = Math.imul(seed ^ seedText.charCodeAt(i), 0x01000193) >>> 0;
  }
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hex rather than CSS hsl(): every SVG renderer, not only browsers, reads it. */
function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const INK = 'fill="#fff" fill-opacity="0.12"';
const INK_LINE = 'fill="none" stroke="#fff" stroke-opacity="0.12"';

function pattern(random: () => number): string {
  const variant = Math.floor(random() * 4);
  const cx = Math.round(40 + random() * 220);
  const cy = Math.round(60 + random() * 330);
  if (variant === 0) {
    return [1, 2, 3, 4, 5]
      .map(
        (ring) => `<circle cx="${cx}" cy="${cy}" r="${ring * 38}" ${INK_LINE} stroke-width="10"/>`,
      )
      .join('');
  }
  if (variant === 1) {
    const step = Math.round(28 + random() * 24);
    const stripes: string[] = [];
    for (let x = -POSTER_HEIGHT; x < POSTER_WIDTH; x += step) {
      stripes.push(
        `<path d="M${x} ${POSTER_HEIGHT}L${x + POSTER_HEIGHT} 0" ${INK_LINE} stroke-width="${Math.round(step / 3)}"/>`,
      );
    }
    return stripes.join('');
  }
  if (variant === 2) {
    return `<circle cx="${cx}" cy="${Math.round(90 + random() * 80)}" r="${Math.round(50 + random() * 40)}" ${INK}/><rect y="${Math.round(300 + random() * 60)}" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" ${INK}/>`;
  }
  const dots: string[] = [];
  for (let y = 30; y < POSTER_HEIGHT; y += 36) {
    for (let x = 30; x < POSTER_WIDTH; x += 36)
      dots.push(`<circle cx="${x}" cy="${y}" r="${Math.round(3 + random() * 6)}" ${INK}/>`);
  }
  return dots.join('');
}

export function renderPosterSvg(entry: PosterEntry): string {
  const random = randomFrom(entry.imdbID.toLowerCase());
  const hue = random() * 360;
  const top = hsl(hue, 55 + random() * 30, 30 + random() * 15);
  const bottom = hsl(hue + 40 + random() * 100, 50 + random() * 30, 12 + random() * 12);

  const name = escapeXml(`${entry.Title} (${entry.Year})`);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="url(#bg)"/>`,
    pattern(random),
    `<rect x="14" y="14" width="272" height="422" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="2"/>`,
    '</svg>',
  ].join('');
}

export interface PosterAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** `{imdbID}.svg` → the poster, or 404 for a malformed name, an unknown id or a title without one. */
export function answerPoster(fileName: string, catalog: readonly CatalogEntry[]): PosterAnswer {
  const match = /^(tt\d{7,8})\.svg$/i.exec(fileName);
  const entry = match ? findById(catalog, match[1]) : undefined;
  if (!entry?.HasPoster)
    return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Poster not found' };
  return { status: 200, contentType: 'image/svg+xml; charset=utf-8', body: renderPosterSvg(entry) };
}

/** Posters of a title never change for its id; a week keeps room for catalog fixes. */
export const POSTER_CACHE_CONTROL = 'public, max-age=604800';
