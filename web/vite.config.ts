import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
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
  server: { host: '127.0.0.1', port: 3000, strictPort: true },
}));
