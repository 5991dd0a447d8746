// What a visitor without JavaScript does with the contact form, shared by the load bench
// (load.mjs) and the cluster command (cluster.mjs): the form read from the page's HTML, its
// fields filled in as a person would.

const decode = (value) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The contact form of a page: where it posts, its hidden fields (form name, proof of work), whether it asks the captcha. */
export function contactForm(html) {
  const at = html.indexOf('id="contactMessage"');
  if (at < 0) throw new Error('no contact form on the page');
  const start = html.indexOf('<form', at);
  const form = html.slice(start, html.indexOf('</form>', start));
  const hidden = {};
  for (const [input] of form.matchAll(/<input[^>]*>/g)) {
    if (!/type="hidden"/.test(input)) continue;
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) hidden[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }
  return { action: decode(/action="([^"]*)"/.exec(form)?.[1] ?? ''), hidden, hasCaptcha: /name="captcha"/.test(form) };
}

/**
 * The style sheet that gives a browser its fill-time cookie (decision 036), as a page with a form
 * links it: every browser fetches it, JavaScript or not; null on a page without a form.
 */
export function fillTimeStylesheet(html) {
  return /<link rel="stylesheet" href="([^"]*\/_forms\/started\.css)"/.exec(html)?.[1] ?? null;
}

/** The `name=value` pairs of Set-Cookie headers, as the browser sends them back in its Cookie header. */
export function cookiePairs(setCookies) {
  return setCookies.map((header) => header.split(';')[0]).join('; ');
}

/** The form's body as a browser posts it (application/x-www-form-urlencoded). */
export function contactBody(form, email, remark) {
  return new URLSearchParams({
    ...form.hidden,
    contactCategory: 'potential_buyer',
    title: 'ms',
    firstName: 'An',
    lastName: 'Peeters',
    email,
    remark,
  }).toString();
}

/** A person's time between the page and the post: the form refuses what is filled in under 3 s. */
export const personsTime = 3200;
