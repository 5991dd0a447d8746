/**
 * The owner portal's routes. `GET /api/owner/portal` needs an owner's JWT (role Owner holds
 * `owner-stat.portal`) and answers that owner's listings only. `POST /api/owner/views` is for the
 * site's server: no role grants it; the controller checks the secret both share (PROXY_SECRET)
 * and answers 404 without it. `POST /api/owner/sign-in-link` asks for a sign-in link by mail (the
 * same answer for any address) and `POST /api/owner/sign-in-link/use` trades a link's token, once,
 * for a JWT (src/owner/sign-in-link.ts): both open to anyone, both rate-limited.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'GET', path: '/owner/portal', handler: 'owner-stat.portal', config: {} },
    { method: 'POST', path: '/owner/views', handler: 'owner-stat.recordViews', config: { auth: false } },
    { method: 'POST', path: '/owner/sign-in-link', handler: 'owner-stat.askSignInLink', config: { auth: false } },
    {
      method: 'POST',
      path: '/owner/sign-in-link/use',
      handler: 'owner-stat.useSignInLink',
      config: { auth: false },
    },
  ],
};
