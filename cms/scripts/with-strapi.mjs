// Boots this app's Strapi once, without the admin panel or its server, for a script that does one
// piece of work through it (`npm run seed:bulk`, `npm run sync:crm`), then destroys it and exits
// with the work's code. Plain JavaScript: the cms has no TypeScript runner; `load(file)` requires a
// module of the compiled app (`load('src/crm/sync.js')`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {Record<string, string>} env set before Strapi reads its configuration
 * @param {(strapi: any, load: (file: string) => any) => Promise<number | void>} work
 */
export async function withStrapi(env, work) {
  process.chdir(appDir);
  Object.assign(process.env, { STRAPI_TELEMETRY_DISABLED: 'true', ...env });
  // The CommonJS build of Strapi (its ESM build fails on lodash/fp).
  const require = createRequire(import.meta.url);
  const { compileStrapi, createStrapi } = require('@strapi/strapi');
  const context = await compileStrapi({ appDir });
  const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  let code;
  try {
    code = (await work(strapi, (file) => require(path.join(context.distDir, file)))) ?? 0;
  } finally {
    await strapi.destroy();
  }
  process.exit(code);
}
