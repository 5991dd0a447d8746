// A CRM's burst of announcements against the site's reads: GraphQL read latency before and while
// N signed announcements (POST /api/crm/hooks/omnicasa) arrive at once, and how long the worker
// takes to apply them all. Prints figures; no pass/fail (decision 038, issue 21).
//   CMS_URL=http://127.0.0.1:1337 CRM_HOOK_SECRET=… ADMIN_JWT=… node bench/crm-hooks.mjs [N=500]
// Strapi must run with the same CRM_HOOK_SECRET and a CRM_OMNICASA_URL; ADMIN_JWT (an admin
// session) lets it watch the queue drain (optional).
import { createHmac } from 'node:crypto';

const cms = process.env.CMS_URL ?? 'http://127.0.0.1:1337';
const secret = process.env.CRM_HOOK_SECRET;
const count = Number(process.argv[2] ?? 500);
if (!secret) {
  console.error('Set CRM_HOOK_SECRET to the secret Strapi runs with.');
  process.exit(2);
}

const announce = (id) => {
  const body = JSON.stringify({ event: 'estate-updated', estate_id: String(id) });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return fetch(`${cms}/api/crm/hooks/omnicasa`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vitrine-timestamp': timestamp,
      'x-vitrine-signature': `sha256=${signature}`,
    },
    body,
  });
};
const read = async () => {
  const started = performance.now();
  const response = await fetch(`${cms}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ properties(locale: "nl", pagination: { limit: 12 }) { documentId title price } }',
    }),
  });
  await response.text();
  return { ms: performance.now() - started, ok: response.ok };
};
const percentile = (values, p) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
async function reads(seconds) {
  const results = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) results.push(await read());
  const ms = results.map((r) => r.ms);
  return {
    n: results.length,
    failed: results.filter((r) => !r.ok).length,
    p50: percentile(ms, 0.5),
    p95: percentile(ms, 0.95),
  };
}
const show = (label, r) =>
  console.log(`${label}: ${r.n} reads, ${r.failed} failed, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);

show('reads before', await reads(5));
const burstStarted = performance.now();
const [statuses, during] = await Promise.all([
  Promise.all(Array.from({ length: count }, (_, i) => announce(900_000 + i).then((r) => r.status))),
  reads(10),
]);
const accepted = statuses.filter((s) => s === 202).length;
console.log(
  `${count} announcements sent in ${(performance.now() - burstStarted).toFixed(0)} ms: ${accepted} accepted (202)`,
);
show('reads during the burst and its work', during);
if (process.env.ADMIN_JWT) {
  for (;;) {
    const state = await (
      await fetch(`${cms}/vitrine-admin/crm/sync`, { headers: { authorization: `Bearer ${process.env.ADMIN_JWT}` } })
    ).json();
    const { pending, applying } = state.data.announcements;
    if (pending + applying === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`queue worked off ${((performance.now() - burstStarted) / 1000).toFixed(1)} s after the burst began`);
}
show('reads after', await reads(5));
