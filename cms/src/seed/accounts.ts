import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { adminAccounts } from '../strapi-patches/admin-services';
import { usersPermissionsRows } from '../strapi-patches/users-permissions';

/** Logins printed by `npm start`; demo only, override them in production-like setups. */
export const demoAccounts = {
  admin: {
    email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@vitrine.localhost',
    password: process.env.DEMO_ADMIN_PASSWORD ?? 'Vitrine-Admin-2026',
    firstname: 'Sofie',
    lastname: 'Peeters',
  },
  owners: [
    {
      username: 'owner',
      email: process.env.DEMO_OWNER_EMAIL ?? 'owner@vitrine.localhost',
      password: process.env.DEMO_OWNER_PASSWORD ?? 'Vitrine-Owner-2026',
    },
    // The second owner (for the isolation tests): its password from the environment, else a random
    // one nobody knows (an agent or a test sets one when needed).
    {
      username: 'owner2',
      email: process.env.DEMO_OWNER2_EMAIL ?? 'owner2@vitrine.localhost',
      password: process.env.DEMO_OWNER2_PASSWORD || randomBytes(18).toString('base64url'),
    },
  ],
} as const;

/** The demo super admin (for the Strapi admin) and owner accounts (for the owner portal). */
export async function ensureDemoAccounts(strapi: Core.Strapi): Promise<{ ownerIds: number[] }> {
  const { admin, owners } = demoAccounts;
  const { users: adminUsers, superAdminRole } = adminAccounts(strapi);
  if (!(await adminUsers.exists({ email: admin.email }))) {
    const superAdmin = await superAdminRole();
    await adminUsers.create({
      ...admin,
      isActive: true,
      registrationToken: null,
      roles: superAdmin ? [superAdmin.id] : [],
    });
  }

  const ownerRole = await usersPermissionsRows(strapi, 'role').findOne({ where: { type: 'owner' } });
  if (!ownerRole) throw new Error('The Owner role must exist before demo owners are created');
  const users = strapi.plugin('users-permissions').service('user');
  const ownerIds: number[] = [];
  for (const owner of owners) {
    const existing = await usersPermissionsRows(strapi, 'user').findOne({ where: { email: owner.email } });
    if (existing) {
      ownerIds.push(existing.id);
      continue;
    }
    const created = await users.add({
      ...owner,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: ownerRole.id,
    });
    ownerIds.push(created.id);
  }
  return { ownerIds };
}
