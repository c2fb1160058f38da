/**
 * The year page (`/year/2026`) as the server sends it: the layout and the page's frame (title,
 * heading, lead) with its loading state. The favorites and their details are in the visitor's
 * browser, so the app fills the frame in; it hydrates this very markup first.
 */
import { pageModuleFor } from '../app/pageModules';
import { preloadPageFor } from '../app/router';
import type { RenderedPage } from '../../server/ssr/contract.ts';
import { renderAppAt } from './renderApp';

const TITLE = /<title>[^<]*<\/title>/;

/** See SsrBundle in server/ssr/contract.ts. */
export async function renderYearPage(path: string): Promise<RenderedPage | null> {
  if (pageModuleFor(path) !== 'YearPage') return null;
  await preloadPageFor(path);
  const markup = renderAppAt(path);
  return {
    status: 200,
    head: TITLE.exec(markup)?.[0] ?? '',
    body: markup.replace(TITLE, ''),
    data: '',
  };
}
