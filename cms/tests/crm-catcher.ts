import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { followMarker, waitForPort } from './port-state';

/**
 * How the test CRM answers, set by the test files through a `mode` file in its folder:
 * `up` (no file) answers 201; `down` closes the port (connections refused, as a CRM that is
 * offline); `error` answers 500; `slow` files the lead, then answers only after Strapi stopped
 * waiting (a lost answer).
 */
export type CrmMode = 'up' | 'down' | 'error' | 'slow';

/** One request the test CRM received, as a file in its folder. */
export interface CrmRequest {
  at: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** What it answered: 201 a new lead, 200 a lead it had (same idempotency key), 500. */
  status: number;
}

/**
 * A CRM endpoint on loopback, run beside Strapi in the global setup (as the SMTP catcher is):
 * it writes each request it receives to `dir`, and files a lead once per idempotency key, as a
 * CRM that honours the key does. `slowMs` is how long a `slow` answer waits.
 */
export async function startCrmCatcher(dir: string, slowMs: number): Promise<{ port: number; stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const filed = new Set<string>();
  let received = 0;
  const mode = (): CrmMode => {
    const file = path.join(dir, 'mode');
    return existsSync(file) ? (readFileSync(file, 'utf8').trim() as CrmMode) : 'up';
  };
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      request.on('error', reject);
    });
  const server = createServer((request, response) => {
    void read(request).then(async (body) => {
      const now = mode();
      const key = String(request.headers['idempotency-key'] ?? '');
      const status = now === 'error' ? 500 : key && filed.has(key) ? 200 : 201;
      if (status === 201 && key) filed.add(key);
      received += 1;
      const record: CrmRequest = { at: Date.now(), headers: request.headers, body, status };
      writeFileSync(path.join(dir, `${Date.now()}-${String(received).padStart(5, '0')}.json`), JSON.stringify(record));
      if (now === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 500 ? { error: 'CRM unavailable' } : { id: key }));
    });
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  // Strapi's fetch keeps connections open: they are cut, so the port refuses at once.
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  const state = followMarker(
    () => mode() === 'down',
    close,
    () => listen(port).then(() => undefined),
  );
  return {
    port,
    async stop() {
      state.stop();
      if (state.isUp()) await close();
    },
  };
}

/** Every request the test CRM received so far, oldest first. */
export function crmRequests(dir: string): CrmRequest[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CrmRequest);
}

/** Sets how the test CRM answers; for `down` and back up, waits until its port says so. */
export async function setCrmMode(dir: string, port: number, mode: CrmMode): Promise<void> {
  const file = path.join(dir, 'mode');
  if (mode === 'up') rmSync(file, { force: true });
  else writeFileSync(file, mode);
  await waitForPort(port, mode !== 'down', 'The test CRM');
}
