import { reactRouter } from '@react-router/dev/vite';
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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), stripMessageDescriptors()],
  resolve: {
    tsconfigPaths: true,
    // Messages reach the browser precompiled (formatjs compile --ast): its bundle needs no ICU parser.
    alias:
      command === 'build' && !isSsrBuild
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]
        : [],
  },
  build: {
    // Dynamic imports (the map, the lightbox) need no preload helper: their chunks import nothing the page lacks.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every page needs the router and react-intl: one chunk compresses better than four.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-router|react-intl|@formatjs[\\/][^\\/]+|intl-messageformat)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 3000, strictPort: true },
}));
