// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The import direction of DESIGN.md, with ESLint's own `no-restricted-imports`: every import
 * across top-level folders goes through a package.json alias (#src/*, #mock-server/*, ...), so
 * patterns on the aliases (and on relative escapes) are enough. (eslint-plugin-import-x needs
 * unrs-resolver, whose platform packages the registry here does not all serve: npm ci fails.)
 */
const restrict = (...rules) => [
  'error',
  { patterns: rules.map(([regex, message]) => ({ regex, message })) },
];

const NO_MOCK = [
  '^#mock-server/|(^|/)mock-server/',
  'Only the demo boot path (src/boot/start-demo-platform.ts) imports mock-server/.',
];
const NO_SRC = ['^#src/|^(\\.\\./)+src/', 'This folder never imports the app in src/.'];
const NO_REACT = ['^(react|react-.*|@xstate/react)$', 'Pure modules do not import React.'];

/** The feature areas, read from the folder: a new area is covered by existing. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** An import of `src/<folder>/` for one of `folders`, by alias or by a relative climb. */
const into = (...folders) => `^#src/(${folders.join('|')})/|^(\\.\\./)+(${folders.join('|')})/`;

/**
 * The layers inside src/ (CONVENTIONS.md, docs/decisions/009): app -> features/<area> ->
 * shared -> ui, platform, api. Tests and test helpers render with the app's providers and are
 * left out. `no-restricted-imports` sees static imports only, so the same patterns also forbid
 * `import('...')` through `no-restricted-syntax` (esquery regexes cannot hold '/': \x2F).
 */
const TESTS = ['src/**/*.test.{ts,tsx}', 'src/**/test-utils.tsx'];
const layer = (files, ...rules) => ({
  files,
  ignores: TESTS,
  rules: {
    'no-restricted-imports': restrict(...rules, NO_MOCK),
    'no-restricted-syntax': [
      'error',
      ...rules.map(([regex, message]) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
        message,
      })),
    ],
  },
});
const NO_APP = [
  into('app'),
  'Only src/app assembles: features and src/shared never import it (move the piece to src/shared).',
];
const NO_QA = [
  into('qa'),
  'src/qa is reached only through the demo lazy routes (src/app) and the demo boot path.',
];
const otherFeature = (feature) => [
  `^#src/features/(?!${feature}/)|^(\\.\\./)+features/`,
  'Features do not import each other: move the shared piece down to src/shared (or ui, platform, api).',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['machines/**/*.ts', 'schemas/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(NO_SRC, NO_MOCK, NO_REACT) },
  },
  {
    files: ['mock-server/**/*.ts', 'brands/**/*.ts', 'locales/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(NO_SRC) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/boot/start-demo-platform.ts', 'src/**/test-utils.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(NO_MOCK) },
  },
  ...FEATURES.map((feature) =>
    layer([`src/features/${feature}/**/*.{ts,tsx}`], otherFeature(feature), NO_APP, NO_QA),
  ),
  layer(['src/shared/**/*.{ts,tsx}'], NO_APP, NO_QA, [
    into('features'),
    'src/shared never imports a feature: the app passes it in, or the feature subscribes.',
  ]),
  layer(
    ['src/{ui,platform,api}/**/*.{ts,tsx}'],
    [
      into('app', 'boot', 'shared', 'features', 'qa'),
      'src/ui, src/platform and src/api import nothing above them (app, shared, features, qa).',
    ],
  ),
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/no-invalid-icu': 'error',
      // Every descriptor carries its English text, which `formatjs extract` writes to en.json.
      'formatjs/enforce-default-message': ['error', 'literal'],
      // Static, namespaced ids only ('area.name'): a computed id is one extraction cannot see
      // (a map of descriptors instead). The hash pattern is the rule's required fallback.
      'formatjs/enforce-id': [
        'error',
        {
          idInterpolationPattern: '[sha512:contenthash:base64:6]',
          idWhitelist: ['^[\\w-]+(\\.[\\w-]+)+$'],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    // Tests look messages up by id on purpose (what a bundle holds); extraction skips them.
    rules: {
      'formatjs/no-literal-string-in-jsx': 'off',
      'formatjs/enforce-default-message': 'off',
      'formatjs/enforce-id': 'off',
    },
  },
);
