import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the CSP (`script-src 'self'`, server/security.ts) would refuse to run in a built page: a
 * <script> with code of its own rather than a file of the site (`src="/….js"`, a module or a
 * classic script alike), an `on…=` handler, a `javascript:` URL. Each named with its tag.
 */
export function inlineCodeProblems(html: string): string[] {
  const problems: string[] = [];
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
  if (scripts.length !== (html.match(/<script\b/gi) ?? []).length)
    problems.push('a <script> element that is never closed');
  for (const [tag, attributes, content] of scripts) {
    const start = tag.slice(0, tag.indexOf('>') + 1);
    if (!/\bsrc="\/(?!\/)[^"]+\.js"/.test(attributes)) problems.push(`no script file: ${start}`);
    if (content.trim() !== '') problems.push(`code inside: ${start}`);
  }
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`an inline handler: ${tag}`);
    if (/javascript:/i.test(tag)) problems.push(`a javascript: URL: ${tag}`);
  }
  return problems;
}

/** The problems of every HTML page of a build, each named with its page. */
export function builtPagesProblems(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .flatMap((name) =>
      inlineCodeProblems(readFileSync(join(distDir, name), 'utf8')).map((p) => `${name}: ${p}`),
    );
}
