// Boots the app once and stops, in a process of its own, so that the test run's own Strapi is a
// genuine restart on the same database.
//   node boot-once.cjs                  compiles the app, then starts it: schema, bootstrap, demo seed
//   node boot-once.cjs --compiled       the same on the app compiled by an earlier run
//   node boot-once.cjs --compiled '<admin changes>'  a start, then what an agent might change in
//     the admin: { "grant": [[roleType, action]], "revoke": [[roleType, action]], "defaultLocale": "fr" }
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

async function applyAdminChanges(strapi, { grant = [], revoke = [], defaultLocale }) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, action] of grant) {
    const role = await roles.findOne({ where: { type } });
    await permissions.create({ data: { action, role: role.id } });
  }
  for (const [type, action] of revoke) {
    const role = await roles.findOne({ where: { type } });
    const { count } = await permissions.deleteMany({ where: { action, role: role.id } });
    if (count !== 1) throw new Error(`${type} did not hold ${action}`);
  }
  if (defaultLocale) await strapi.plugin('i18n').service('locales').setDefaultLocale({ code: defaultLocale });
}

(async () => {
  const args = process.argv.slice(2);
  const appDir = path.resolve(__dirname, '..');
  const context = args.includes('--compiled')
    ? { appDir, distDir: path.join(appDir, 'dist') }
    : await compileStrapi({ appDir });
  const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  const changes = args.find((arg) => arg.startsWith('{'));
  if (changes) await applyAdminChanges(strapi, JSON.parse(changes));
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
