import type { Core } from '@strapi/strapi';
import { expect, test, vi } from 'vitest';
import { registerPublicPermissionsCache } from './public-permissions';

/** Strapi's permission service and database lifecycles, as far as the patch reaches them. */
function strapiWith(read: () => Promise<unknown[]>) {
  const service = { findPublicPermissions: read };
  let subscriber: Record<string, unknown> & { models: string[] } = { models: [] };
  const strapi = {
    plugin: (name: string) => ({
      service: (service_: string) => (name === 'users-permissions' && service_ === 'permission' ? service : undefined),
    }),
    db: { lifecycles: { subscribe: (given: typeof subscriber) => void (subscriber = given) } },
  } as unknown as Core.Strapi;
  const lifecycle = (event: string) => (subscriber[event] as () => void)();
  return { strapi, service, lifecycle, models: () => subscriber.models };
}

test('the rows are read once for the lifetime, then again', async () => {
  vi.useFakeTimers();
  try {
    let reads = 0;
    const { strapi, service } = strapiWith(async () => [{ action: `read ${++reads}` }]);
    registerPublicPermissionsCache(strapi, 1000);
    expect(await service.findPublicPermissions()).toEqual([{ action: 'read 1' }]);
    vi.advanceTimersByTime(999);
    expect(await service.findPublicPermissions()).toEqual([{ action: 'read 1' }]);
    vi.advanceTimersByTime(1);
    expect(await service.findPublicPermissions()).toEqual([{ action: 'read 2' }]);
  } finally {
    vi.useRealTimers();
  }
});

test.each(['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'])(
  '%s of a permission or a role drops them at once',
  async (event) => {
    let reads = 0;
    const { strapi, service, lifecycle, models } = strapiWith(async () => [{ action: `read ${++reads}` }]);
    registerPublicPermissionsCache(strapi, 60_000);
    expect(models()).toEqual(['plugin::users-permissions.permission', 'plugin::users-permissions.role']);
    await service.findPublicPermissions();
    lifecycle(event);
    expect(await service.findPublicPermissions()).toEqual([{ action: 'read 2' }]);
  },
);

test('a failed read is not kept', async () => {
  let reads = 0;
  const { strapi, service } = strapiWith(async () => {
    reads += 1;
    if (reads === 1) throw new Error('database restarting');
    return [{ action: 'read' }];
  });
  registerPublicPermissionsCache(strapi, 60_000);
  await expect(service.findPublicPermissions()).rejects.toThrow('database restarting');
  expect(await service.findPublicPermissions()).toEqual([{ action: 'read' }]);
});
