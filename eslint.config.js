import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const layerRule = (message, patterns) => ['error', { patterns: [{ group: patterns, message }] }];

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
              message: 'Use useAppDispatch / useAppSelector from app/store.',
            },
          ],
        },
      ],
    },
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
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      'no-restricted-imports': layerRule('The server does not import the client.', ['**/src/*']),
    },
  },
);
