// The links of a documents mail (mail/document-links.ts): the signed token in the path is the
// authorisation, so a visitor opens a listing's document without an account, for a week.
export default {
  routes: [
    {
      method: 'GET',
      path: '/document-links/:token',
      handler: 'document-links.open',
      config: { auth: false },
    },
  ],
};
