// Pulls the agency's CRM once, now, as Strapi's cron does every CRM_SYNC_INTERVAL_MINUTES:
//   npm run sync:crm
// Uses the app's database and CRM settings (CRM_OMNICASA_URL, CRM_OMNICASA_KEY…, see .env.example).
// Safe beside running Strapi instances: one run at a time across all of them (a claimed row), and a
// run that stops half-way is resumed by the next. Plain JavaScript: the work is src/crm/sync.ts,
// compiled with the app.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(appDir);
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
// This process runs the one pull itself; its own cron must not start a second.
process.env.CRM_SYNC_INTERVAL_MINUTES = '0';

const require = createRequire(import.meta.url);
const { compileStrapi, createStrapi } = require('@strapi/strapi');
const context = await compileStrapi({ appDir });
const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
let code = 0;
try {
  const { runCrmSync } = require(path.join(context.distDir, 'src/crm/sync.js'));
  const outcome = await runCrmSync(strapi);
  if (!outcome.ran) {
    console.log(`[crm sync] not run: ${outcome.reason}`);
    code = outcome.reason === 'not configured' ? 2 : 0;
  } else {
    const { report } = outcome;
    console.log(
      `[crm sync] ${report.created.length} created, ${report.updated.length} updated, ${report.unchanged} unchanged, ` +
        `${report.unpublished.length} unpublished, ${report.refused.length} refused, ${report.filesDownloaded} files downloaded`,
    );
    for (const refusal of report.refused)
      console.log(`[crm sync] refused ${refusal.kind} ${refusal.crmId}: ${refusal.reason}`);
    if (outcome.error) {
      console.error(`[crm sync] stopped: ${outcome.error} (the next run resumes here)`);
      code = 1;
    }
  }
} finally {
  await strapi.destroy();
}
process.exit(code);
