import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { APP_SHELL } from '../appShell.ts';
import { REVALIDATE } from '../static.ts';
import type { RenderedPage } from './contract.ts';
import { fillShell, type PageName } from './moviePageHtml.ts';

/** The build's shell (dist/app.html); null without one, and the page plugins then add no route. */
export function readShell(distDir: string): string | null {
  const file = join(distDir, APP_SHELL);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** `page` filled into `shell`, with the page's status, revalidated on every visit. */
export function sendRenderedPage(
  reply: FastifyReply,
  shell: string,
  page: RenderedPage,
  pageName: PageName,
): FastifyReply {
  return reply
    .code(page.status)
    .header('cache-control', REVALIDATE)
    .type('text/html; charset=utf-8')
    .send(fillShell(shell, page, pageName));
}
