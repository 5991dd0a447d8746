import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig, parseSync, Visitor, type ESTree, type Plugin } from 'vite';

function keyOf(property: ESTree.ObjectExpression['properties'][number]): string | null {
  if (property.type !== 'Property' || property.computed) return null;
  if (property.key.type === 'Identifier') return property.key.name;
  return property.key.type === 'Literal' && typeof property.key.value === 'string' ? property.key.value : null;
}

/**
 * Browser build only: message descriptors (`{ id, defaultMessage, description }`) keep their `id`.
 * The browser formats the precompiled messages the root loader sends, and a test keeps every id
 * translated in every language, so the English defaults and the notes for translators would be
 * dead weight in the first-load JavaScript (about 5 KB gzip on a property page).
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
 * Browser build only: `react-intl` resolves to the site's own runtime for precompiled messages
 * (`src/i18n/browser-intl.tsx`, about 1.5 KB gzip instead of 7); the server keeps react-intl.
 * docs/decisions/005-browser-message-runtime.md.
 */
function browserMessageRuntime(): Plugin {
  const runtime = fileURLToPath(new URL('./src/i18n/browser-intl.tsx', import.meta.url));
  return {
    name: 'vitrine:browser-message-runtime',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.command === 'build',
    resolveId: {
      filter: { id: /^react-intl$/ },
      handler: () => runtime,
    },
  };
}

/**
 * Browser build only: the site's modules get `react` and `react/jsx-runtime` through two small ES
 * modules in the framework chunk (`src/browser/`). React is CommonJS: imported directly, every
 * chunk would call rolldown's interop helpers, which then sit in a chunk of their own on every
 * page (0.4 KB gzip); through these modules only the framework chunk needs them.
 */
function reactThroughFramework(): Plugin {
  const facades: Record<string, string> = {
    react: fileURLToPath(new URL('./src/browser/react.ts', import.meta.url)),
    'react/jsx-runtime': fileURLToPath(new URL('./src/browser/jsx-runtime.ts', import.meta.url)),
  };
  const ownModule = /[\\/]web[\\/]src[\\/](?!browser[\\/])/;
  return {
    name: 'vitrine:react-through-framework',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client' && environment.config.command === 'build',
    resolveId: {
      filter: { id: /^react(\/jsx-runtime)?$/ },
      handler: (id, importer) => (importer && ownModule.test(importer) ? facades[id] : null),
    },
  };
}

/** React, React DOM, the router and the message runtime. */
const frameworkModule =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]|[\\/]src[\\/](i18n[\\/](browser-intl|icu-format)|browser[\\/][\w-]+)\.|vite[\\/]preload-helper/;
/** What the root renders on every page (header, footer, language, consent) and the price line most pages show. */
const shellModule =
  /[\\/]src[\\/](features[\\/](site|language|consent)[\\/](?![^\\/]*-page\.)|ui[\\/](responsive-image|image|visually-hidden)\.)|[\\/]src[\\/]features[\\/]listings[\\/]price-line\.|[\\/]domain[\\/]src[\\/](phone|postal-region|languages|cookies)\.ts/;
/** The fields every property search has: home, both lists, the projects list (and the 404 page). */
const searchModule = /[\\/]src[\\/]features[\\/]listings[\\/](search-fields|search-messages)\./;
/** The quick search and the listing cards: home and both lists. */
const listingsModule =
  /[\\/]src[\\/]features[\\/]listings[\\/](search-form|listing-card|listing-price|marquee-ribbon|property-type-icon|card-messages)\./;
/** The result pages' layout, paging and filters: both lists and the projects list. */
const listsModule =
  /[\\/]src[\\/]features[\\/](listings[\\/](search-layout|pagination|filter-fields|filter-messages|listing-search|messages)|map[\\/]view-messages)\./;

export default defineConfig(() => ({
  plugins: [reactRouter(), stripMessageDescriptors(), browserMessageRuntime(), reactThroughFramework()],
  resolve: {
    tsconfigPaths: true,
    // Leaflet's ES module build: its CommonJS one would need rolldown's interop helpers (see above).
    alias: [{ find: /^leaflet$/, replacement: 'leaflet/dist/leaflet-src.esm.js' }],
  },
  build: {
    // No modulepreload links for dynamic imports (the map, the lightbox, the 404 content): their
    // chunks import nothing the page lacks. Vite still wraps them in its small loader (in `framework`).
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each chunk costs its own import lines and compresses alone (about 0.25 KB gzip per
          // chunk on a page), so modules used by exactly the same pages share one: no group adds to
          // a page's first load a module the page does not use (the 404 and sold-listing contents,
          // fetched on demand, take the whole `listings` chunk). Measured by bench/first-load-js.mjs.
          groups: [
            // Every page: React, the router, the message runtime, the shell and the browser entry
            // (which names the chunk, `entry.client-…`), in one file that compresses better than several.
            {
              name: 'framework',
              test: (id: string) => frameworkModule.test(id) || shellModule.test(id) || /[\\/]entry\.client\./.test(id),
              priority: 4,
            },
            { name: 'search', test: searchModule, priority: 3 },
            { name: 'listings', test: listingsModule, priority: 2 },
            { name: 'lists', test: listsModule, priority: 1 },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 3000, strictPort: true },
}));
