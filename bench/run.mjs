// npm run bench: every benchmark, one after the other; each prints its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const benches = ['graphql-search.mjs', 'web-pages.mjs', 'web-vitals.mjs'].filter((file) =>
  existsSync(path.join(import.meta.dirname, file)),
);
for (const file of benches) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
