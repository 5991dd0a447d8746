// Would a standard cache in front of the web serve its cached pages faster than the web's own page
// cache (issue 20, item 3; decision 037)? Starts the real stack (stack.mjs: production Strapi, demo
// content, the built web with its page cache in memory), then nginx with `proxy_cache` and the
// production front cache (Varnish with deploy/varnish/default.vcl, bench/varnish.mjs) on loopback
// in front of that same web, and measures with autocannon at 20 connections, as an anonymous
// visitor with the consent cookie, in `--rounds` interleaved rounds: a list page (which the front
// cache keeps) from the web's page cache, from nginx and from Varnish; a listing's detail page
// (which Varnish passes to the web: its views are counted there) from the web and through
// Varnish; a static file of the web for scale. Prints requests/s, p50, p97.5, p99, errors and each
// front cache's hit ratio (its X-Cache header on the measured answers' sample).
//
//   node bench/front-cache.mjs [--seconds=10] [--rounds=2]
// Needs nginx and Varnish: `apt-get install -y nginx varnish varnish-modules`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchDependency } from './dependencies.mjs';
import { freePort, startStack, waitForHttp } from './stack.mjs';
import { startVarnish } from './varnish.mjs';

const autocannon = await benchDependency('autocannon');

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const seconds = option('seconds', 10);
const rounds = option('rounds', 2);
const connections = 20;
const consentCookie = 'vitrine_consent=necessary.analytical.marketing.social-media.unclassified';

for (const binary of ['nginx', 'varnishd']) {
  if (spawnSync('sh', ['-c', `command -v ${binary} || test -x /usr/sbin/${binary}`]).status !== 0) {
    console.error(`${binary} is not installed: apt-get install -y nginx varnish varnish-modules`);
    process.exit(1);
  }
}

/** nginx: one worker, proxy_cache keyed like the web's page cache (host, URL, consent and language cookies, encoding). */
function nginxConfig(dir, port, webPort) {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  proxy_cache_path ${dir}/nginx-cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  upstream web { server 127.0.0.1:${webPort}; keepalive 32; }
  # A cookie besides consent and language means a personal page: not from the cache.
  map $http_cookie $personal {
    default 1;
    "" 0;
    "~^(\\s*(vitrine_consent|lng)=[^;]*;?)*$" 0;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_cache pages;
      proxy_cache_key "$http_host$request_uri|$cookie_vitrine_consent|$cookie_lng|$http_accept_encoding";
      proxy_cache_bypass $personal;
      proxy_no_cache $personal;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      proxy_ignore_headers Vary;
      add_header X-Cache $upstream_cache_status;
    }
  }
}
`;
}

function startChild(name, command, args) {
  const output = [];
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  child.on('exit', (code) => {
    if (code) output.push(`${name} exited ${code}`);
  });
  return { child, output };
}

async function load(url, durationSeconds, headers) {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip', 'user-agent': 'VitrineBench', ...headers },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The X-Cache header of `n` answers (a front cache's hits among them). */
async function hits(url, headers, n = 20) {
  let count = 0;
  for (let i = 0; i < n; i++) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip', ...headers } });
    await response.arrayBuffer();
    if (/HIT/.test(response.headers.get('x-cache') ?? '')) count++;
  }
  return `${count}/${n}`;
}

const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-front-cache-'));
chmodSync(dir, 0o777);
mkdirSync(path.join(dir, 'nginx-cache'), { mode: 0o777 });
const children = [];
const stops = [];
const stack = await startStack({ log: (line) => console.log(`  ${line}`) });
try {
  const webPort = new URL(stack.webUrl).port;
  const [nginxPort, varnishPort] = [await freePort(), await freePort()];
  writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, nginxPort, webPort));
  const nginx = startChild('nginx', 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;']);
  children.push(nginx.child);
  const varnish = await startVarnish({
    webPorts: [Number(webPort)],
    port: varnishPort,
    env: { PROXY_SECRET: stack.proxySecret },
  });
  stops.push(varnish.stop);
  await waitForHttp(`http://127.0.0.1:${nginxPort}/robots.txt`, nginx.child, nginx.output);

  const listHtml = await (await fetch(`${stack.webUrl}/nl/te-koop/`)).text();
  const cardLink = /<a\b[^>]*class="listing-card__link"[^>]*>/.exec(listHtml)?.[0] ?? '';
  const detailPath = /\bhref="([^"]+)"/.exec(cardLink)?.[1];
  if (!detailPath) throw new Error('no listing on /nl/te-koop/');
  const headers = { cookie: consentCookie };
  const listPath = '/nl/te-koop/';
  const targets = [
    { name: "list: web's page cache", url: `${stack.webUrl}${listPath}`, headers },
    { name: 'list: nginx proxy_cache', url: `http://127.0.0.1:${nginxPort}${listPath}`, headers, front: true },
    { name: 'list: Varnish (deploy VCL)', url: `http://127.0.0.1:${varnishPort}${listPath}`, headers, front: true },
    { name: "detail: web's page cache", url: `${stack.webUrl}${detailPath}`, headers },
    {
      name: 'detail: through Varnish (pass)',
      url: `http://127.0.0.1:${varnishPort}${detailPath}`,
      headers,
      front: true,
    },
    { name: 'web static file (/favicon.svg)', url: `${stack.webUrl}/favicon.svg`, headers: {} },
  ];
  for (const target of targets.filter((t) => t.front)) {
    await fetch(target.url, { headers: { 'accept-encoding': 'gzip', ...target.headers } });
    console.log(`${target.name}: ${await hits(target.url, target.headers)} answers from its cache after one miss`);
  }
  console.log(
    `\nList page ${listPath} and detail page ${detailPath}, anonymous with the consent cookie, gzip; autocannon ${connections} connections, ${seconds} s after a 2 s warm-up, ${rounds} rounds interleaved`,
  );
  const results = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      await load(target.url, 2, target.headers);
      const result = await load(target.url, seconds, target.headers);
      results.get(target.name).push(result);
      console.log(
        `round ${round}  ${target.name.padEnd(32)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50} ms   p97.5 ${result.p975} ms   p99 ${result.p99} ms   errors ${result.errors}`,
      );
    }
  }
  const mean = (name) => results.get(name).reduce((sum, r) => sum + r.rps, 0) / rounds;
  console.log('\nMean requests/s over the rounds, and against the web’s own page cache for the same page:');
  for (const target of targets) {
    const own = mean(target.name.startsWith('detail') ? targets[3].name : targets[0].name);
    console.log(
      `${target.name.padEnd(32)} ${mean(target.name).toFixed(0).padStart(6)} req/s   × ${(mean(target.name) / own).toFixed(2)}`,
    );
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const stop of stops) await stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
