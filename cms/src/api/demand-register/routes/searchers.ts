/**
 * `GET /api/searchers?type=…&zip=…&minPrice=…&maxPrice=…&bedrooms=…&goal=0`: how many confirmed
 * standing searches want such a home (issue 22, item 2), as the site may say it (`none`, `few`
 * below 3, or the number). Open to anyone (only the number, never who), rate-limited per address
 * and kept a minute per question (src/alerts/searchers.ts).
 */
export default {
  type: 'content-api',
  routes: [{ method: 'GET', path: '/searchers', handler: 'demand-register.searchers', config: { auth: false } }],
};
