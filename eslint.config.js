import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Lint rules, including the layer boundaries of STYLE.md. */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.e2e-builds/**',
      'e2e/.artifacts*/**',
      'bench/.out/**',
      'data/**',
      'docs/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Promises that nobody awaits or catches (issue 20): an unhandled rejection crashes the server or vanishes in
    // the browser. These two rules need type information, so only the workspaces' TypeScript sources (each file is
    // in its workspace's tsconfig) are type-checked; config files and scripts/*.mjs keep the fast syntactic lint.
    files: [
      'apps/server/**/*.ts',
      'apps/web/**/*.{ts,tsx}',
      'packages/domain/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // The domain package is pure: it imports nothing from the apps and does no I/O.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(node:|fs$|path$|@vsqx/(server|web))', message: 'domain stays pure' },
            { regex: 'apps/', message: 'domain imports nothing from apps' },
          ],
        },
      ],
    },
  },
  {
    // Features do not import each other (the site pages are the composition layer, like app/).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){2}[a-z]',
              message: 'features do not import each other; move shared code to components/ or lib/',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/(features|app)/', message: 'shared code does not depend on features or the app' },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories and db/ only.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/test/**',
      'apps/server/src/seed/**',
      'apps/server/src/admin/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'only repositories and db/ use Kysely' }] },
      ],
    },
  },
);
