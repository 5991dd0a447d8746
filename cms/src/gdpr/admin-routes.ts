import type { Core } from '@strapi/strapi';
import { auditLogUid } from './audit';
import { RefusedAddress, eraseAddress, exactAddress, exportAddress } from './by-address';
import { runRetention } from './retention';
import { graphqlExtension } from '../strapi-patches/graphql-extension';

/** The admin permission (Settings → roles) that allows exporting and erasing personal data. */
export const personalDataAction = 'api::personal-data.manage';

type AdminContext = {
  request: { body?: Record<string, unknown> };
  state: { user?: { id?: number } };
  body: unknown;
  status: number;
  set(name: string, value: string): void;
};

/** The agent as the log names them: their admin id, which says who without copying their name. */
const actorOf = (ctx: AdminContext) => `admin #${ctx.state.user?.id ?? '?'}`;

/** Answers a refused address with 400 and its reason; anything else goes on to Strapi's errors. */
async function withAddress(ctx: AdminContext, work: (address: string) => Promise<void>): Promise<void> {
  let address: string;
  try {
    address = exactAddress(ctx.request.body?.email);
    await work(address);
  } catch (error) {
    if (!(error instanceof RefusedAddress)) throw error;
    ctx.status = 400;
    ctx.body = { error: { status: 400, name: 'RefusedAddress', message: error.message } };
  }
}

/**
 * The agent's personal-data actions, admin routes under `/vitrine-admin/personal-data/`, each
 * needing a signed-in agent whose role holds the permission (the super admin has it):
 * `export` (the JSON of everything about one address, as a download), `erase` (the same address
 * twice, `email` and `confirm`), `retention` (the daily job, now). Every call is logged
 * (audit.ts) without the address.
 */
export function registerPersonalDataAdmin(strapi: Core.Strapi): void {
  // Registered in `register`, before the admin gives the super admin every known action.
  void strapi
    .service('admin::permission')
    .actionProvider.registerMany([
      {
        section: 'settings',
        category: 'personal data',
        displayName: 'Export and erase personal data',
        uid: 'personal-data.manage',
      },
    ])
    .catch((error: unknown) => strapi.log.error(`[personal data] permission not registered: ${String(error)}`));

  // The log has no route; nor is it in the GraphQL schema.
  graphqlExtension(strapi).shadowCRUD(auditLogUid).disable();

  const policies = [
    'admin::isAuthenticatedAdmin',
    { name: 'admin::hasPermissions', config: { actions: [personalDataAction] } },
  ];
  strapi.server.routes({
    type: 'admin',
    prefix: '/vitrine-admin',
    routes: [
      {
        method: 'POST',
        path: '/personal-data/export',
        handler: (ctx: AdminContext) =>
          withAddress(ctx, async (address) => {
            ctx.body = await exportAddress(strapi, address, actorOf(ctx));
            ctx.set('Content-Disposition', 'attachment; filename="personal-data.json"');
          }),
        config: { policies },
      },
      {
        method: 'POST',
        path: '/personal-data/erase',
        handler: (ctx: AdminContext) =>
          withAddress(ctx, async (address) => {
            if (exactAddress(ctx.request.body?.confirm) !== address) {
              throw new RefusedAddress('Type the same address twice to erase it');
            }
            ctx.body = { data: { rows: await eraseAddress(strapi, address, actorOf(ctx)) } };
          }),
        config: { policies },
      },
      {
        method: 'POST',
        path: '/personal-data/retention',
        handler: async (ctx: AdminContext) => {
          ctx.body = { data: { rows: await runRetention(strapi, actorOf(ctx)) } };
        },
        config: { policies },
      },
    ],
  } as never);
}
