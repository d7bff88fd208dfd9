import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8000';
const proxied = ['/api', '/auth', '/media', '/healthz'];

/**
 * React Router defines Link, NavLink and Form as `X = React.forwardRef(…)` followed by
 * `X.displayName = 'X'`: the bundler must assume both have effects, so Form, fetchers and
 * prefetching stay in the first visit's download although the app uses none of them. The build
 * marks the calls pure and drops the names (which only React's developer tools show).
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'onepair:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      const shakeable = code
        .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
        .replace(/^[\w$]+\.displayName = "[\w$.]+";$/gm, '')
        // `<Link prefetch>` fetches a page's modules in framework mode only (it needs the route
        // manifest); this app has no framework mode, so the link is drawn without that branch.
        .replace(/return shouldPrefetch && !isAbsolute \? [^\n]*PrefetchPageLinks, \{ page: href \}\)\) : link;/, 'return link;');
      return { code: shakeable, map: null };
    },
  };
}

/**
 * The texts' catalogues (`locales/<language>.json`, web/src/i18n/texts.ts) hold ICU messages;
 * the build hands them to Lingui already compiled, so that visitors download no message parser.
 * A message that does not parse fails the build, naming the catalogue and the key.
 */
function compileCatalogues(): Plugin {
  return {
    name: 'onepair:compile-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!/\/locales\/[a-z]{2}\.json$/.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      const compiled = Object.entries(catalogue).map(([key, message]) => {
        try {
          return [key, compileMessage(message)];
        } catch (error) {
          throw new Error(`${id}: the message "${key}" is not ICU MessageFormat: ${(error as Error).message}`);
        }
      });
      return { code: JSON.stringify(Object.fromEntries(compiled)), map: null };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), treeShakeReactRouter(), compileCatalogues()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package points every bundler at its development build, whose warnings
      // would ship to every visitor; the build takes the production one.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
            },
          ]
        : []),
    ],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  build: {
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The entry carries the name of every lazy chunk (to preload a page's pieces together):
        // hashes alone keep that list half as long.
        chunkFileNames: 'assets/[hash].js',
        // Everything a first visit runs goes in one file: the bundler would otherwise split
        // React and the query library into small chunks shared with the lazy pages, each
        // compressed on its own (about 2 KB more to download).
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            { name: 'index', test: /rolldown\/runtime/ },
          ],
        },
      },
    },
  },
}));
