import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { followMarker, waitForPort } from './port-state';

/**
 * A real SMTP server on loopback that Strapi sends to during the tests. It runs beside Strapi in
 * the global setup, so the test files (other processes) read what it received from a folder: one
 * `.eml` file per accepted message. Writing a `down` file into the folder stops the server (the
 * port refuses connections, as a crashed mail server would); removing it starts it again.
 */
export async function startMailCatcher(dir: string): Promise<{ port: number; stop(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const to = session.envelope.rcptTo.map((address) => address.address).join(',');
        const name = `${Date.now()}-${String(received).padStart(5, '0')}.eml`;
        writeFileSync(path.join(dir, name), Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]));
        callback();
      });
    },
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject);
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  const marker = path.join(dir, 'down');
  const state = followMarker(
    () => existsSync(marker),
    () => new Promise<void>((resolve) => server.server.close(() => resolve())),
    () => listen(port).then(() => undefined),
  );
  return {
    port,
    async stop() {
      state.stop();
      if (state.isUp()) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const envelopeTo = (header: unknown) => (typeof header === 'string' ? header : '');

/** A received mail, parsed. */
export interface CaughtMail {
  file: string;
  envelopeTo: string;
  to: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** The attached files, their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** A header as sent (mailparser folds the List-* headers into one structure). */
  rawHeader(name: string): string | undefined;
}

/** Every mail received so far, oldest first. */
export async function caughtMails(dir: string): Promise<CaughtMail[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = parsed.to ? (Array.isArray(parsed.to) ? parsed.to : [parsed.to]).map((a) => a.text).join(',') : '';
      return {
        file,
        envelopeTo: envelopeTo(parsed.headers.get('x-envelope-to')),
        to,
        subject: parsed.subject ?? '',
        messageId: parsed.messageId ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
        headers: parsed.headers,
        attachments: parsed.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content.toString('utf8'),
        })),
        rawHeader: (name: string) => {
          const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
          return line?.slice(line.indexOf(':') + 1).trim();
        },
      };
    }),
  );
}

/** Stops (`down`) or restarts (`up`) the test SMTP server, and waits until it changed. */
export async function setMailServer(dir: string, port: number, state: 'up' | 'down'): Promise<void> {
  const marker = path.join(dir, 'down');
  if (state === 'down') writeFileSync(marker, '');
  else if (existsSync(marker)) (await import('node:fs')).rmSync(marker);
  await waitForPort(port, state === 'up', 'The test SMTP server');
}
