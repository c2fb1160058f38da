import { createHash } from 'node:crypto';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * CSS modules' class names, for the app's build and the server's render alike (they must match):
 * a class is named by its file's path, not its content or line, so an edit to a stylesheet changes
 * no class name in the scripts (each a few bytes of every route's first load), and the build is the
 * same wherever the project is checked out.
 */
export const cssModuleNames = {
  generateScopedName(name: string, file: string): string {
    // Found when a build names a class, not when a test in a browser-like setting imports this.
    const root = dirname(dirname(fileURLToPath(import.meta.url)));
    const path = relative(root, file);
    return `_${name}_${createHash('sha256').update(path).digest('base64url').slice(0, 5)}`;
  },
};
