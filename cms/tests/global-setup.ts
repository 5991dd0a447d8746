import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Core } from '@strapi/strapi';
import { snapshot, type Snapshot } from './database-snapshot';
import { prepareEnvironment, startStrapi, stopStrapi } from './strapi-instance';

declare module 'vitest' {
  export interface ProvidedContext {
    strapiUrl: string;
    adminToken: string;
    database: { kind: 'sqlite' | 'postgres'; location: string };
    /** Row counts after the first start and after the restart that serves the tests. */
    restart: { before: Snapshot; after: Snapshot };
  }
}

let strapi: Core.Strapi | undefined;

export default async function setup(project: TestProject) {
  const database = prepareEnvironment();
  process.env.SEED_DEMO = 'true';
  const location = database.kind === 'sqlite' ? process.env.DATABASE_FILENAME! : process.env.DATABASE_URL!;

  // First start in a process of its own: schema, locales, permissions, demo seed.
  const first = spawnSync(process.execPath, [path.join(import.meta.dirname, 'boot-once.cjs')], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: process.env,
    stdio: 'inherit',
  });
  if (first.status !== 0) throw new Error(`The first start of Strapi failed (exit ${first.status})`);
  const before = await snapshot({ kind: database.kind, location });

  // The restart: bootstrap and seed run again and must change nothing.
  const started = await startStrapi();
  strapi = started.strapi;
  const after = await snapshot({ kind: database.kind, location });

  // Tests act as an agent through a full-access API token, as the admin would.
  const token = await strapi.service('admin::api-token').create({
    name: `tests-${Date.now()}`,
    type: 'full-access',
    lifespan: null,
    description: 'Created by the test run',
  });

  project.provide('strapiUrl', started.url);
  project.provide('adminToken', token.accessKey);
  project.provide('database', { kind: database.kind, location });
  project.provide('restart', { before, after });

  return async () => {
    if (strapi) await stopStrapi(strapi);
    database.dispose();
  };
}
