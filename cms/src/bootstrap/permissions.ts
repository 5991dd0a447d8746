import type { Core } from '@strapi/strapi';
import { usersPermissionsRows } from '../strapi-patches/users-permissions';

/** Published content a visitor may read. */
export const publicContent = [
  'api::property.property',
  'api::project.project',
  'api::agent.agent',
  'api::testimonial.testimonial',
  'api::article.article',
  'api::page.page',
  'api::property-type.property-type',
  'api::region.region',
  'api::visit-slot.visit-slot',
] as const;

/** Lead collections: a visitor may create one and never read, change or delete any. */
export const leadCollections = [
  'api::visit-request.visit-request',
  'api::info-request.info-request',
  'api::document-request.document-request',
  'api::valuation-request.valuation-request',
  'api::contact-message.contact-message',
  'api::send-to-friend.send-to-friend',
  'api::appointment.appointment',
  'api::purchase-offer.purchase-offer',
  'api::newsletter-signup.newsletter-signup',
  'api::demand-register.demand-register',
] as const;

/** The owner role: a logged-in owner of listings. */
export const ownerRole = {
  name: 'Owner',
  type: 'owner',
  description: 'Owner of one or more listings: sees the statistics of their own listings only.',
};

/**
 * The users-permissions actions of the owner login, all a visitor may do with accounts: log in
 * with e-mail and password (`auth.callback`, which is also the callback of third-party providers;
 * those stay disabled in the providers settings), and ask for and use a password-reset link.
 * Not granted: `auth.register` (owners are created by agents), `auth.connect` (third-party login),
 * `auth.refresh` (the site keeps one token per session, decision 024: nobody refreshes) and
 * both e-mail confirmation actions: confirmation only serves self-registration, agents create
 * owners already confirmed, and an open `send-email-confirmation` would let anyone make Strapi
 * mail any unconfirmed address.
 */
export const ownerLoginActions = [
  'plugin::users-permissions.auth.callback',
  'plugin::users-permissions.auth.forgotPassword',
  'plugin::users-permissions.auth.resetPassword',
] as const;

/** Every action the Public role holds; any other action granted to it is taken away at start-up. */
export const publicActions: readonly string[] = [
  ...publicContent.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  'api::site-setting.site-setting.find',
  // Visitors leave testimonials; they stay drafts until an agent publishes them.
  'api::testimonial.testimonial.create',
  ...leadCollections.map((uid) => `${uid}.create`),
  'plugin::i18n.locales.listLocales',
  ...ownerLoginActions,
];

/**
 * Every action the Owner role holds: who am I (`user.me`), which the site needs to check an
 * owner's session, and the owner portal (`owner-stat.portal`, `GET /api/owner/portal`), which
 * answers the listings linked to the signed-in owner only. The core `owner-stat.find` is not
 * granted, because it would show every owner's figures.
 */
export const ownerActions: readonly string[] = [
  'plugin::users-permissions.user.me',
  'api::owner-stat.owner-stat.portal',
  // Logging out ends the owner's sessions in Strapi, not only the site's cookie (decision 024).
  'plugin::users-permissions.auth.logout',
];

/**
 * The role users-permissions gives new accounts by default. Vitrine's accounts are owners, so a
 * user left in it may log in (a Public action) and do nothing else.
 */
export const authenticatedActions: readonly string[] = [];

/** The whole table: each role's actions, nothing more (keyed by role type). */
export const rolePermissions: Record<string, readonly string[]> = {
  public: publicActions,
  authenticated: authenticatedActions,
  [ownerRole.type]: ownerActions,
};

type Permission = { id: number; action: string };

/** Every action users-permissions knows (`api::x.controller.action`, `plugin::p.controller.action`). */
function knownActions(strapi: Core.Strapi): Set<string> {
  const tree = strapi.plugin('users-permissions').service('users-permissions').getActions() as Record<
    string,
    { controllers: Record<string, Record<string, unknown>> }
  >;
  return new Set(
    Object.entries(tree).flatMap(([api, { controllers }]) =>
      Object.entries(controllers).flatMap(([controller, actions]) =>
        Object.keys(actions).map((action) => `${api}.${controller}.${action}`),
      ),
    ),
  );
}

/** Makes the role hold exactly `wanted`: adds what is missing, removes everything else (duplicates too). */
async function syncRolePermissions(strapi: Core.Strapi, roleId: number, wanted: readonly string[]): Promise<void> {
  const permissions = usersPermissionsRows(strapi, 'permission');
  const held: Permission[] = await permissions.findMany({ where: { role: roleId }, orderBy: { id: 'asc' } });
  const kept = new Set<string>();
  const unwanted: number[] = [];
  for (const permission of held) {
    if (wanted.includes(permission.action) && !kept.has(permission.action)) kept.add(permission.action);
    else unwanted.push(permission.id);
  }
  for (const action of wanted) {
    if (!kept.has(action)) await permissions.create({ data: { action, role: roleId } });
  }
  if (unwanted.length > 0) await permissions.deleteMany({ where: { id: { $in: unwanted } } });
}

/**
 * Makes the roles' permissions equal to `rolePermissions`, whatever was granted in the admin in
 * between (an agent who needs another permission adds it to the table); a second run changes
 * nothing. Creates the Owner role and turns self-registration off.
 */
export async function ensurePermissions(strapi: Core.Strapi): Promise<void> {
  const known = knownActions(strapi);
  const unknown = Object.values(rolePermissions)
    .flat()
    .filter((action) => !known.has(action));
  if (unknown.length > 0) throw new Error(`The permission table names unknown actions: ${unknown.join(', ')}`);

  const roles = usersPermissionsRows(strapi, 'role');
  if (!(await roles.findOne({ where: { type: ownerRole.type } }))) await roles.create({ data: ownerRole });
  for (const [type, actions] of Object.entries(rolePermissions)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) throw new Error(`users-permissions has no ${type} role`);
    await syncRolePermissions(strapi, role.id, actions);
  }

  // Accounts are created by agents, never by self-registration: the register action is not
  // granted, and the plugin's own setting says the same in the admin.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
}
