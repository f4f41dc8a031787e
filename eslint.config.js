// @ts-check
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'register',
  'games',
  'lottery',
  'promotions',
  'point-mall',
  'member-centre',
  'agent-centre',
  'announcements',
  'help',
  'download',
  'support',
  'chat',
  'home',
  'coming-soon',
];

/** Features do not import each other: shared pieces move to src/ui, src/platform or src/api. */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'Features do not import each other; move the shared piece to src/ui, src/platform or src/api.',
}));

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
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the package.json `imports` aliases (#src/*, ...) so the zones below apply.
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./machines', './schemas'],
              from: ['./src', './mock-server'],
              message:
                'machines/ and schemas/ are pure: they import nothing from src/ or mock-server/.',
            },
            {
              target: './mock-server',
              from: './src',
              message:
                'The simulated platform never imports the app (DESIGN.md: import direction).',
            },
            {
              target: './src',
              from: './mock-server',
              except: [],
              message:
                'Only the demo boot path (src/boot/start-demo-platform.ts) may import mock-server/.',
            },
            {
              target: ['./brands', './locales'],
              from: ['./src', './mock-server', './machines'],
              message: 'brands/ and locales/ are data: they import only schemas/.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The one app file allowed to reach the simulated platform (loaded dynamically in demo
    // builds), and the test helpers that run components against it.
    files: ['src/boot/start-demo-platform.ts', 'src/**/test-utils.tsx', 'src/**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['machines/**/*.ts', 'schemas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@xstate/react'],
              message: 'Pure modules do not import React.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'formatjs/no-literal-string-in-jsx': 'error',
      'formatjs/no-invalid-icu': 'error',
      'formatjs/enforce-id': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
);
