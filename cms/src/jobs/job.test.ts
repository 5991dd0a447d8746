import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { everySeconds, job } from './job';

type CronEntry = { task: () => Promise<void>; options: { rule: string } };

/** A Strapi with only what a job touches: its cron and its log, recording both. */
function fakeStrapi() {
  const entries: Record<string, CronEntry> = {};
  const logged: { level: string; line: string }[] = [];
  const strapi = {
    cron: { add: (added: Record<string, CronEntry>) => Object.assign(entries, added) },
    log: {
      error: (line: string) => logged.push({ level: 'error', line }),
      warn: (line: string) => logged.push({ level: 'warn', line }),
    },
  } as unknown as Core.Strapi;
  return { strapi, entries, logged };
}

/** A run that ends when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('job', () => {
  it('does not start a second run while one goes on, and answers why', async () => {
    const { strapi } = fakeStrapi();
    const { opened, open } = gate();
    let runs = 0;
    const counted = job({
      name: 'count',
      log: '[count]',
      work: async () => {
        runs += 1;
        await opened;
        return runs;
      },
      notRun: (why) => (why === 'running' ? -1 : -2),
      rule: () => null,
    });
    const first = counted.run(strapi);
    expect(counted.running()).toBe(true);
    expect(await counted.run(strapi)).toBe(-1);
    open();
    expect(await first).toBe(1);
    expect(counted.running()).toBe(false);
    expect(await counted.run(strapi)).toBe(2);
  });

  it('with overlap "wait", runs after the run in progress instead of doing nothing', async () => {
    const { strapi } = fakeStrapi();
    const { opened, open } = gate();
    const order: string[] = [];
    const waiting = job({
      name: 'wait',
      log: '[wait]',
      work: async (_strapi, label: string) => {
        order.push(`start ${label}`);
        if (label === 'a') await opened;
        order.push(`end ${label}`);
        return label;
      },
      notRun: () => 'none',
      overlap: 'wait',
      rule: () => null,
    });
    const a = waiting.run(strapi, 'a');
    const b = waiting.run(strapi, 'b');
    open();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('stop lets the run in progress finish, tells it to stop, and starts no other until scheduled again', async () => {
    const { strapi } = fakeStrapi();
    const { opened, open } = gate();
    const seen: boolean[] = [];
    const stoppable = job({
      name: 'stop',
      log: '[stop]',
      work: async () => {
        await opened;
        seen.push(stoppable.stopping());
        return 'ran';
      },
      notRun: (why) => why,
      rule: () => '*/5 * * * * *',
    });
    const running = stoppable.run(strapi);
    const stopped = stoppable.stop();
    open();
    await stopped;
    expect(await running).toBe('ran');
    expect(seen).toEqual([true]);
    expect(await stoppable.run(strapi)).toBe('stopped');
    stoppable.schedule(strapi);
    expect(await stoppable.run(strapi)).toBe('ran');
  });

  it('schedules its rule under its name, logs a failed tick at its level, and stays off without a rule', async () => {
    const { strapi, entries, logged } = fakeStrapi();
    const failing = job({
      name: 'failing',
      log: '[failing]',
      work: async () => {
        throw new Error('the CRM is down');
      },
      notRun: () => undefined,
      rule: () => '*/7 * * * * *',
      failure: 'warn',
    });
    failing.schedule(strapi);
    expect(entries.failing.options.rule).toBe('*/7 * * * * *');
    await entries.failing.task();
    expect(logged).toHaveLength(1);
    expect(logged[0].level).toBe('warn');
    expect(logged[0].line).toMatch(/^\[failing\] run failed: Error: the CRM is down/);

    job({ name: 'off', log: '[off]', work: async () => 1, notRun: () => 0, rule: () => null }).schedule(strapi);
    expect(Object.keys(entries)).toEqual(['failing']);
  });
});

describe('everySeconds', () => {
  it.each([
    [undefined, 30, '*/30 * * * * *'],
    ['5', 30, '*/5 * * * * *'],
    ['0', 30, '*/30 * * * * *'],
    ['abc', 5, '*/5 * * * * *'],
    ['120', 5, '*/59 * * * * *'],
    ['-3', 5, '*/1 * * * * *'],
    ['2.6', 5, '*/3 * * * * *'],
  ])('%s with fallback %s is %s', (value, fallback, rule) => {
    expect(everySeconds('INTERVAL', fallback, value === undefined ? {} : { INTERVAL: value })).toBe(rule);
  });
});
