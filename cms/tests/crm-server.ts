import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test CRM (an Omnicasa-shaped server on loopback serving the fixture feed) Strapi syncs from. */
    crmFeed: { url: string; key: string; hookSecret: string };
  }
}

type Item = { ID: number; LanguageId: number; LastChangedDate: string; [field: string]: unknown };
type Feed = { properties: Item[]; projects: Item[]; deletedPropertyIds: number[]; deletedProjectIds: number[] };

const fixtures = path.join(import.meta.dirname, 'fixtures', 'crm');
/** The feeds the test CRM serves: the generated one, and one written by hand apart from it. */
export type CrmFeedName = 'omnicasa' | 'omnicasa-apart';
/** A hand-written fixture: each list method's answers as Omnicasa documents them, one per language. */
type Answers = { [method: string]: { Value: { Items: Item[] } } }[];
const itemsOf = (file: string) =>
  (JSON.parse(readFileSync(path.join(fixtures, 'omnicasa-apart', file), 'utf8')) as Answers).flatMap(
    (answer) => Object.values(answer)[0]!.Value.Items,
  );
const readFeed = (name: CrmFeedName): Feed =>
  name === 'omnicasa'
    ? (JSON.parse(readFileSync(path.join(fixtures, 'omnicasa', 'feed.json'), 'utf8')) as Feed)
    : {
        properties: itemsOf('GetPropertyList.json'),
        projects: itemsOf('GetProjectList.json'),
        deletedPropertyIds: [],
        deletedProjectIds: [],
      };

/** What a test asks of the CRM between two syncs. */
export type CrmControl =
  /** Serves `feed` (the generated one when not named) from its first state. */
  | { action: 'reset'; feed?: CrmFeedName }
  | { action: 'change'; list: 'properties' | 'projects'; id: number; fields: Record<string, unknown> }
  | { action: 'delete'; list: 'properties' | 'projects'; id: number }
  /** The `call`-th call (counted from now, 1 = the next) of `method` answers 500, once. */
  /** The `call`-th call of `method` fails: 500, or with `refuse` Omnicasa's own refusal (`Success: false`, that `Message`). */
  | { action: 'fail'; method: string; call: number; refuse?: string };

/** A change date as Omnicasa writes it (no zone), one second later than any before it. */
let clock = Date.parse('2026-11-20T00:00:00Z');
const nextChangeDate = () => {
  clock = Math.max(clock + 1000, Date.now());
  return new Date(clock).toISOString().slice(0, 19);
};

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );

/**
 * The test CRM: Omnicasa's list and deletion calls over the fixture feed (sorted by change date,
 * filtered by `ModifiedSince`, `IDs`, paged), pictures drawn on request (a colour per name) and
 * PDFs, `POST /__control` for the tests' changes, `GET /__stats` for what was asked.
 */
export async function startCrmServer(key: string) {
  /**
   * Strapi's sync keeps a cursor on the change dates it has seen: a feed loaded after another is
   * moved in time (its order kept) to after every date served so far, as a real CRM's would be.
   */
  let latest = '';
  const load = (name: CrmFeedName = 'omnicasa'): Feed => {
    const loaded = readFeed(name);
    const items = [...loaded.properties, ...loaded.projects];
    const first = Math.min(...items.map((item) => Date.parse(`${item.LastChangedDate}Z`)));
    const shift = latest && first <= Date.parse(`${latest}Z`) ? Date.parse(`${latest}Z`) - first + 60_000 : 0;
    for (const item of items)
      item.LastChangedDate = new Date(Date.parse(`${item.LastChangedDate}Z`) + shift).toISOString().slice(0, 19);
    for (const item of items) if (item.LastChangedDate > latest) latest = item.LastChangedDate;
    clock = Math.max(clock, Date.parse(`${latest}Z`));
    return loaded;
  };
  let feed = load();
  const deletedAt = new Map<string, number>();
  let failures: { method: string; remaining: number; refuse?: string }[] = [];
  const stats = { calls: {} as Record<string, number>, files: {} as Record<string, number> };
  let base = '';

  const list = (items: Item[], request: Record<string, unknown>) => {
    let rows = items.filter((item) => item.LanguageId === request.LanguageId);
    if (typeof request.ModifiedSince === 'string')
      rows = rows.filter((item) => item.LastChangedDate >= (request.ModifiedSince as string));
    if (Array.isArray(request.IDs)) rows = rows.filter((item) => (request.IDs as number[]).includes(item.ID));
    rows.sort((a, b) => a.LastChangedDate.localeCompare(b.LastChangedDate) || a.ID - b.ID);
    const size = Number(request.PageSize) || 25;
    const page = Array.isArray(request.IDs) ? 1 : Number(request.Page) || 1;
    const items_ = Array.isArray(request.IDs) ? rows : rows.slice((page - 1) * size, page * size);
    // Omnicasa's list envelope as its public client's recorded answers have it: rows From–To of RowsCount.
    const from = items_.length ? (page - 1) * size + 1 : 0;
    return {
      From: from,
      To: items_.length ? from + items_.length - 1 : 0,
      RowsCount: rows.length,
      Items: JSON.parse(JSON.stringify(items_).replaceAll('{{crm}}', base)) as Item[],
    };
  };
  const deleted = (kind: 'properties' | 'projects', since: unknown) => {
    const from = typeof since === 'string' ? Date.parse(since) : 0;
    return [...deletedAt]
      .filter(([k, at]) => k.startsWith(`${kind}:`) && at >= from)
      .map(([k]) => Number(k.split(':')[1]));
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    const method = url.pathname.slice(1);
    if (request.method === 'POST' && method === '__control') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const control = JSON.parse(Buffer.concat(chunks).toString()) as CrmControl;
      if (control.action === 'reset') {
        feed = load(control.feed);
        deletedAt.clear();
        failures = [];
      } else if (control.action === 'change') {
        const when = nextChangeDate();
        for (const item of feed[control.list].filter((row) => row.ID === control.id))
          Object.assign(item, control.fields, { LastChangedDate: when });
        if (when > latest) latest = when;
      } else if (control.action === 'delete') {
        feed[control.list] = feed[control.list].filter((row) => row.ID !== control.id);
        deletedAt.set(`${control.list}:${control.id}`, Date.now());
      } else if (control.action === 'fail') {
        failures.push({ method: control.method, remaining: control.call, refuse: control.refuse });
      }
      response.writeHead(204).end();
      return;
    }
    if (method === '__stats') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(stats));
      return;
    }
    const file = /^(pictures|documents)\/([\w.-]+)$/.exec(method);
    if (file) {
      stats.files[file[2]!] = (stats.files[file[2]!] ?? 0) + 1;
      if (file[1] === 'documents') {
        response.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf(file[2]!));
        return;
      }
      const colour = `#${createHash('sha1').update(file[2]!).digest('hex').slice(0, 6)}`;
      const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg({ quality: 70 })
        .toBuffer();
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length }).end(jpeg);
      return;
    }
    stats.calls[method] = (stats.calls[method] ?? 0) + 1;
    for (const failure of failures.filter((f) => f.method === method)) {
      failure.remaining -= 1;
      if (failure.remaining === 0) {
        failures = failures.filter((f) => f !== failure);
        if (failure.refuse === undefined) response.writeHead(500).end('failing on purpose');
        else
          response.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              [`${method}JsonResult`]: { Code: 1, Message: failure.refuse, Success: false, Value: null },
            }),
          );
        return;
      }
    }
    const body = JSON.parse(url.searchParams.get('json') ?? '{}') as Record<string, unknown>;
    if (body.CustomerPassword !== key) {
      response.writeHead(401).end();
      return;
    }
    const value =
      method === 'GetPropertyList'
        ? list(feed.properties, body)
        : method === 'GetProjectList'
          ? list(feed.projects, body)
          : method === 'GetDeletedPropertyIDs'
            ? deleted('properties', body.DeletedSince)
            : method === 'GetDeletedProjectIDs'
              ? deleted('projects', body.DeletedSince)
              : undefined;
    if (value === undefined) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ [`${method}JsonResult`]: { Code: 0, Message: '', Success: true, Value: value } }));
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
