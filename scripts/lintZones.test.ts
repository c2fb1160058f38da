import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * The import rule of docs/architecture.md («Project layout») is ESLint's, not a wish: each wrong import below
 * is linted as if it were written in the named file, and must fail; its allowed twin must pass.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const ZONES = 'import-x/no-restricted-paths';
/** import-x's no-cycle counting `import type` too (eslint.config.js). */
const CYCLE = 'local/no-cycle';

describe('the import rule', () => {
  it('a feature may not import the store itself, only its typed hooks', async () => {
    const file = 'src/features/search/wrongImport.ts';
    expect(
      await problems(file, "import { makeStore } from '../../app/store';\nexport { makeStore };\n"),
    ).toContain(ZONES);
    expect(
      await problems(
        file,
        "import { useAppSelector } from '../../app/hooks';\nexport { useAppSelector };\n",
      ),
    ).not.toContain(ZONES);
  });

  it('a feature reaches another only through its index.ts', async () => {
    const file = 'src/features/transfer/wrongImport.ts';
    const inside = "import { selectFavoriteList } from '../favorites/state/favoritesSlice';\n";
    const throughIndex = "import { selectFavoriteList } from '../favorites';\n";
    const use = 'export { selectFavoriteList };\n';
    expect(await problems(file, inside + use)).toContain(ZONES);
    expect(await problems(file, throughIndex + use)).not.toContain(ZONES);
  });

  it('shared/ and api/ import nothing above them, and features no page', async () => {
    expect(
      await problems(
        'src/shared/lib/wrongImport.ts',
        "export { paths } from '../../app/pageModules';\n",
      ),
    ).toContain(ZONES);
    expect(
      await problems(
        'src/api/wrongImport.ts',
        "export { favoritesSlice } from '../features/favorites/state/favoritesSlice';\n",
      ),
    ).toContain(ZONES);
    expect(
      await problems(
        'src/features/stats/wrongImport.ts',
        "export { StatsPage } from '../../pages/StatsPage/StatsPage';\n",
      ),
    ).toContain(ZONES);
  });

  it('app/ reaches a page through the route table only', async () => {
    const page = "export { NotFoundPage } from '../pages/NotFoundPage/NotFoundPage';\n";
    expect(await problems('src/app/wrongImport.ts', page)).toContain(ZONES);
    expect(await problems('src/app/router.tsx', page)).not.toContain(ZONES);
  });

  it('data/ serves features, pages and app/, and imports neither app/ nor a page', async () => {
    const link = "export { addressHasSyncLink } from '../../data/sync/linkInAddress';\n";
    expect(await problems('src/features/offline/wrongImport.ts', link)).not.toContain(ZONES);
    const file = 'src/data/sync/wrongImport.ts';
    expect(await problems(file, "export { useAppSelector } from '../../app/hooks';\n")).toContain(
      ZONES,
    );
    expect(
      await problems(
        file,
        "export { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';\n",
      ),
    ).toContain(ZONES);
    const inside =
      "export { favoritesSynced } from '../../features/favorites/state/favoritesSlice';\n";
    expect(await problems(file, inside)).toContain(ZONES);
    expect(
      await problems(file, "export { favoritesSynced } from '../../features/favorites';\n"),
    ).not.toContain(ZONES);
  });

  it('local saving takes the slices it stores past their index.ts, and nothing else', async () => {
    const file = 'src/data/local/wrongImport.ts';
    const slice =
      "export { favoritesSynced } from '../../features/favorites/state/favoritesSlice';\n";
    const view = "export { foldForFind } from '../../features/favorites/listView/arrange';\n";
    expect(await problems(file, slice)).not.toContain(ZONES);
    expect(await problems(file, view)).toContain(ZONES);
    expect(await problems(file, "export { makeStore } from '../../app/store';\n")).toContain(ZONES);
  });

  it('an import that closes a circle fails', async () => {
    // shared/text.ts imports lib/plural.ts: plural.ts importing text.ts back closes a circle.
    const code = "import { text } from '../text';\nexport const first = text;\n";
    expect(await problems('src/shared/lib/plural.ts', code)).toContain(CYCLE);
    expect(await problems('src/shared/lib/wrongImport.ts', code)).not.toContain(CYCLE);
  });

  it('a circle closed by `import type` fails too, in the server as in the client', async () => {
    // omdb/proxy.ts takes the type SharedAnswers from redis/sharedAnswers.ts: importing a value of
    // proxy.ts back closes a circle (the one UPSTREAM_ERRORS once made, now in omdb/messages.ts).
    const back =
      "import { UPSTREAM_BODY_LIMIT } from '../omdb/proxy.ts';\nexport { UPSTREAM_BODY_LIMIT };\n";
    expect(await problems('server/redis/sharedAnswers.ts', back)).toContain(CYCLE);
    expect(await problems('server/redis/wrongImport.ts', back)).not.toContain(CYCLE);
    // Types alone: shared/text.ts imports lib/plural.ts, which takes a type of text.ts back.
    const typeOnly = "import type { text } from '../text';\nexport type T = typeof text;\n";
    expect(await problems('src/shared/lib/plural.ts', typeOnly)).toContain(CYCLE);
  });
});

describe('the folders around the client', () => {
  it('the server imports nothing of the client, the scripts, the benchmarks or the e2e tests', async () => {
    const file = 'server/ssr/wrongImport.ts';
    for (const code of [
      "export { text } from '../../src/shared/text';\n",
      "export { buildReason } from '../../scripts/buildCheck.ts';\n",
      "export { snapshotDist } from '../../bench/appServer.ts';\n",
      "export { slowDown } from '../../e2e/support/phone.ts';\n",
    ])
      expect(await problems(file, code), code).toContain(ZONES);
    expect(await problems(file, "export { APP_SHELL } from '../appShell.ts';\n")).not.toContain(
      ZONES,
    );
    // Its tests too.
    const test = 'server/ssr/wrong.test.ts';
    expect(await problems(test, "export { text } from '../../src/shared/text';\n")).toContain(
      ZONES,
    );
  });

  it('scripts take the server, never a benchmark or an e2e helper', async () => {
    const file = 'scripts/wrongImport.ts';
    expect(await problems(file, "export { slowDown } from '../e2e/support/phone.ts';\n")).toContain(
      ZONES,
    );
    expect(
      await problems(file, "export { snapshotDist } from '../bench/appServer.ts';\n"),
    ).toContain(ZONES);
    expect(
      await problems(file, "export { APP_SHELL } from '../server/appShell.ts';\n"),
    ).not.toContain(ZONES);
  });

  it('bench/ takes e2e/support/ only, and e2e/ bench/appServer.ts only', async () => {
    const bench = 'bench/wrongImport.ts';
    expect(
      await problems(bench, "export { slowDown } from '../e2e/support/phone.ts';\n"),
    ).not.toContain(ZONES);
    expect(await problems(bench, "export * from '../e2e/film-ssr.spec.ts';\n")).toContain(ZONES);
    const e2e = 'e2e/wrong.spec.ts';
    expect(
      await problems(e2e, "export { startAppServer } from '../bench/appServer';\n"),
    ).not.toContain(ZONES);
    expect(await problems(e2e, "export { CHROME_PATH } from '../bench/browser.ts';\n")).toContain(
      ZONES,
    );
  });
});
