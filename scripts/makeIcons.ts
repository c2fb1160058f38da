/**
 * Draws the app's icons from public/favicon.svg into public/icons/ with Chromium: favicon-48.png
 * (the tab's icon), icon-192.png and icon-512.png (the favicon as it is) and maskable-512.png (the
 * clapperboard on a full-bleed background, inside the central 80 % that every mask keeps). The tab
 * shows a PNG because Chromium fetches the tab's icon again at every change of the address and
 * parses an SVG one on the page's main thread (about 20 ms on the phone profile), inside the press
 * that changed it. The PNGs are committed;
 * run this again (`npx tsx scripts/makeIcons.ts`) only when the favicon changes.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'public', 'icons');
const favicon = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
/** The favicon's own background: the accent colour of the light theme. */
const BACKGROUND = /<rect width="64" height="64" rx="14" fill="(#[0-9a-f]{6})"\/>/i;

function page(body: string, size: number): string {
  return `<!doctype html><html><head><style>html,body{margin:0;width:${size}px;height:${size}px;background:transparent}svg{display:block;width:100%;height:100%}</style></head><body>${body}</body></html>`;
}

/** The glyph without its rounded tile, scaled into the maskable safe zone on a square background. */
function maskable(svg: string): string {
  const match = BACKGROUND.exec(svg);
  if (!match) throw new Error('favicon.svg no longer starts with its 64×64 background tile');
  const glyph = svg
    .replace(BACKGROUND, '')
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '');
  // 0.6 of the side, centred: inside the 80 % circle with room to spare.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${match[1]}"/><g transform="translate(32 32) scale(0.6) translate(-32 -32)">${glyph}</g></svg>`;
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  mkdirSync(outDir, { recursive: true });
  const shots: [string, string, number][] = [
    ['favicon-48.png', favicon, 48],
    ['icon-192.png', favicon, 192],
    ['icon-512.png', favicon, 512],
    ['maskable-512.png', maskable(favicon), 512],
  ];
  for (const [file, svg, size] of shots) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    await tab.setContent(page(svg, size));
    await tab.screenshot({ path: join(outDir, file), omitBackground: true });
    await tab.close();
    console.log(`public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
