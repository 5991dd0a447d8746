// The production front cache (deploy/varnish/default.vcl, decision 037) on loopback, for the
// end-to-end test (web/e2e/front-cache.test.ts) and the bench (bench/front-cache.mjs): the same
// VCL, with a backends.vcl of loopback webs in place of the compose file's web-a and web-b.
//
// varnishd comes from Debian's varnish and varnish-modules (xkey): installed here when missing and
// running as root with apt-get, as bench/chromium.mjs installs Chromium; otherwise one line says
// what to install.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForHttp } from './stack.mjs';

export const vclDir = path.resolve(import.meta.dirname, '..', 'deploy', 'varnish');
const packages = ['varnish', 'varnish-modules'];

function varnishdPath() {
  const found = spawnSync(
    'sh',
    ['-c', 'command -v varnishd || { test -x /usr/sbin/varnishd && echo /usr/sbin/varnishd; }'],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  const xkey = spawnSync(
    'sh',
    ['-c', 'ls /usr/lib/*/varnish/vmods/libvmod_xkey.so /usr/lib/varnish/vmods/libvmod_xkey.so'],
    {
      encoding: 'utf8',
    },
  ).stdout.trim();
  return found && xkey ? found : null;
}

/** The varnishd binary, with the xkey vmod; installs Debian's packages when it can, else throws. */
export function ensureVarnish() {
  const present = varnishdPath();
  if (present) return present;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    const install = () => spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'ignore' }).status;
    if (install() !== 0) {
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
      install();
    }
  }
  const installed = varnishdPath();
  if (!installed)
    throw new Error(`varnishd with the xkey vmod is not installed: apt-get install -y ${packages.join(' ')}`);
  return installed;
}

/** deploy/varnish/backends.vcl with the webs on loopback `ports` (its probe kept as it is). */
export function loopbackBackends(ports) {
  const deployed = readFileSync(path.join(vclDir, 'backends.vcl'), 'utf8');
  const probe = /^probe web_up \{[\s\S]*?\n\}/m.exec(deployed)?.[0];
  if (!probe) throw new Error('deploy/varnish/backends.vcl has no probe web_up');
  const names = ports.map((_, index) => `web_${index}`);
  return [
    'import directors;',
    probe,
    ...ports.map(
      (port, index) =>
        `backend ${names[index]} { .host = "127.0.0.1"; .port = "${port}"; .probe = web_up; .first_byte_timeout = 60s; }`,
    ),
    'sub vcl_init {',
    '  new webs = directors.round_robin();',
    ...names.map((name) => `  webs.add_backend(${name});`),
    '}',
    '',
  ].join('\n');
}

/**
 * Starts varnishd with deploy/varnish/default.vcl in front of the webs on loopback `webPorts`,
 * listening on 127.0.0.1:`port`, `env` in its environment (PROXY_SECRET: the purge's secret).
 * Resolves once it answers; `stop()` ends it and removes its folder.
 */
export async function startVarnish({ webPorts, port, env = {} }) {
  const varnishd = ensureVarnish();
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-varnish-'));
  // varnishd compiles the VCL as its own user: the folder and the file must be readable by it.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, 'backends.vcl'), loopbackBackends(webPorts), { mode: 0o644 });
  const output = [];
  const child = spawn(
    varnishd,
    [
      '-F',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${port}`,
      '-f',
      path.join(vclDir, 'default.vcl'),
      '-p',
      `vcl_path=${dir}:${vclDir}`,
      '-s',
      'malloc,256m',
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/robots.txt`, child, output);
    // The webs are sick until their probes pass (2 of 3, every 2 s): until then a 503.
    for (let tries = 0; (await fetch(`${url}/robots.txt`)).status !== 200; tries++) {
      if (tries > 150) throw new Error(`varnishd: no healthy web after 30 s:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, output, stop };
}
