import { expect, inject } from 'vitest';
import type { RefusedEntry } from '../src/crm/refusals';
import type { CrmControl } from './crm-server';
import { adminJwt, strapiUrl } from './http';

/** What one sync run did, as the admin's CRM page shows it. */
export type SyncReport = {
  created: string[];
  updated: string[];
  unchanged: number;
  unpublished: string[];
  keptAsGone: string[];
  refused: RefusedEntry[];
  filesDownloaded: number;
};
export type SyncState = {
  lastReport: SyncReport;
  lastRunError: string | null;
  lastRunStartedAt: string;
  lastRunEndedAt: string;
};

/** Tells the test CRM (crm-server.ts) what changes before the next sync. */
export async function crm(control: CrmControl): Promise<void> {
  const response = await fetch(`${inject('crmFeed').url}/__control`, { method: 'POST', body: JSON.stringify(control) });
  expect(response.status).toBe(204);
}

const admin = (method: string) =>
  fetch(`${strapiUrl()}/vitrine-admin/crm/sync`, { method, headers: { authorization: `Bearer ${adminJwt()}` } });

const state = async () =>
  ((await (await admin('GET')).json()) as { data: { running: boolean; sources: SyncState[] } }).data;

/** Starts a run as the admin's "sync now" does, and waits for its end. */
export async function sync(): Promise<SyncState> {
  const previous = (await state()).sources[0]?.lastRunStartedAt;
  const started = await admin('POST');
  expect(started.status).toBe(202);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { running, sources } = await state();
    const run = sources[0];
    // This run's: a new start, and ended.
    if (
      !running &&
      run &&
      run.lastRunStartedAt !== previous &&
      Date.parse(run.lastRunEndedAt) >= Date.parse(run.lastRunStartedAt)
    )
      return run;
  }
}

/** The report of a run that found nothing to do: nothing written, refused or downloaded. */
export const nothingWritten = { created: [], updated: [], unpublished: [], refused: [], filesDownloaded: 0 } as const;
