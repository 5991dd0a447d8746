import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseSync, Visitor, type ESTree, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

function keyOf(property: ESTree.ObjectExpression['properties'][number]): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : null;
}

/**
 * Browser build only: message descriptors (`{ id, defaultMessage, description }`) keep their `id`.
 * The browser formats the precompiled messages the root loader sends, and a test keeps every id
 * translated in every language, so the English defaults and the notes for translators would be
 * dead weight in the first-load JavaScript (2.2–2.8 KB gzip per page, measured November 2026).
 */
function stripMessageDescriptors(): Plugin {
  return {
    name: 'vitrine:strip-message-descriptors',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.command === 'build',
    transform: {
      filter: { id: /\/src\/.+\.tsx?$/, code: 'defaultMessage' },
      handler(code, id) {
        const cuts: [number, number][] = [];
        new Visitor({
          ObjectExpression(node) {
            if (!node.properties.some((property) => keyOf(property) === 'id')) return;
            for (const property of node.properties) {
              const key = keyOf(property);
              if (key !== 'defaultMessage' && key !== 'description') continue;
              const comma = /^\s*,/.exec(code.slice(property.end));
              cuts.push([property.start, property.end + (comma ? comma[0].length : 0)]);
            }
          },
        }).visit(parseSync(id, code).program);
        if (cuts.length === 0) return null;
        let stripped = code;
        for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
          stripped = stripped.slice(0, start) + stripped.slice(end);
        }
        return { code: stripped, map: null };
      },
    },
  };
}

/**
 * Builds: `react-intl` resolves to the site's own runtime for precompiled messages
 * (`src/i18n/browser-intl.tsx`): in the browser 12 KB gzip less per page than react-intl, on the
 * server a third of react-intl's time per message (issue 23). The dev server and the tests keep
 * react-intl, and a test holds the two to the same output. docs/decisions/005-browser-message-runtime.md.
 */
function browserMessageRuntime(): Plugin {
  const runtime = fileURLToPath(new URL('./src/i18n/browser-intl.tsx', import.meta.url));
  return {
    name: 'vitrine:browser-message-runtime',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.command === 'build',
    resolveId: {
      filter: { id: /^react-intl$/ },
      handler: () => runtime,
    },
  };
}

/** React, React DOM, the router and the message runtime. */
const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]|[\\/]src[\\/]i18n[\\/](browser-intl|icu-format)\.|vite[\\/]preload-helper/;
/**
 * What the root renders on every page (header, language, consent) and the price line most pages
 * show. Not the footer, the consent form or the language cookie writer, which load after the page, nor the
 * manager and index that import it for the server: a group takes in what its modules import
 * (decision 011).
 */
const shellModule =
  /[\\/]src[\\/]((shell[\\/](site|language)|features[\\/]consent)[\\/](?![^\\/]*-page\.|(consent-form|consent-manager|category-messages|index|language-cookie|site-footer)\.)|ui[\\/](responsive-image|image|visually-hidden|use-hydrated)\.)|[\\/]src[\\/]features[\\/]listings[\\/]price-line\.|[\\/]domain[\\/]src[\\/](phone|postal-region|languages|cookies)\.ts/;

/**
 * A brotli (`.br`) and a gzip (`.gz`) file beside every built script, style sheet and SVG of 512
 * bytes or more, compressed once at build time at the highest levels; the web server serves them by
 * Accept-Encoding (web/cache/precompressed.ts) instead of compressing the 364 KB entry chunk on
 * every request (issue 14). The plugin also writes them beside the server build, where they are
 * unused.
 */
const precompressedAssets = () =>
  compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 512, logLevel: 'silent' });

export default defineConfig(() => ({
  plugins: [reactRouter(), stripMessageDescriptors(), browserMessageRuntime(), precompressedAssets()],
  resolve: {
    tsconfigPaths: true,
    // Leaflet's ES module build (the map's chunk, loaded on demand): its CommonJS one needs rolldown's interop helpers.
    alias: [{ find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' }],
  },
  build: {
    // No modulepreload links for dynamic imports (the map, the lightbox, the 404 content): their
    // chunks import nothing the page lacks. Vite still wraps them in its small loader (in `framework`).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every page: React, the router, the message runtime, the shell and the browser entry
          // (which names the chunk, `entry.client-…`), in one file that compresses better than
          // several: 4.4 KB gzip less per page than rolldown's own split. Further groups (the search
          // fields, the cards, the result pages' layout) saved 0.3 KB at most and were dropped.
          // Measured with bench/first-load-js.mjs: docs/decisions/011-first-load-javascript-budget.md.
          groups: [
            {
              name: 'framework',
              test: (id: string) => frameworkModule.test(id) || shellModule.test(id) || /[\\/]entry\.client\./.test(id),
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 3000, strictPort: true },
}));
