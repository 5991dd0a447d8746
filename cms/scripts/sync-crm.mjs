// Pulls the agency's CRM once, now, as Strapi's cron does every CRM_SYNC_INTERVAL_MINUTES:
//   npm run sync:crm
// Uses the app's database and CRM settings (CRM_OMNICASA_URL, CRM_OMNICASA_KEY…, see .env.example).
// Safe beside running Strapi instances: one run at a time across all of them (a claimed row), and a
// run that stops half-way is resumed by the next. The work is src/crm/sync.ts.
import { withStrapi } from './with-strapi.mjs';

// This process runs the one pull itself; its own cron must not start a second.
await withStrapi({ CRM_SYNC_INTERVAL_MINUTES: '0' }, async (strapi, load) => {
  const { runCrmSync } = load('src/crm/sync.js');
  const outcome = await runCrmSync(strapi);
  if (!outcome.ran) {
    console.log(`[crm sync] not run: ${outcome.reason}`);
    return outcome.reason === 'not configured' ? 2 : 0;
  }
  const { report } = outcome;
  console.log(
    `[crm sync] ${report.created.length} created, ${report.updated.length} updated, ${report.unchanged} unchanged, ` +
      `${report.unpublished.length} unpublished, ${report.refused.length} refused, ${report.filesDownloaded} files downloaded`,
  );
  for (const refusal of report.refused)
    console.log(`[crm sync] refused ${refusal.kind} ${refusal.crmId}: ${refusal.reason}`);
  if (outcome.error) {
    console.error(`[crm sync] stopped: ${outcome.error} (the next run resumes here)`);
    return 1;
  }
  return 0;
});
