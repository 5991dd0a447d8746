// The tools only the benches use (autocannon, Lighthouse, an SMTP server) live in bench/package.json,
// outside the site's install: the first bench that needs them installs them from bench's lockfile
// (`npm ci --prefix bench`, again whenever that lockfile changes).
//
//   const autocannon = await benchDependency('autocannon');
import { ciIfStale } from '../scripts/npm-ci-if-stale.mjs';

export const benchDir = import.meta.dirname;

/** Installs bench/'s dependencies when missing or stale. */
export function installBenchDependencies() {
  ciIfStale(benchDir);
}

/** A bench-only package's default export, installed first when needed. */
export async function benchDependency(name) {
  installBenchDependencies();
  return (await import(name)).default;
}
