// Boots the app once and stops: the "first start" (schema, bootstrap, demo seed) in a process of
// its own, so the test run's own Strapi is a genuine restart on the same database.
const path = require('node:path');
const { compileStrapi, createStrapi } = require('@strapi/strapi');

(async () => {
  const context = await compileStrapi({ appDir: path.resolve(__dirname, '..') });
  const strapi = await createStrapi({ ...context, autoReload: false, serveAdminPanel: false }).load();
  await strapi.destroy();
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
