import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { everySeconds, job } from '../jobs/job';
import { crmAnnouncementUid } from './hooks';
import { applyAnnounced } from './sync';

type Announcement = { id: number; event: string; crmId: string };

/** How long a claim on an announcement holds: a worker that died loses it after this. */
const leaseMs = 5 * 60_000;
/** Announcements applied per tick, one after the other: a burst never runs side by side with visitors' reads. */
const perTick = 10;

/** Claims one due announcement with one conditional UPDATE (several Strapi instances may race for it). */
async function claimNext(strapi: Core.Strapi): Promise<Announcement | null> {
  const queue = strapi.db.query(crmAnnouncementUid);
  const now = new Date();
  const due = {
    $or: [{ state: 'pending' }, { state: 'applying', leaseUntil: { $lt: now } }],
  };
  const candidates = (await queue.findMany({
    where: due,
    orderBy: { id: 'asc' },
    limit: 3,
    select: ['id', 'event', 'crmId'],
  })) as Announcement[];
  for (const candidate of candidates) {
    const { count } = await queue.updateMany({
      where: { id: candidate.id, ...due },
      data: {
        state: 'applying',
        leaseUntil: new Date(now.getTime() + leaseMs),
        claimToken: randomBytes(12).toString('hex'),
      },
    });
    if (count === 1) return candidate;
  }
  return null;
}

/** One tick of the worker: applies up to `perTick` announcements, one at a time. */
async function tick(strapi: Core.Strapi): Promise<void> {
  for (let n = 0; n < perTick && !announcementsJob.stopping(); n++) {
    const announcement = await claimNext(strapi);
    if (!announcement) return;
    let state = 'applied';
    let outcome: string;
    try {
      outcome = await applyAnnounced(strapi, announcement.event, announcement.crmId);
    } catch (error) {
      // The CRM unreachable: back in the queue, tried again on a later tick.
      state = 'pending';
      outcome = error instanceof Error ? error.message : String(error);
      strapi.log.warn(`[crm hook] ${announcement.event} ${announcement.crmId}: ${outcome}`);
    }
    await strapi.db.query(crmAnnouncementUid).update({
      where: { id: announcement.id },
      data: {
        state,
        outcome: outcome.slice(0, 2000),
        appliedAt: state === 'applied' ? new Date() : null,
        leaseUntil: null,
        claimToken: null,
      },
    });
    if (state === 'pending') return;
  }
}

const announcementsJob = job({
  name: 'crm-announcements',
  log: '[crm hook] worker:',
  work: tick,
  notRun: () => undefined,
  // Every CRM_HOOK_INTERVAL_SECONDS (5 by default), when a hook secret is set.
  rule: () => (process.env.CRM_HOOK_SECRET ? everySeconds('CRM_HOOK_INTERVAL_SECONDS', 5) : null),
  failure: 'warn',
});

export const workAnnouncements = announcementsJob.run;
export const stopAnnouncements = announcementsJob.stop;
export const scheduleAnnouncements = announcementsJob.schedule;
