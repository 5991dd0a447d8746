import { Redis } from 'ioredis';

/**
 * A lead sent twice is stored once (issue 14). The site sends each submission's key in this header:
 * an HMAC of the form, the fill-time token of the page it was sent from and the validated values
 * (web/src/features/forms/lead-action.server.ts). The same form sent again from the same page with
 * the same input — a visitor who saw "not sent" because Strapi answered after the site's write
 * timeout, and pressed the button again — has the same key; any change of input makes another.
 *
 * The first submission claims its key (`pending`), then records the documentId it stored; one sent
 * again meanwhile waits for that outcome and answers the stored lead instead of a second one. A
 * failed store releases the key, so a resend is stored. Keys are kept in Redis when REDIS_URL is
 * set (every Strapi instance sees them), in memory otherwise (and when Redis fails). A key can only
 * be guessed by whoever holds the page and the input, so a visitor can only ever dedupe their own.
 */
export const submissionKeyHeader = 'x-vitrine-submission-key';
const keyPattern = /^[A-Za-z0-9_-]{16,128}$/;
const pending = 'pending';
/** How long a resend is recognised. */
const storedTtlMs = 24 * 3600_000;
/** How long a claim holds without an outcome (a process that died while storing). */
const pendingTtlMs = 2 * 60_000;

/** The key a request carries, when it is one (anything else is ignored: the lead is simply stored). */
export function submissionKeyOf(header: unknown): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && keyPattern.test(value) ? value : null;
}

interface KeyStore {
  /** Sets `key` to `value` unless it exists; returns the value it already had, or null when set. */
  claim(key: string, value: string, ttlMs: number): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  release(key: string): Promise<void>;
}

class MemoryKeys implements KeyStore {
  private readonly entries = new Map<string, { value: string; expires: number }>();

  private live(key: string): string | null {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return null;
  }

  async claim(key: string, value: string, ttlMs: number) {
    const existing = this.live(key);
    if (existing !== null) return existing;
    await this.set(key, value, ttlMs);
    return null;
  }

  async set(key: string, value: string, ttlMs: number) {
    // Bounded: the oldest keys go first (a Map keeps insertion order).
    if (this.entries.size >= 50_000) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Date.now() + ttlMs });
  }

  async release(key: string) {
    this.entries.delete(key);
  }
}

class RedisKeys implements KeyStore {
  constructor(
    private readonly redis: Redis,
    private readonly fallback: KeyStore,
  ) {}

  async claim(key: string, value: string, ttlMs: number) {
    try {
      if ((await this.redis.set(key, value, 'PX', ttlMs, 'NX')) === 'OK') return null;
      // Gone between the two commands (expired, or freed by a failed store): claim it again.
      return (await this.redis.get(key)) ?? pending;
    } catch {
      return this.fallback.claim(key, value, ttlMs);
    }
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(key, value, 'PX', ttlMs).catch(() => this.fallback.set(key, value, ttlMs));
  }

  async release(key: string) {
    await this.redis.del(key).catch(() => this.fallback.release(key));
  }
}

/** What a submission's key says: store it, or it was stored already as `documentId`. */
export type SubmissionClaim = { kind: 'new' } | { kind: 'stored'; documentId: string };

export interface SubmissionKeys {
  /** Claims `key` for a collection; waits (at most `waitMs`) while another request is storing it. */
  claim(uid: string, key: string, waitMs?: number): Promise<SubmissionClaim>;
  stored(uid: string, key: string, documentId: string): Promise<void>;
  failed(uid: string, key: string): Promise<void>;
  close(): Promise<void>;
}

export function createSubmissionKeys(redisUrl: string | undefined): SubmissionKeys {
  const memory = new MemoryKeys();
  const redis = redisUrl
    ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  redis?.on('error', () => undefined);
  // With the offline queue off, a command sent before the connection is up fails at once and the
  // memory would answer it: the first claims wait (2 s at most) for the connection, as the rate
  // limits do (rate-limits.ts).
  let timer: NodeJS.Timeout | undefined;
  const ready = redis
    ? Promise.race([
        redis.connect().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, 2_000);
        }),
      ]).finally(() => clearTimeout(timer))
    : Promise.resolve();
  const store: KeyStore = redis ? new RedisKeys(redis, memory) : memory;
  const name = (uid: string, key: string) => `vitrine:submission:${uid}:${key}`;
  return {
    async claim(uid, key, waitMs = 20_000) {
      await ready;
      const until = Date.now() + waitMs;
      for (;;) {
        const existing = await store.claim(name(uid, key), pending, pendingTtlMs);
        if (existing === null) return { kind: 'new' };
        if (existing !== pending) return { kind: 'stored', documentId: existing };
        if (Date.now() >= until) throw new Error('the same submission is still being stored');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    stored: (uid, key, documentId) => store.set(name(uid, key), documentId, storedTtlMs),
    failed: (uid, key) => store.release(name(uid, key)),
    async close() {
      await ready;
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

let shared: SubmissionKeys | undefined;

/** This process's keys (REDIS_URL read on first use). */
export function submissionKeys(): SubmissionKeys {
  shared ??= createSubmissionKeys(process.env.REDIS_URL || undefined);
  return shared;
}

export async function closeSubmissionKeys(): Promise<void> {
  await shared?.close();
  shared = undefined;
}
