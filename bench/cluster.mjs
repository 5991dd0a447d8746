// `npm run test:cluster` (issue 14, "two of everything"): two Strapi and two web instances on one
// fresh PostgreSQL database and one Redis database, behind HAProxy (Debian's package) on loopback,
// and a real SMTP server on loopback that Strapi's outboxes send to. It proves, printing each
// check, and exits 1 when one fails:
//   1. leads submitted through both webs (through the proxy and straight to each) are stored once
//      and mailed once (the outbox claim across two Strapi processes on PostgreSQL);
//   2. the forms' rate limits count across the two webs (Redis);
//   3. a price published on one Strapi shows on both webs' cached pages;
//   4. the alerts job, scheduled on both Strapis, mails a match once;
//   5. stopping one web and one Strapi during a run of submissions and page views loses no lead
//      and no page view: only requests whose answer was lost are retried (by the visitor, or by
//      HAProxy on a refused connection), and the web answers what it is rendering before it exits.
//
// Needs: PostgreSQL on 127.0.0.1:5432 (user postgres, `psql` on PATH), Redis (REDIS_URL, default
// redis://127.0.0.1:6379; an empty database number is picked and emptied again), `haproxy`
// (apt-get install haproxy). Builds the web and Strapi's server code when stale: run it under the
// build lock on a shared machine.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { listingPath, parseListingPath } from '@vitrine/domain';
import { contactBody, contactForm, cookiePairs, fillTimeStylesheet, personsTime } from './load-visitor.mjs';
import { installBenchDependencies } from './dependencies.mjs';
import { buildStackIfStale, freePort, sharedSecrets, waitForHttp, webEnv } from './stack.mjs';
import { startStrapi, stopStrapi, strapiEnv } from './strapi-process.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'web');
const require = createRequire(import.meta.url);
installBenchDependencies();
const { SMTPServer } = require('smtp-server');
const { Redis } = require('ioredis');
const autocannon = require('autocannon');

const started = Date.now();
const log = (line) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
const failures = [];
function check(ok, what, detail = '') {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` — ${detail}` : ''}`);
  if (!ok) failures.push(what);
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// PostgreSQL: one database per run.
const pgBase = process.env.CLUSTER_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `vitrine_cluster_${process.pid}_${Date.now().toString(36)}`;
function psql(sql, database = 'postgres') {
  const result = spawnSync('psql', [`${pgBase}/${database}`, '-v', 'ON_ERROR_STOP=1', '-At', '-c', sql], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
  return result.stdout.trim();
}
const sql = (query) => psql(query, dbName);

// ---------------------------------------------------------------------------------------------
// Redis: an empty database number of the machine's Redis.
async function pickRedisDb(baseUrl) {
  const probe = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
  const keyspace = await probe.info('keyspace');
  const used = new Set([...keyspace.matchAll(/^db(\d+):/gm)].map((match) => Number(match[1])));
  const databases = Number((await probe.config('GET', 'databases'))[1] ?? 16);
  await probe.quit();
  const free = [];
  for (let db = 1; db < databases; db += 1) if (!used.has(db)) free.push(db);
  if (free.length === 0) throw new Error('no empty Redis database to run in');
  const db = free[Math.floor(Math.random() * free.length)];
  const url = new URL(baseUrl);
  url.pathname = `/${db}`;
  return { db, url: url.toString() };
}

// ---------------------------------------------------------------------------------------------
// The SMTP server the outboxes send to: every accepted message, in memory. One port per Strapi
// (the same list behind both), so a mail says which instance's outbox sent it.
async function startSmtp(names) {
  const mails = [];
  const servers = [];
  for (const via of names) servers.push(await smtpServer(mails, via));
  return {
    mails,
    ports: Object.fromEntries(servers.map(({ via, port }) => [via, port])),
    stop: () => Promise.all(servers.map(({ server }) => new Promise((resolve) => server.close(resolve)))),
  };
}

async function smtpServer(mails, via) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
        mails.push({
          via,
          to: session.envelope.rcptTo.map((address) => address.address).join(','),
          messageId: header('message-id'),
          replyTo: header('reply-to'),
          subject: header('subject'),
          // Quoted-printable soft breaks and '=' undone: enough to read a link.
          text: raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return { via, server, port: server.server.address().port };
}

// ---------------------------------------------------------------------------------------------
// Processes.
const children = [];
function spawnChild(name, command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk) => {
      output.push(chunk.toString());
      if (output.length > 200) output.shift();
    });
  const entry = { name, child, output };
  children.push(entry);
  return entry;
}

const waitForHttpOf = (url, entry) => waitForHttp(url, entry.child, entry.output);

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

function haproxyConfig({ webPort, cmsPort, statsPort, webs, strapis }) {
  const servers = (list) =>
    list.map(({ name, port }) => `  server ${name} 127.0.0.1:${port} check inter 1s fall 2 rise 2`).join('\n');
  return `global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A busy 2-core machine answers a health check slowly: slow is not down.
  timeout check 5s
  # A connection refused (an instance going down) is tried again on the other one.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response

frontend web
  bind 127.0.0.1:${webPort}
  default_backend webs

backend webs
  balance roundrobin
  # The visitor's address, for the web (TRUSTED_PROXY=loopback). Not on the Strapi side: the web
  # already names the visitor there, and Strapi takes the last X-Forwarded-For entry (a proxy
  # appending 127.0.0.1 made every visitor one address, refused after 10 leads a minute).
  option forwardfor
  option httpchk GET /robots.txt
${servers(webs)}

# Per-server counters (sessions, retries, redispatches, 5xx) the run prints.
frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

frontend cms
  bind 127.0.0.1:${cmsPort}
  default_backend strapis

backend strapis
  balance roundrobin
  option httpchk GET /_health
${servers(strapis)}
`;
}

// ---------------------------------------------------------------------------------------------
// A visitor sending the contact form: the page first (and its fill-time style sheet's cookie), a person's time, the post.
const contactPath = '/en/contact/';

/**
 * One HTTP request from the loopback address `ip` (127.0.0.N): the web and HAProxy see each visitor
 * at its own address, as they would on the internet (a visitor's own X-Forwarded-For counts for
 * nothing: the web takes the address its trusted proxy saw).
 */
function request(url, ip, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        localAddress: ip,
        agent: false,
        headers: { cookie: 'vitrine_consent=necessary', 'accept-encoding': 'identity', ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            cacheState: String(response.headers['x-vitrine-cache'] ?? ''),
            location: String(response.headers.location ?? ''),
            cookies: response.headers['set-cookie'] ?? [],
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Loads the form as visitor `ip`; returns what to post. */
async function openForm(base, ip) {
  const response = await request(`${base}${contactPath}`, ip);
  if (response.status !== 200)
    throw new Error(
      `GET ${base}${contactPath}: ${response.status} ${response.text.replace(/\s+/g, ' ').slice(0, 200)}`,
    );
  // The page's fill-time style sheet, fetched as a browser does: its cookie goes with the post.
  const sheet = await request(new URL(fillTimeStylesheet(response.text) ?? '/_forms/started.css', base), ip);
  return { ...contactForm(response.text), cookie: cookiePairs(sheet.cookies) };
}

/** Posts the contact form for `email`; resolves to the response's status, where it leads and its text. */
function postForm(base, ip, form, email) {
  const body = contactBody(form, email, `Cluster check ${email}`);
  return request(new URL(form.action || contactPath, base), ip, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: base,
      cookie: ['vitrine_consent=necessary', form.cookie].filter(Boolean).join('; '),
    },
    body,
  });
}

const isThankYou = (result) => result.status === 303 && /thank|bedankt|merci|danke/.test(result.location);

const retryAfter = 3000;

/** Submits one lead, the way a visitor would, and retries (page again, 3 s later) when the answer is not the thank-you page. */
async function submitLead(base, ip, email, attempts = 1) {
  let last;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const form = await openForm(base, ip);
      await sleep(personsTime);
      last = await postForm(base, ip, form, email);
      if (isThankYou(last)) return { ok: true, attempt, ...last };
    } catch (error) {
      last = { status: 0, location: '', text: String(error) };
    }
    // A person tries again a few seconds later, not at once (a 503 page says Retry-After).
    if (attempt < attempts) await sleep(retryAfter);
  }
  return { ok: false, attempt: attempts, ...last };
}

// ---------------------------------------------------------------------------------------------
async function main() {
  // CLUSTER_SKIP_BUILD=1 runs what is built as it is (while someone else holds the build lock).
  if (process.env.CLUSTER_SKIP_BUILD === '1') log('using the builds as they are (CLUSTER_SKIP_BUILD=1)');
  else {
    log('building what is stale (Strapi server code, web)…');
    buildStackIfStale(log);
  }
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('haproxy is not installed (apt-get install haproxy)');

  psql(`CREATE DATABASE ${dbName}`);
  log(`PostgreSQL database ${dbName} created`);
  const redis = await pickRedisDb(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  log(`Redis database ${redis.db}`);
  const smtp = await startSmtp(['A', 'B']);
  log(`SMTP catcher on 127.0.0.1:${smtp.ports.A} (Strapi A) and :${smtp.ports.B} (Strapi B)`);

  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-cluster-'));
  mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const [proxyWebPort, proxyCmsPort, statsPort, cmsA, cmsB, webA, webB] = await Promise.all(
    Array.from({ length: 7 }, () => freePort()),
  );
  const siteUrl = `http://127.0.0.1:${proxyWebPort}`;
  const strapiUrl = `http://127.0.0.1:${proxyCmsPort}`;
  const { preview, proxy } = sharedSecrets();
  // One environment (secrets, database, Redis, SMTP) for both Strapis: only the port differs.
  const cmsEnv = strapiEnv(
    { url: `${pgBase}/${dbName}` },
    {
      SEED_DEMO: 'true',
      PUBLIC_DIR: path.join(dir, 'public'),
      CLIENT_URL: siteUrl,
      WEB_PURGE_URLS: `http://127.0.0.1:${webA},http://127.0.0.1:${webB}`,
      REDIS_URL: redis.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.ports.A),
      OUTBOX_INTERVAL_SECONDS: '1',
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_RETRY_MAX_MS: '4000',
      // A Strapi stopped mid-send gives its claimed mails back after this.
      OUTBOX_LEASE_MS: '10000',
      // The alerts job every second on both Strapis (the same second: cron follows the clock), a
      // match bundled after 1 s, a daily digest allowed 5 s after the last.
      ALERT_INTERVAL_SECONDS: '1',
      ALERT_BUNDLE_SECONDS: '1',
      ALERT_DIGEST_SECONDS: '5',
      ...preview,
      ...proxy,
    },
  );
  // One FORM_SECRET for both webs: a form loaded from one may be posted to the other.
  const websEnv = webEnv({ strapiUrl, siteUrl, preview, proxy, extra: { REDIS_URL: redis.url } });

  const strapis = [];
  let cleaned;
  const cleanup = () => (cleaned ??= cleanUp());
  // Interrupted (Ctrl-C, a timeout): the processes stopped, the database dropped all the same.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the cluster…`);
      void cleanup().finally(() => process.exit(1));
    });
  const cleanUp = async () => {
    for (const entry of [...children].reverse()) await stopChild(entry.child);
    for (const child of strapis) await stopStrapi(child).catch(() => undefined);
    await smtp.stop();
    try {
      const flush = new Redis(redis.url, { maxRetriesPerRequest: 1 });
      await flush.flushdb();
      await flush.quit();
    } catch {
      // Redis gone: nothing to empty
    }
    try {
      psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    } catch (error) {
      console.error(String(error));
    }
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    log('haproxy: starting in the foreground (web and Strapi frontends)…');
    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        webPort: proxyWebPort,
        cmsPort: proxyCmsPort,
        statsPort,
        webs: [
          { name: 'webA', port: webA },
          { name: 'webB', port: webB },
        ],
        strapis: [
          { name: 'strapiA', port: cmsA },
          { name: 'strapiB', port: cmsB },
        ],
      }),
    );
    const valid = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (valid.status !== 0) throw new Error(`haproxy config: ${valid.stderr}${valid.stdout}`);
    spawnChild('haproxy', 'haproxy', ['-db', '-f', configFile], {});

    log('Strapi A: seeding the demo content into PostgreSQL (the slow part)…');
    const a = await startStrapi(cmsEnv, cmsA);
    strapis.push(a.child);
    log('Strapi B: same database, no seed…');
    const b = await startStrapi({ ...cmsEnv, SEED_DEMO: 'false', SMTP_PORT: String(smtp.ports.B) }, cmsB);
    strapis.push(b.child);

    const webs = {};
    for (const [name, port] of [
      ['A', webA],
      ['B', webB],
    ]) {
      log(`web ${name}…`);
      const entry = spawnChild(`web ${name}`, process.execPath, ['server.ts'], {
        cwd: webDir,
        env: { ...websEnv, PORT: String(port) },
      });
      webs[name] = { entry, url: `http://127.0.0.1:${port}` };
      await waitForHttpOf(`${webs[name].url}/robots.txt`, entry);
    }
    await waitForHttpOf(`${siteUrl}/robots.txt`, children[0]);
    // Both backends of each frontend marked up by the health checks.
    await sleep(1500);

    console.log('\n0. pages through HAProxy and from each web decode as a browser reads them (gzip, brotli)');
    for (const [name, base] of [
      ['HAProxy', siteUrl],
      ['web A', webs.A.url],
      ['web B', webs.B.url],
    ])
      for (const encoding of ['gzip', 'br'])
        for (let i = 0; i < 2; i += 1) {
          // Twice: the first answer fills the page cache, the second comes from it.
          const answer = await pageDecodes(`${base}${contactPath}`, encoding);
          check(answer.ok, `${name}: ${contactPath} with Accept-Encoding ${encoding} (${answer.cache})`, answer.detail);
        }

    const run = Date.now().toString(36);
    let ipCounter = 0;
    const nextIp = () => {
      ipCounter += 1;
      if (ipCounter > 250) throw new Error('out of loopback addresses');
      return `127.0.0.${ipCounter + 2}`;
    };
    const emailOf = (name) => `${name}-${run}@example.be`;

    // -----------------------------------------------------------------------------------------
    console.log('\n1. leads through both webs are stored once and mailed once');
    const targets = [
      ...Array.from({ length: 4 }, (_, i) => ({ base: siteUrl, name: `proxy${i}` })),
      ...Array.from({ length: 4 }, (_, i) => ({ base: webs.A.url, name: `webA${i}` })),
      ...Array.from({ length: 4 }, (_, i) => ({ base: webs.B.url, name: `webB${i}` })),
    ];
    const results = await Promise.all(
      targets.map(async (target) => ({
        ...target,
        ...(await submitLead(target.base, nextIp(), emailOf(target.name))),
      })),
    );
    for (const result of results.filter((entry) => !entry.ok))
      console.log(`    ${result.name}: ${result.status} ${result.location} ${result.text.slice(0, 300)}`);
    check(
      results.every((result) => result.ok),
      `${results.length} contact forms (4 through HAProxy, 4 to web A, 4 to web B) answered with the thank-you page`,
    );
    const emails = targets.map((target) => emailOf(target.name));
    await waitForMails(smtp, emails, 2, 60_000);
    checkStoredAndMailed(smtp, emails, { exactlyOnce: true });

    // -----------------------------------------------------------------------------------------
    console.log('\n2. rate limits count across the two webs (Redis)');
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 6; i += 1) {
      const web = i % 2 === 0 ? webs.A : webs.B;
      const form = await openForm(web.url, ip);
      await sleep(personsTime);
      const result = await postForm(web.url, ip, form, emailOf(`limit${i}`));
      answers.push({ web: i % 2 === 0 ? 'A' : 'B', result });
    }
    console.log(
      `    answers: ${answers.map(({ web, result }) => `${web}:${isThankYou(result) ? 'stored' : result.status}`).join(' ')}`,
    );
    check(
      answers.slice(0, 5).every(({ result }) => isThankYou(result)),
      'one visitor address: 5 submissions alternating web A and web B pass (3 on A, 2 on B)',
    );
    const sixth = answers[5].result;
    check(
      !isThankYou(sixth) && /name="captcha"/.test(sixth.text),
      'the 6th, on web B (its 3rd), asks for the captcha: the limit of 5 per address counted both webs',
      `status ${sixth.status}`,
    );
    const limitedStored = Number(sql(`SELECT count(*) FROM contact_messages WHERE email = '${emailOf('limit5')}'`));
    check(limitedStored === 0, 'the limited submission was not stored');

    // -----------------------------------------------------------------------------------------
    const sentBy = (via) => smtp.mails.filter((mail) => mail.via === via).length;
    check(
      sentBy('A') > 0 && sentBy('B') > 0,
      'both Strapi outboxes sent some of these mails, each once (their workers took turns on the same rows)',
      `Strapi A ${sentBy('A')}, Strapi B ${sentBy('B')}`,
    );

    console.log('\n3. an agent changing a price on Strapi B: both webs serve the new price from their cache');
    await publishedChangeShows({ strapiUrl: b.url, webs: [webs.A.url, webs.B.url] });

    console.log('\n4. the alerts digest, scheduled on both Strapis every second, mails once');
    await alertDigestOnce({
      strapiUrl,
      agentStrapiUrl: a.url,
      proxySecret: proxy.PROXY_SECRET,
      smtp,
      email: emailOf('alert'),
    });

    console.log('\n5. stopping web B and Strapi B during a run of submissions and browsing loses no lead');
    const total = 24;
    const wave = Array.from({ length: total }, (_, i) => ({ name: `failover${i}`, ip: nextIp() }));
    const inWave = wave.map(async (lead, i) => {
      await sleep(i * 300);
      return { ...lead, ...(await submitLead(siteUrl, lead.ip, emailOf(lead.name), 3)) };
    });
    // The first posts are under way then (page, 3.2 s, post), the last pages not yet loaded.
    await sleep(4000);
    // Visitors browsing the lists through HAProxy meanwhile (no retry of their own: HAProxy's, if
    // any), the lists in both webs' page cache first, as a site's visitors find them.
    for (const web of [webs.A.url, webs.B.url])
      for (const page of listPages) await request(`${web}${page}`, '127.0.0.250', { headers: { cookie: '' } });
    const browsing = browse(siteUrl, 5, 12);
    await sleep(2000);
    // Requests web B holds when it gets SIGTERM: form posts whose body is still coming.
    const inFlight = await Promise.all(Array.from({ length: 5 }, () => postInFlight(`${webs.B.url}${contactPath}`)));
    log('stopping web B (SIGTERM) and Strapi B (SIGTERM) while submissions and page views are under way…');
    const stopB = Promise.all([stopChild(webs.B.entry.child), stopStrapi(b.child)]);
    await sleep(200);
    for (const request of inFlight) request.finish();
    const finished = await Promise.all(inFlight.map((request) => request.answer));
    // An incomplete form: the page again with its errors, in full, rather than a cut connection.
    check(
      finished.every((answer) => answer.status > 0 && answer.status < 500 && answer.text.includes('</html>')),
      'the 5 form posts web B was receiving when it got SIGTERM were answered in full (graceful stop)',
      finished.map((answer) => answer.status || answer.error).join(', '),
    );
    const waveResults = await Promise.all(inWave);
    await stopB;
    const browsed = await browsing;
    check(
      browsed.failed === 0 && browsed.errors === 0,
      `${browsed.total} page views through HAProxy during the stop: none failed (HAProxy retries a refused connection on the other web)`,
      `${browsed.failed} answers ≥ 500, ${browsed.errors} connection errors (statuses: ${browsed.statuses})`,
    );
    const retried = waveResults.filter((result) => result.attempt > 1);
    for (const result of waveResults.filter((entry) => !entry.ok))
      console.log(`    ${result.name}: ${result.status} ${result.location} ${result.text.slice(0, 300)}`);
    check(
      waveResults.every((result) => result.ok),
      `${total} visitors through HAProxy all reached the thank-you page`,
      `${retried.length} of them after a retry (${retried.map((r) => r.name).join(', ') || 'none'})`,
    );
    const waveEmails = wave.map((lead) => emailOf(lead.name));
    await waitForMails(smtp, waveEmails, 2, 60_000);
    checkStoredAndMailed(smtp, waveEmails, {
      exactlyOnce: false,
      retried: new Set(retried.map((r) => emailOf(r.name))),
    });
    const stuck = sql(`SELECT count(*) FROM outbox_mails WHERE status <> 'sent'`);
    check(stuck === '0', 'no outbox mail left unsent after Strapi B stopped', `${stuck} not sent`);

    const stats = await haproxyStats(statsPort);
    for (const row of stats)
      console.log(
        `    haproxy ${row.server.padEnd(8)} ${String(row.sessions).padStart(5)} requests, ${row.retries} retried, ${row.redispatched} sent to the other, ${row.errors5xx} answered 5xx, ${row.status}`,
      );
    const served = (name) => stats.find((row) => row.server === name)?.sessions ?? 0;
    check(
      served('webB') > 0 && served('strapiB') > 0,
      'web B and Strapi B took their share before they were stopped (so the stop mattered)',
      `web B ${served('webB')}, Strapi B ${served('strapiB')} requests`,
    );
  } finally {
    await cleanup();
  }
}

/** Logs in as the demo agent on `strapiUrl`; calls the content manager as the admin does. */
async function contentManager(strapiUrl) {
  const login = await fetch(`${strapiUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vitrine.localhost',
      password: process.env.DEMO_ADMIN_PASSWORD ?? 'Vitrine-Admin-2026',
    }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const jwt = (await login.json()).data.token;
  return async (method, path, body) => {
    const response = await fetch(`${strapiUrl}/content-manager/collection-types/${path}`, {
      method,
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

/** A listing page cached on both webs; its price changed and published on one Strapi; both show it within 10 s. */
async function publishedChangeShows({ strapiUrl, webs }) {
  const list = await request(`${webs[0]}${listingPath('nl', 0)}`, '127.0.0.250');
  const href = /class="listing-card[^"]*"[\s\S]*?href="([^"]+)"/.exec(list.text)?.[1];
  const info = href ? parseListingPath(new URL(href, webs[0]).pathname) : null;
  if (!info?.reference) throw new Error(`no listing card on ${listingPath('nl', 0)}`);
  const page = new URL(href, webs[0]).pathname;
  for (const web of webs) for (let i = 0; i < 2; i += 1) await request(`${web}${page}`, '127.0.0.250');
  const cached = await Promise.all(webs.map((web) => request(`${web}${page}`, '127.0.0.250')));
  check(
    cached.every((answer) => answer.status === 200 && answer.cacheState === 'HIT'),
    `${page} is served from the page cache by both webs`,
    cached.map((answer) => answer.cacheState).join(', '),
  );
  const cm = await contentManager(strapiUrl);
  const uid = 'api::property.property';
  const found = await cm('GET', `${uid}?locale=nl&filters[$and][0][reference][$eq]=${info.reference}`);
  const documentId = found.results[0]?.documentId;
  if (!documentId) throw new Error(`listing ${info.reference} not found in the content manager`);
  const price = 987_654;
  await cm('PUT', `${uid}/${documentId}?locale=nl`, { price });
  await cm('POST', `${uid}/${documentId}/actions/publish?locale=nl`, {});
  const shows = (text) => /987[.,\u00a0\u202f ]654/.test(text);
  const since = Date.now();
  const seen = webs.map(() => null);
  while (Date.now() - since < 10_000 && seen.some((at) => at === null)) {
    for (const [index, web] of webs.entries())
      if (seen[index] === null && shows((await request(`${web}${page}`, '127.0.0.250')).text))
        seen[index] = Date.now() - since;
    await sleep(250);
  }
  check(
    seen.every((at) => at !== null),
    `after the price was published on Strapi B, web A and web B show it (within 10 s)`,
    seen.map((at, index) => `${index ? 'web B' : 'web A'}: ${at === null ? 'not shown' : `${at} ms`}`).join(', '),
  );
}

/**
 * A form post to `url` whose body comes in two parts: resolves 300 ms after the first (the server
 * has the request then, it waits for the rest) with `finish()`, which sends the rest, and `answer`.
 */
function postInFlight(url) {
  const [first, rest] = ['form=contactMessage&firstName=An&', 'lastName=Peeters'];
  return new Promise((started) => {
    let outgoing;
    const answer = new Promise((resolve) => {
      const failed = (error) => resolve({ status: 0, text: '', error: error.code ?? String(error) });
      outgoing = http.request(
        url,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'content-length': String(Buffer.byteLength(first + rest)),
            cookie: 'vitrine_consent=necessary',
            'accept-encoding': 'identity',
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', failed);
        },
      );
      outgoing.on('error', failed);
    });
    outgoing.write(first);
    setTimeout(() => started({ answer, finish: () => outgoing.end(rest) }), 300);
  });
}

const listPages = ['nl', 'fr', 'en', 'de'].flatMap((language) => [listingPath(language, 0), listingPath(language, 1)]);

/** `connections` visitors reading list pages (every language) through `base` for `seconds`, with autocannon. */
async function browse(base, connections, seconds) {
  const pages = listPages;
  const statuses = new Map();
  let errors = 0;
  let n = 0;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: pages[(n += 1) % pages.length] }) }],
  });
  instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
  instance.on('reqError', () => (errors += 1));
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  });
  return {
    total: result.requests.total,
    failed: [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0),
    errors: errors + result.timeouts,
    statuses: [...statuses].map(([status, count]) => `${status}×${count}`).join(', '),
  };
}

/**
 * A visitor registers a search alert (daily digest) and confirms it by the mail's link; an agent
 * publishes a listing that matches. Both Strapis run the alerts job every second: exactly one
 * alert mail reaches the visitor.
 */
async function alertDigestOnce({ strapiUrl, agentStrapiUrl, proxySecret, smtp, email }) {
  const visitor = { 'x-forwarded-for': '198.51.100.7', 'x-vitrine-proxy-secret': proxySecret };
  const [typeDocumentId, parentType] = sql(
    `SELECT document_id, parent_id FROM property_types WHERE locale = 'nl' AND parent_id IS NOT NULL ORDER BY classification_id LIMIT 1`,
  ).split('|');
  // East Flanders (postal codes 9000-9999), where the listing lies (Gent, 9000).
  const province = sql(
    `SELECT classification_id FROM regions WHERE locale = 'nl' AND kind = 'province' AND zip_from <= 9000 AND zip_to >= 9000 LIMIT 1`,
  );
  const band = [1_234_000, 1_236_000];
  const registered = await fetch(`${strapiUrl}/api/demand-registers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor },
    body: JSON.stringify({
      data: {
        goal: 0,
        propertyTypes: [Number(parentType)],
        regions: [Number(province)],
        minPrice: band[0],
        maxPrice: band[1],
        minBedrooms: 2,
        delivery: 'daily',
        title: 'ms',
        firstName: 'Ann',
        lastName: 'Peeters',
        email,
        language: 'en',
        consent: true,
      },
    }),
  });
  if (registered.status !== 201) throw new Error(`search alert: ${registered.status} ${await registered.text()}`);
  const to = () => smtp.mails.filter((mail) => mail.to === email);
  for (const since = Date.now(); to().length === 0 && Date.now() - since < 30_000;) await sleep(250);
  const token = /\/confirm\/\?token=([^\s&"<>]+)/.exec(to()[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  const confirmed = await fetch(`${strapiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor },
    body: JSON.stringify({
      query: 'mutation($token: String!) { confirmSearchAlert(token: $token) { ok outcome } }',
      variables: { token: decodeURIComponent(token) },
    }),
  }).then((response) => response.json());
  check(
    confirmed.data?.confirmSearchAlert?.outcome === 'confirmed',
    'a search alert (daily digest) registered and confirmed by its link',
  );

  const cm = await contentManager(agentStrapiUrl);
  const reference = `CL${Date.now().toString(36).toUpperCase()}`;
  const listing = await cm('POST', 'api::property.property?locale=nl', {
    reference,
    goal: 0,
    price: 1_235_000,
    publishPrice: true,
    listingStatus: 'available',
    zip: '9000',
    city: 'Gent',
    countryId: 10,
    title: `Cluster alert ${reference}`,
    slug: reference.toLowerCase(),
    bedrooms: 3,
    propertyType: { connect: [{ documentId: typeDocumentId, locale: 'nl' }] },
  });
  await cm('POST', `api::property.property/${listing.data.documentId}/actions/publish?locale=nl`, {});
  log(`listing ${reference} published; waiting for the digest…`);
  for (const since = Date.now(); to().length < 2 && Date.now() - since < 60_000;) await sleep(250);
  // Long enough for a second instance's copy (every second) and a second digest (5 s) to come.
  await sleep(8000);
  const alerts = to().slice(1);
  check(
    alerts.length === 1,
    'one alert mail for the match, though both Strapis ran the job every second',
    `${alerts.length} alert mail(s)${alerts.map((mail) => ` from Strapi ${mail.via}: "${mail.subject}"`).join(',')}`,
  );
  const matches = sql(
    `SELECT count(*), count(mailed_at) FROM alert_matches WHERE registrant_document_id IN (SELECT document_id FROM demand_registers WHERE email = '${email}')`,
  );
  console.log(`    alert matches (rows, mailed): ${matches.replace('|', ', ')}`);
}

/** HAProxy's counters per server (its CSV statistics). */
async function haproxyStats(port) {
  const csv = await (await fetch(`http://127.0.0.1:${port}/stats;csv`)).text();
  const [head, ...lines] = csv.trim().split('\n');
  const columns = head.replace(/^# /, '').split(',');
  const at = (fields, name) => fields[columns.indexOf(name)];
  return lines
    .map((line) => line.split(','))
    .filter((fields) => !['FRONTEND', 'BACKEND'].includes(at(fields, 'svname')))
    .map((fields) => ({
      server: at(fields, 'svname'),
      sessions: Number(at(fields, 'stot')) || 0,
      retries: Number(at(fields, 'wretr')) || 0,
      redispatched: Number(at(fields, 'wredis')) || 0,
      errors5xx: Number(at(fields, 'hrsp_5xx')) || 0,
      status: at(fields, 'status'),
    }));
}

/** Fetches a page with one Accept-Encoding (node:http, which leaves the body as sent) and decodes it as a browser would. */
async function pageDecodes(url, encoding) {
  const answer = await new Promise((resolve) => {
    const request = http.get(
      url,
      { headers: { 'accept-encoding': encoding, cookie: 'vitrine_consent=necessary' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
        response.on('error', (error) => resolve({ error }));
      },
    );
    request.on('error', (error) => resolve({ error }));
  });
  if (answer.error) return { ok: false, cache: '-', detail: String(answer.error) };
  const { response, body } = answer;
  const cache = response.headers['x-vitrine-cache'] ?? 'no cache header';
  const sent = response.headers['content-encoding'] ?? 'identity';
  try {
    const html = (sent === 'gzip' ? gunzipSync(body) : sent === 'br' ? brotliDecompressSync(body) : body).toString(
      'utf8',
    );
    const whole = response.statusCode === 200 && html.includes('</html>');
    return {
      ok: whole,
      cache,
      detail: `${response.statusCode}, ${sent}, ${body.length} bytes${whole ? '' : ', not a whole page'}`,
    };
  } catch (error) {
    return { ok: false, cache, detail: `${sent} body does not decode: ${error.message}` };
  }
}

async function waitForMails(smtp, emails, perLead, timeoutMs) {
  const since = Date.now();
  const count = () => emails.filter((email) => mailsAbout(smtp, email).length >= perLead).length;
  while (Date.now() - since < timeoutMs && count() < emails.length) await sleep(250);
  // A little longer, so that a duplicate sent by the other instance would have arrived too.
  await sleep(3000);
}

function mailsAbout(smtp, email) {
  return smtp.mails.filter((mail) => mail.to === email || mail.replyTo.includes(email));
}

function checkStoredAndMailed(smtp, emails, { exactlyOnce, retried = new Set() }) {
  const list = emails.map((email) => `'${email}'`).join(',');
  const rows = sql(
    `SELECT email, count(*), count(DISTINCT document_id) FROM contact_messages WHERE email IN (${list}) GROUP BY email`,
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('|'));
  const stored = new Map(rows.map(([email, count]) => [email, Number(count)]));
  const missing = emails.filter((email) => !stored.get(email));
  check(missing.length === 0, `every lead is in PostgreSQL (${stored.size} of ${emails.length})`, missing.join(', '));
  const twice = emails.filter((email) => (stored.get(email) ?? 0) > 1);
  if (exactlyOnce) check(twice.length === 0, 'each lead is stored once', twice.join(', '));
  else {
    const unexplained = twice.filter((email) => !retried.has(email));
    check(
      unexplained.length === 0,
      'no lead stored twice except by a visitor retrying a request whose answer was lost',
      twice.length ? `stored twice: ${twice.join(', ')}` : 'none stored twice',
    );
  }
  const wrong = [];
  for (const email of emails) {
    const mails = mailsAbout(smtp, email);
    const confirmations = mails.filter((mail) => mail.to === email).length;
    const notifications = mails.filter((mail) => mail.to !== email).length;
    const leads = stored.get(email) ?? 0;
    if (confirmations !== leads || notifications !== leads)
      wrong.push(`${email}: ${leads} stored, ${confirmations} confirmation(s), ${notifications} notification(s)`);
  }
  check(
    wrong.length === 0,
    'each stored lead mailed once: one confirmation to the visitor, one notification',
    wrong.join('; '),
  );
  const ids = smtp.mails.map((mail) => mail.messageId);
  check(new Set(ids).size === ids.length, `no Message-ID received twice (${ids.length} mails so far)`);
  const outbox = sql(
    `SELECT count(*) FILTER (WHERE status = 'sent'), count(*) FILTER (WHERE attempts > 1) FROM outbox_mails`,
  ).split('|');
  console.log(`    outbox: ${outbox[0]} sent, ${outbox[1]} needed more than one attempt`);
}

main().then(
  () => {
    console.log(
      failures.length
        ? `\n${failures.length} check(s) failed (${((Date.now() - started) / 1000).toFixed(0)} s)`
        : `\nall checks passed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    process.exit(failures.length ? 1 : 0);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
