import type { Core } from '@strapi/strapi';

/** Why a run did not start. */
export type NotRun = 'running' | 'stopped';

/** What a background job needs said about itself; `job` turns it into run, stop and schedule. */
export interface JobDefinition<Args extends unknown[], Result> {
  /** The task's name in Strapi's cron. */
  name: string;
  /** The tag its log lines start with, e.g. `[outbox]`. */
  log: string;
  /** One run. Long runs ask `stopping()` of their job between steps. */
  work: (strapi: Core.Strapi, ...args: Args) => Promise<Result>;
  /** The answer of a run that did not start: one is going on in this instance, or the job is stopped. */
  notRun: (why: NotRun) => Result;
  /**
   * A run asked for while one goes on: `skip` answers `notRun('running')` (a cron tick; the next tick
   * comes soon), `wait` runs after it (an agent's button must do what it says).
   */
  overlap?: 'skip' | 'wait';
  /** The cron rule, read when the job is scheduled; null leaves the job unscheduled (not configured). */
  rule: () => string | null;
  /** How a failed scheduled run is logged: an error of the site, or a warning (a CRM down is not the site's error). */
  failure?: 'error' | 'warn';
}

export interface Job<Args extends unknown[], Result> {
  /** One run now. Runs never overlap within an instance; across instances the job's own claims decide. */
  run: (strapi: Core.Strapi, ...args: Args) => Promise<Result>;
  /** Whether a run goes on in this instance now. */
  running: () => boolean;
  /** Whether the job was stopped: a long run ends at its next step. */
  stopping: () => boolean;
  /** Lets the run in progress finish and starts no other (Strapi's destroy, before the database closes). */
  stop: () => Promise<void>;
  /** Adds the job to Strapi's cron, when its rule says it is configured. */
  schedule: (strapi: Core.Strapi) => void;
}

/**
 * A background job of the CMS (outbox, alerts, CRM sync and announcements, retention): one shape
 * for the run-once guard, the stop at Strapi's destroy and the cron entry, which each job had
 * written out again.
 */
export function job<Args extends unknown[], Result>(definition: JobDefinition<Args, Result>): Job<Args, Result> {
  let current: Promise<Result> | undefined;
  let stopped = false;

  async function run(strapi: Core.Strapi, ...args: Args): Promise<Result> {
    if (definition.overlap === 'wait') while (current) await current.catch(() => undefined);
    if (stopped) return definition.notRun('stopped');
    if (current) return definition.notRun('running');
    const started = definition.work(strapi, ...args);
    current = started;
    try {
      return await started;
    } finally {
      current = undefined;
    }
  }

  return {
    run,
    running: () => current !== undefined,
    stopping: () => stopped,
    async stop() {
      stopped = true;
      await current?.catch(() => undefined);
    },
    schedule(strapi) {
      stopped = false;
      const rule = definition.rule();
      if (rule === null) return;
      strapi.cron.add({
        [definition.name]: {
          task: async () => {
            try {
              await run(strapi, ...([] as unknown as Args));
            } catch (error) {
              const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
              strapi.log[definition.failure ?? 'error'](`${definition.log} run failed: ${detail}`);
            }
          },
          options: { rule },
        },
      });
    },
  };
}

/**
 * A cron rule every `name` seconds (an environment variable), `fallback` when it is unset or not a
 * number; kept within 1–59, what a seconds field can say.
 */
export function everySeconds(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): string {
  const seconds = Math.min(59, Math.max(1, Math.round(Number(env[name])) || fallback));
  return `*/${seconds} * * * * *`;
}
