import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import typeImports from './scripts/eslint/typeImportsCount.cjs';

const layerRule = (message, patterns) => ['error', { patterns: [{ group: patterns, message }] }];

/**
 * The layers (docs/architecture.md, «Project layout»): app → pages → features → api / shared, one way. Features
 * and pages take from app/ only its typed store hooks; a feature takes from another only what that
 * one exports in its index.ts; app/ reaches the pages only through the route table (router.tsx and
 * the page modules it loads, pageModules.ts).
 * data/ (the visitor's data: kept in this browser, followed across tabs, synced) serves app/, pages
 * and features, which all may import it; it takes from the features' index.ts, api/ and shared/,
 * never from app/ or the pages, and api/ and shared/ know nothing of it.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * What local saving (data/local/) takes from a feature past its index.ts: the slices it stores and
 * the rules their stored values are read by. Through the index, the saving chunk would carry the
 * index and all it re-exports (a chunk group takes its modules' imports along: vite.config.ts).
 */
const STORED_SLICES = {
  favorites: [
    './state/favoriteMovie.ts',
    './state/favoritesSlice.ts',
    './state/personal.ts',
    './state/validFavorite.ts',
    './state/status.ts',
    './state/episodes.ts',
  ],
  search: ['./query.ts', './searchSlice.ts'],
};
const MODEL_MODULES = (feature) =>
  (STORED_SLICES[feature] ?? []).filter((path) => path !== './state/favoritesSlice.ts');
const LOCAL_SAVING = './src/data/local';
const DATA_BESIDE_LOCAL_SAVING = readdirSync(new URL('./src/data', import.meta.url))
  .filter((name) => name !== 'local')
  .map((name) => `./src/data/${name}`);
const onlyHooks = { from: './src/app', except: ['./hooks.ts'] };
const LOWER_LAYERS = ['./src/shared', './src/api'];
const zones = [
  ...LOWER_LAYERS.map((target) => ({
    target,
    from: ['./src/app', './src/pages', './src/features', './src/ssr', './src/boot', './src/data'],
    message: 'api/ and shared/ know nothing of the layers above them.',
  })),
  {
    target: './src/data',
    from: ['./src/app', './src/pages', './src/ssr', './src/boot'],
    message: 'data/ serves app/ and the pages, and imports neither: only features, api/, shared/.',
  },
  ...FEATURES.flatMap((feature) => {
    const from = `./src/features/${feature}`;
    const message = `data/ reaches a feature through its index.ts: import from features/${feature}.`;
    return [
      // The library's own model modules (no slice) may be taken past the index by data/ too: the tab
      // merge (local/) reaches the sync's merge and projection, and must not carry the index along.
      {
        target: DATA_BESIDE_LOCAL_SAVING,
        from,
        except: ['./index.ts', ...MODEL_MODULES(feature)],
        message,
      },
      {
        target: LOCAL_SAVING,
        from,
        except: ['./index.ts', ...(STORED_SLICES[feature] ?? [])],
        message: `${message} Local saving may take the slices it stores (STORED_SLICES).`,
      },
    ];
  }),
  {
    target: './src/features',
    from: ['./src/pages', './src/ssr'],
    message: 'Features do not import pages.',
  },
  {
    target: './src/features',
    ...onlyHooks,
    message: 'Features take from app/ its store hooks only.',
  },
  { target: './src/pages', ...onlyHooks, message: 'Pages take from app/ its store hooks only.' },
  ...FEATURES.flatMap((feature) =>
    FEATURES.filter((other) => other !== feature).map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: `Another feature is reached through its index.ts: import from features/${other}.`,
    })),
  ),
];
const APP_TO_PAGES = {
  target: './src/app',
  from: './src/pages',
  message: 'app/ reaches the pages only through the route table (router.tsx, pageModules.ts).',
};
const TESTS = ['**/*.test.{ts,tsx}', 'src/test/**', '**/*.fixtures.{ts,tsx}'];

/**
 * The folders around the client, one way (docs/architecture.md, «Project layout»): the server stands
 * alone; scripts/ (start, build, checks) builds on it; e2e/ and bench/ drive and measure the built
 * app through both. Their tests are held to it too.
 */
const TOOLING_ZONES = [
  {
    target: './server',
    from: ['./src', './sw', './scripts', './bench', './e2e'],
    message:
      'server/ stands alone: it imports nothing of the client, the scripts, the benchmarks or the end-to-end tests; they import it.',
  },
  {
    target: './scripts',
    from: ['./src', './bench', './e2e'],
    message:
      'scripts/ (start, build, checks) imports only the server (it builds the client by path); bench/ and e2e/ build on it, not the reverse.',
  },
  {
    target: './e2e',
    from: './bench',
    except: ['./appServer.ts'],
    message:
      "e2e/ takes from bench/ only appServer.ts (the built app served from a copy of dist/); the measurements stay the benchmarks' own.",
  },
  {
    target: './bench',
    from: './e2e',
    except: ['./support'],
    message:
      'bench/ takes from e2e/ only its support/ (the phone profile and other helpers), never a spec.',
  },
];

/**
 * `local/no-cycle`: import-x's no-cycle, which leaves out `import type`, made to count it
 * (scripts/eslint/typeImportsCount.cjs): a circle closed by a type still ties its modules into one.
 * Dynamic imports count too.
 */
const local = {
  rules: { 'no-cycle': typeImports.countingTypeImports(importX.rules['no-cycle']) },
};
const TYPE_BLIND_PARSER = fileURLToPath(
  new URL('./scripts/eslint/typeImportsCount.cjs', import.meta.url),
);

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'node_modules', 'coverage', 'test-results', 'playwright-report'],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text as text: OMDb and storage content is untrusted.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // How import-x reads the modules an import leads to: with every import a value one (above).
      'import-x/parsers': { [TYPE_BLIND_PARSER]: ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'local/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, APP_TO_PAGES] }],
    },
  },
  {
    files: ['src/app/router.tsx', 'src/app/pageModules.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: TOOLING_ZONES }] },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerRule('shared/ knows nothing of app, pages or features.', [
        '**/app/*',
        '**/pages/*',
        '**/features/*',
      ]),
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule('api/ knows nothing of React, app, pages or features.', [
        'react',
        'react-*',
        '**/app/*',
        '**/pages/*',
        '**/features/*',
      ]),
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerRule('Features do not import pages.', ['**/pages/*']) },
  },
);
