import type { Core } from '@strapi/strapi';

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

/** The owner role: a logged-in owner of listings. Its statistics come through its own routes. */
export const ownerRole = {
  name: 'Owner',
  type: 'owner',
  description: 'Owner of one or more listings: sees the statistics of their own listings only.',
};

/** Every API action the Public role holds; anything else under `api::` is taken away. */
export const publicActions: readonly string[] = [
  ...publicContent.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
  'api::site-setting.site-setting.find',
  // Visitors leave testimonials; they stay drafts until an agent publishes them.
  'api::testimonial.testimonial.create',
  ...leadCollections.map((uid) => `${uid}.create`),
  'plugin::i18n.locales.listLocales',
];

/** Every API action the Owner role holds (beyond the users-permissions defaults). */
export const ownerActions: readonly string[] = ['plugin::users-permissions.user.me'];

type Permission = { id: number; action: string };

async function syncRolePermissions(
  strapi: Core.Strapi,
  roleId: number,
  wanted: readonly string[],
  managedPrefixes: readonly string[],
): Promise<void> {
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const held: Permission[] = await permissions.findMany({ where: { role: roleId } });
  const heldActions = new Set(held.map((permission) => permission.action));
  for (const action of wanted) {
    if (!heldActions.has(action)) await permissions.create({ data: { action, role: roleId } });
  }
  const unwanted = held.filter(
    (permission) =>
      !wanted.includes(permission.action) && managedPrefixes.some((prefix) => permission.action.startsWith(prefix)),
  );
  if (unwanted.length > 0) {
    await permissions.deleteMany({ where: { id: { $in: unwanted.map((permission) => permission.id) } } });
  }
}

/** Makes the roles' permissions equal to the tables above; a second run changes nothing. */
export async function ensurePermissions(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const publicRole = await roles.findOne({ where: { type: 'public' } });
  if (!publicRole) throw new Error('users-permissions has no public role');
  await syncRolePermissions(strapi, publicRole.id, publicActions, ['api::', 'plugin::i18n.', 'plugin::upload.']);

  let owner = await roles.findOne({ where: { type: ownerRole.type } });
  if (!owner) owner = await roles.create({ data: ownerRole });
  await syncRolePermissions(strapi, owner.id, ownerActions, ['api::']);

  // Accounts are created by agents, never by self-registration.
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
  const advanced = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>;
  if (advanced.allow_register !== false) {
    await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } });
  }
}
