// One lint setup for every workspace: TypeScript's recommended rules, no formatting rules
// (Prettier formats), the web app's import boundaries and the server's layers.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const webSrc = join(root, 'web', 'src');
const serverSrc = join(root, 'server', 'src');
const features = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The web app's layers import in one direction only: shared code (components/, lib/, config/,
// session/, content/) <- features/<name>/ <- app/. A feature never imports another feature; what
// two features share moves down to a shared folder, or app/ composes them (docs/architecture.md).
const webBoundaries = {
  files: ['web/src/**/*.{ts,tsx}'],
  plugins: { import: importPlugin },
  settings: {
    // The plugin reads the imported files itself, so it needs the TypeScript parser too.
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // contract/ imports nothing of the web app, so no cycle runs through it: not reading it keeps lint fast.
    'import/ignore': ['node_modules', `^${join(webSrc, '..', '..', 'contract').replaceAll('\\', '\\\\')}`],
    'import/resolver': { typescript: { project: join(webSrc, '..', 'tsconfig.json') } },
  },
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        basePath: webSrc,
        zones: [
          ...features.map((feature) => ({
            target: `./features/${feature}`,
            from: './features',
            except: [`./${feature}`],
            message: 'A feature may not import another feature: move the shared piece out of features/, or compose them in app/.',
          })),
          {
            target: ['./components', './lib', './config', './session', './content', './i18n'],
            from: ['./features', './app'],
            message: 'Shared code may not import features/ or app/.',
          },
          { target: './features', from: './app', message: 'A feature may not import app/.' },
        ],
      },
    ],
  },
};

// The server's layers call downwards only: routes -> service -> repository. A service or a
// repository knows nothing of HTTP, so it never imports a Fastify plugin nor a route file; what
// both a plugin and a service need (e.g. the uploaded file's shape) lives in lib/
// (docs/architecture.md, One folder per resource).
const serverLayers = {
  files: ['server/src/**/*.ts'],
  plugins: { import: importPlugin },
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import/ignore': ['node_modules'],
    'import/resolver': { typescript: { project: join(serverSrc, '..', 'tsconfig.json') } },
  },
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        basePath: serverSrc,
        zones: [
          {
            target: ['./**/service.ts', './**/*-service.ts', './**/repository.ts'],
            from: ['./plugins/**', './**/routes.ts', './**/*-routes.ts'],
            message: 'A service or repository may not import a plugin or a route file: move the shared piece to lib/.',
          },
        ],
      },
    ],
  },
};

// No import cycles in the web app. Tests and the test helpers are left out: nothing imports
// them, so they cannot close a cycle, and walking the whole app from each of them costs time.
const webNoCycles = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/testing/**'],
  rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests read JSON replies without declaring every shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  webBoundaries,
  webNoCycles,
  serverLayers,
);
