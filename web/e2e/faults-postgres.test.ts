import {
  execFile,
  execFileSync,
  spawn,
  type ChildProcess,
  type ExecFileSyncOptionsWithStringEncoding,
} from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../bench/stack.mjs';
import { ensureCmsBuilt, startStrapi, stopStrapi, strapiEnv } from '../../bench/strapi-process.mjs';
import { solvedProofOfWork } from './proof-of-work';

/**
 * PostgreSQL restarted during requests (issue 13), against real processes: a PostgreSQL of this
 * file's own (initdb into a temporary folder, on a free port: the machine's shared one is never
 * touched), the production Strapi on it and the built web in front. Visitors send the free
 * valuation form (its page needs no content from Strapi, so Strapi starts without the demo seed)
 * while `pg_ctl restart -m fast` cuts every database connection: each answer is a page or a
 * redirect, or 503 with the "not sent" form — never 500, never a hang; every lead the web accepted
 * (303 to the thank-you page) is stored exactly once; and the same Strapi process serves again
 * afterwards, nobody restarting it.
 */
/** PostgreSQL's programs: PG_BIN, else Debian's newest installed version (`/usr/lib/postgresql/<n>/bin`). */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server programs in ${root}/<version>/bin (set PG_BIN)`);
  return path.join(root, versions[0], 'bin');
}
const pgBin = postgresBin();
const cmsRequire = createRequire(path.resolve(import.meta.dirname, '../../cms/package.json'));
/** node-postgres, from Strapi's dependencies (the web has none on it): the part used here. */
const { Client } = cmsRequire('pg') as {
  Client: new (config: { host: string; port: number; user: string; database: string }) => {
    connect(): Promise<void>;
    query<Row>(sql: string, values?: unknown[]): Promise<{ rows: Row[] }>;
    end(): Promise<void>;
  };
};

let dir = '';
let pgData = '';
let pgPort = 0;
let pgStarted = false;
let strapi: ChildProcess | null = null;
let web: ChildProcess | null = null;
let webUrl = '';
const webOutput: string[] = [];
/** Strapi's last lines of output (bench/strapi-process.mjs keeps 200), shown when it stopped. */
let strapiOutput: string[] = [];
/** Every line of Strapi's but its request log (warnings and errors): a failure's cause may be long past the last 200. */
const strapiNotices: string[] = [];

/** Runs a PostgreSQL program as the user `postgres` when this is root (initdb refuses root). */
function asPostgres(program: string, args: string[]): string {
  const binary = path.join(pgBin, program);
  // Output to a file (-l): a server started by pg_ctl would otherwise hold this pipe open.
  const options: ExecFileSyncOptionsWithStringEncoding = { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] };
  return process.getuid?.() === 0
    ? execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], options)
    : execFileSync(binary, args, options);
}

const pgCtl = (...args: string[]) => asPostgres('pg_ctl', ['-D', pgData, '-w', '-t', '60', ...args]);
/** pg_ctl start, its server's log in the temporary folder. */
const pgServer = (...args: string[]) => pgCtl('-l', path.join(dir, 'postgres.log'), ...args);

/** `pg_ctl restart -m fast`, without blocking this process: the visitors keep sending meanwhile. */
async function restartPostgres(): Promise<void> {
  const args = ['-D', pgData, '-w', '-t', '60', '-l', path.join(dir, 'postgres.log'), '-m', 'fast', 'restart'];
  const binary = path.join(pgBin, 'pg_ctl');
  const run = promisify(execFile);
  if (process.getuid?.() === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
  else await run(binary, args);
}

beforeAll(async () => {
  // The suite's global setup built Strapi already; run alone, this file builds what is stale.
  ensureCmsBuilt(() => {});
  dir = mkdtempSync(path.join(tmpdir(), 'vitrine-pg-fault-'));
  pgData = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, -1);
  }
  asPostgres('initdb', ['-D', pgData, '--auth=trust', '-U', 'postgres', '--no-sync']);
  pgPort = await freePort();
  // -k: the socket in the temporary folder, not in /var/run/postgresql beside the shared server's.
  pgServer('-o', `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1`, 'start');
  pgStarted = true;
  const admin = new Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', database: 'postgres' });
  await admin.connect();
  await admin.query('CREATE DATABASE vitrine');
  await admin.end();

  const publicDir = path.join(dir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const proxy = { TRUSTED_PROXY: 'loopback', PROXY_SECRET: randomBytes(24).toString('hex') };
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  webUrl = `http://127.0.0.1:${webPort}`;
  const started = await startStrapi(
    strapiEnv(
      { url: `postgres://postgres@127.0.0.1:${pgPort}/vitrine` },
      { SEED_DEMO: 'false', PUBLIC_DIR: publicDir, CLIENT_URL: webUrl, ...proxy },
    ),
    cmsPort,
    (line: string) => {
      if (!line.includes('http:') && !line.includes('knex:query') && strapiNotices.length < 2000)
        strapiNotices.push(line);
    },
  );
  strapi = started.child;
  strapiOutput = started.output;

  web = spawn(process.execPath, ['server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(webPort),
      STRAPI_URL: started.url,
      PUBLIC_SITE_URL: webUrl,
      DEFAULT_LANGUAGE: 'nl',
      FORM_SECRET: randomBytes(32).toString('base64url'),
      PAGE_CACHE: 'off',
      REDIS_URL: '',
      ...proxy,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [web.stdout, web.stderr]) stream?.on('data', (chunk) => webOutput.push(String(chunk)));
  for (let tries = 0; ; tries += 1) {
    if ((await fetch(`${webUrl}/_health`).catch(() => null))?.status === 200) break;
    if (tries > 600 || web.exitCode !== null) throw new Error(`the web server did not start:\n${webOutput.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 300_000);

afterAll(async () => {
  if (web && web.exitCode === null) {
    const exited = new Promise((resolve) => web!.once('exit', resolve));
    web.kill();
    await exited;
  }
  if (strapi) await stopStrapi(strapi);
  if (pgStarted) {
    try {
      pgCtl('-m', 'immediate', 'stop');
    } catch {
      // already stopped
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

const formPath = '/nl/gratis-schatting/';
const thankYou = '/nl/bedankt/gratis-schatting/';

/** Every answer the web gave during the run: what was asked, its status (0: no answer in 15 s). */
type Answer = { what: string; status: number; at: number };

/** A visitor's free valuation request, with their own address and e-mail (the rate limits count per both). */
async function sendLead(n: number): Promise<{ email: string; answer: Answer }> {
  const email = `pg-fault-${n}-${randomBytes(4).toString('hex')}@example.be`;
  const body = new URLSearchParams({
    _form: 'valuationRequest',
    // Each lead its own proof, as a browser with JavaScript sends it.
    _pow: await solvedProofOfWork('valuationRequest', webUrl),
    title: 'mr',
    firstName: 'Jan',
    lastName: 'Claes',
    email,
    phone: '0475123456',
    street: 'Veldstraat',
    houseNumber: String(n),
    zip: '9000',
    city: 'Gent',
  });
  const response = await fetch(`${webUrl}${formPath}`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: { 'x-forwarded-for': `198.51.100.${n % 250}`, cookie: 'vitrine_consent=necessary' },
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  await response?.arrayBuffer().catch(() => null);
  const status = response?.status ?? 0;
  if (status === 303) expect(response!.headers.get('location'), email).toBe(thankYou);
  return { email, answer: { what: `POST ${formPath} (${email})`, status, at: Date.now() } };
}

async function getPage(pathname: string): Promise<Answer> {
  const response = await fetch(`${webUrl}${pathname}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  }).catch(() => null);
  await response?.arrayBuffer().catch(() => null);
  return { what: `GET ${pathname}`, status: response?.status ?? 0, at: Date.now() };
}

/** How many answers of each kind: `GET /nl/ 200 ×12, …`. */
function countBy(answers: Answer[], key: (answer: Answer) => string): string {
  const counts = new Map<string, number>();
  for (const answer of answers) counts.set(key(answer), (counts.get(key(answer)) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} ×${count}`).join(', ');
}

/** The rows of valuation_requests per e-mail address, read from PostgreSQL itself. */
async function storedRows(emails: string[]): Promise<Map<string, number>> {
  const client = new Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', database: 'vitrine' });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string; rows: string }>(
      'SELECT email, count(*) AS rows FROM valuation_requests WHERE email = ANY($1) GROUP BY email',
      [emails],
    );
    return new Map(rows.map((row) => [row.email, Number(row.rows)]));
  } finally {
    await client.end();
  }
}

test('PostgreSQL restarted during requests: 503 or success, never 500 or a hang; every accepted lead stored once; back by itself', async () => {
  const page = await fetch(`${webUrl}${formPath}`);
  expect(page.status).toBe(200);
  await page.arrayBuffer();

  const answers: Answer[] = [];
  const accepted: string[] = [];
  let n = 0;
  let restarting = true;
  const visitor = async () => {
    while (restarting) {
      const { email, answer } = await sendLead((n += 1));
      answers.push(answer);
      if (answer.status === 303) accepted.push(email);
      answers.push(await getPage(n % 2 ? formPath : '/nl/'));
    }
  };
  const visitors = [visitor(), visitor(), visitor()];
  /** What happened so far, for a failure's message: the answers by status, the last lines of both servers. */
  /** Waits (30 s at most) until `count` leads were accepted; says what happened otherwise. */
  const acceptedAtLeast = async (count: number) => {
    await expect
      .poll(() => accepted.length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(count)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${diagnostics()}`);
      });
  };
  const diagnostics = () =>
    `answers: ${countBy(answers, ({ what, status }) => `${what.split(' (')[0]} ${status}`)}` +
    `\nweb:\n${webOutput.join('').slice(-3000)}\nStrapi's errors:\n${strapiNotices
      .filter((line) => /error/i.test(line))
      .join('\n')
      .slice(0, 6000)}\nStrapi's last warnings:\n${strapiNotices.join('\n').slice(-3000)}`;

  // Two restarts, each once leads are being stored; pg_ctl waits until PostgreSQL is back up.
  const restarts: Array<{ from: number; to: number }> = [];
  for (const round of [1, 2]) {
    await acceptedAtLeast(round * 4);
    const from = Date.now();
    await restartPostgres();
    restarts.push({ from, to: Date.now() });
  }
  // Visitors keep coming until leads are stored again after the last restart.
  const afterLast = accepted.length;
  await acceptedAtLeast(afterLast + 4);
  restarting = false;
  await Promise.all(visitors);

  const unexpected = answers.filter(({ status }) => !(status >= 200 && status < 400) && status !== 503);
  expect(unexpected, `answers other than success or 503 (0: none within 15 s)\n${diagnostics()}`).toEqual([]);
  // Requests overlapped each restart (else the test proved nothing about them).
  for (const { from, to } of restarts) {
    expect(answers.some(({ at }) => at >= from && at <= to + 2000)).toBe(true);
  }

  // Every lead the web accepted is in PostgreSQL, once.
  const stored = await storedRows(accepted);
  expect(
    accepted
      .filter((email) => stored.get(email) !== 1)
      .map((email) => {
        const answer = answers.find(({ what }) => what.includes(email));
        return `${email}: ${stored.get(email) ?? 0} rows, answered ${answer?.status} at ${answer?.at}`;
      }),
    `accepted leads not stored exactly once; restarts ${JSON.stringify(restarts)}\n${diagnostics()}`,
  ).toEqual([]);

  // Back by itself: the same Strapi process (nobody restarted it) stores a lead and serves pages.
  expect(strapi!.exitCode, strapiOutput.join('\n')).toBeNull();
  // After a failed read the web turns reads away for a moment (STRAPI_PAUSE_MS), then asks again.
  await expect.poll(async () => (await getPage('/nl/')).status, { timeout: 15_000, interval: 500 }).toBe(200);
  const last = await sendLead((n += 1));
  expect(last.answer.status).toBe(303);
  expect((await storedRows([last.email])).get(last.email)).toBe(1);
  console.log(`[pg-fault] ${answers.length} answers: ${countBy(answers, ({ status }) => String(status))}`);
}, 120_000);
