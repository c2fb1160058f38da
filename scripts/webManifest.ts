import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (written by vite-plugin-pwa as manifest.webmanifest). Its colours are the
 * light theme's tokens (src/shared/styles/tokens.css); a manifest holds one theme colour, so the
 * dark one is in index.html's `<meta name="theme-color" media="(prefers-color-scheme: dark)">`.
 */
export const THEME_COLORS = {
  light: { theme: '#4338ca', background: '#f5f6fa' },
  dark: { theme: '#12131a', background: '#12131a' },
} as const;

export const webManifest: Partial<ManifestOptions> = {
  name: 'Фильмотека',
  short_name: 'Фильмотека',
  description:
    'Поиск фильмов и сериалов по базе OMDb: подробности о фильме, избранное и статистика.',
  lang: 'ru',
  dir: 'ltr',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLORS.light.theme,
  background_color: THEME_COLORS.light.background,
  categories: ['entertainment'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
