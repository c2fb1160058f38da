import { LRUCache } from 'lru-cache';
import { PNG } from 'pngjs';
import type { CatalogEntry } from './omdb/catalog/index.ts';
import { findById } from './omdb/lookup.ts';

/**
 * Generated posters for the demo catalog: one distinctive, deterministic picture per title (colours
 * and pattern from the id), as a PNG. OMDb's posters are bitmaps too, which a browser decodes off
 * the page's main thread. An SVG poster (as the demo drew them before) is a document of its own,
 * parsed, styled, laid out and painted on that thread, tens of milliseconds a poster on a low-tier
 * phone: the demo cost a phone more than a real visit does. The card beside a poster names the film.
 */
export const POSTER_WIDTH = 200;
export const POSTER_HEIGHT = 300;
/** The pattern is drawn in a 300 × 450 design, scaled to the poster's pixels. */
const DESIGN_WIDTH = 300;
const DESIGN_HEIGHT = 450;
const SCALE = POSTER_WIDTH / DESIGN_WIDTH;

type PosterEntry = Pick<CatalogEntry, 'imdbID'>;
type Rgb = readonly [number, number, number];

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

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return Math.round((l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [channel(0), channel(8), channel(4)];
}

/** Math.hypot is several times slower, and a poster asks for 60,000 distances. */
const distanceBetween = (dx: number, dy: number): number => Math.sqrt(dx * dx + dy * dy);

/** How much of a pixel a shape covers, from the pixel's distance outside its edge in the design's units. */
const coverage = (distanceOutside: number): number =>
  Math.min(1, Math.max(0, 0.5 - distanceOutside * SCALE));

/** How much of a ring (a circle's outline of `width`) covers a point `distance` from its centre. */
const onRing = (distance: number, radius: number, width: number): number =>
  coverage(Math.abs(distance - radius) - width / 2);

/** The pattern over the gradient: how much of its white ink covers each point. */
type Ink = (x: number, y: number) => number;

function pattern(random: () => number): Ink {
  const variant = Math.floor(random() * 4);
  const cx = Math.round(40 + random() * 220);
  const cy = Math.round(60 + random() * 330);
  if (variant === 0) {
    // Five rings around one centre.
    return (x, y) => {
      const distance = distanceBetween(x - cx, y - cy);
      let ink = 0;
      for (let ring = 1; ring <= 5; ring += 1) ink = Math.max(ink, onRing(distance, ring * 38, 10));
      return ink;
    };
  }
  if (variant === 1) {
    // Diagonal stripes, rising to the right.
    const step = Math.round(28 + random() * 24);
    const halfWidth = Math.round(step / 3) / 2;
    return (x, y) => {
      const along = (((x + y - DESIGN_HEIGHT) % step) + step) % step;
      return coverage(Math.min(along, step - along) / Math.SQRT2 - halfWidth);
    };
  }
  if (variant === 2) {
    // A sun over a horizon.
    const sunY = Math.round(90 + random() * 80);
    const radius = Math.round(50 + random() * 40);
    const horizon = Math.round(300 + random() * 60);
    return (x, y) =>
      Math.max(coverage(distanceBetween(x - cx, y - sunY) - radius), coverage(horizon - y));
  }
  // A grid of dots of every size.
  const spacing = 36;
  const radii: number[][] = [];
  for (let y = 30; y < DESIGN_HEIGHT; y += spacing) {
    const row: number[] = [];
    for (let x = 30; x < DESIGN_WIDTH; x += spacing) row.push(Math.round(3 + random() * 6));
    radii.push(row);
  }
  return (x, y) => {
    const row = Math.round((y - 30) / spacing);
    const column = Math.round((x - 30) / spacing);
    const radius = radii[row]?.[column];
    if (radius === undefined) return 0;
    return coverage(
      distanceBetween(x - (30 + column * spacing), y - (30 + row * spacing)) - radius,
    );
  };
}

/** The frame, 15 design pixels inside the edge and two wide. */
function onFrame(x: number, y: number): number {
  const outside = Math.max(15 - x, x - (DESIGN_WIDTH - 15), 15 - y, y - (DESIGN_HEIGHT - 15));
  return coverage(Math.abs(outside) - 1);
}

const PATTERN_INK = 0.12;
const FRAME_INK = 0.45;

export function renderPosterPng(entry: PosterEntry): Buffer {
  const random = randomFrom(entry.imdbID.toLowerCase());
  const hue = random() * 360;
  const top = hsl(hue, 55 + random() * 30, 30 + random() * 15);
  const bottom = hsl(hue + 40 + random() * 100, 50 + random() * 30, 12 + random() * 12);
  const ink = pattern(random);

  const png = new PNG({ width: POSTER_WIDTH, height: POSTER_HEIGHT });
  for (let y = 0; y < POSTER_HEIGHT; y += 1) {
    for (let x = 0; x < POSTER_WIDTH; x += 1) {
      const along = y / (POSTER_HEIGHT - 1);
      // The pixel's centre in the design's coordinates.
      const designX = (x + 0.5) / SCALE;
      const designY = (y + 0.5) / SCALE;
      const white = Math.max(
        ink(designX, designY) * PATTERN_INK,
        onFrame(designX, designY) * FRAME_INK,
      );
      const offset = (y * POSTER_WIDTH + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const base = top[channel] + (bottom[channel] - top[channel]) * along;
        png.data[offset + channel] = Math.round(base + (255 - base) * white);
      }
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 9 });
}

/** Drawing one takes 10–40 ms of the server's time; the demo catalog's few hundred are kept. */
const drawn = new LRUCache<string, Buffer>({ max: 512 });

function posterOf(entry: PosterEntry): Buffer {
  const key = entry.imdbID.toLowerCase();
  const cached = drawn.get(key);
  if (cached) return cached;
  const poster = renderPosterPng(entry);
  drawn.set(key, poster);
  return poster;
}

export interface PosterAnswer {
  status: number;
  contentType: string;
  body: string | Buffer;
}

/**
 * `{imdbID}.png` → the poster, or 404 for a malformed name, an unknown id or a title without one.
 * `{imdbID}.svg`, the name of the posters an earlier version drew (and a collection may keep), is
 * answered with the same picture.
 */
export function answerPoster(fileName: string, catalog: readonly CatalogEntry[]): PosterAnswer {
  const match = /^(tt\d{7,8})\.(?:png|svg)$/i.exec(fileName);
  const entry = match ? findById(catalog, match[1]) : undefined;
  if (!entry?.HasPoster)
    return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'Poster not found' };
  return { status: 200, contentType: 'image/png', body: posterOf(entry) };
}

/** Posters of a title never change for its id; a week keeps room for catalog fixes. */
export const POSTER_CACHE_CONTROL = 'public, max-age=604800';
