// The mail layout libraries side by side (decision 031): the same alert mail (three listing
// cards, a button, the legal footer and the unsubscribe link) rendered by react-email and by MJML.
// Prints, per library: render time per mail (mean and p95 over N renders after a warm-up), the
// HTML's size (raw and gzip), the install it adds (packages and MB, its dependency tree walked from
// its package.json), and what a reader's client gets: Outlook conditional comments (`<!--[if mso`)
// and a colour-scheme declaration for dark mode.
//
//   node bench/mail-layout.mjs [N=200]
//   MAIL_BENCH_RENDER=static node bench/mail-layout.mjs   (react-email through renderToStaticMarkup, as cms does)
//   MAIL_BENCH_MODULES=/tmp/mjml/node_modules:cms/node_modules node bench/mail-layout.mjs
//
// Each library is read from the first node_modules of MAIL_BENCH_MODULES (colon-separated;
// default cms/node_modules, where react-email is installed) that holds it. The library not chosen
// is not installed in the project: install it in a scratch directory first, e.g.
//   mkdir -p /tmp/mjml && cd /tmp/mjml && npm init -y >/dev/null && npm install --ignore-scripts mjml@5.4.1
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const cmsModules = path.join(import.meta.dirname, '..', 'cms', 'node_modules');
const searchPath = (process.env.MAIL_BENCH_MODULES ?? cmsModules).split(':').map((dir) => path.resolve(dir));
let modules = cmsModules;
let require = createRequire(path.join(modules, '..', 'bench.js'));
const renders = Number(process.argv[2] ?? 200);

const brand = { text: '#1b2a3a', muted: '#5b6876', accent: '#0b4f8a', line: '#dfe5ec', page: '#f3f5f8' };
const font = "Arial,'Helvetica Neue',Helvetica,sans-serif";
const mail = {
  siteName: 'Immo Vitrine',
  paragraphs: ['Beste Anna,', 'Er zijn nieuwe panden die passen bij uw zoekopdracht.'],
  cards: [1, 2, 3].map((n) => ({
    title: `Ruime woning met tuin ${n}`,
    price: n === 2 ? 'vanaf € 250.000' : '€ 1.150 per maand',
    url: `https://www.example.be/nl/te-koop/gent/huis/ref-${n}/`,
    photo: `https://cdn.example.be/photos/${n}.jpg`,
    note: 'Nieuw pand',
  })),
  button: { label: 'Mijn zoekopdracht bekijken', url: 'https://www.example.be/nl/zoekopdracht/' },
  footer: [
    'Verstuurd door Immo Vitrine',
    'Immo Vitrine BV, Kouter 1, 9000 Gent',
    'Telefoon: 09 123 45 67',
    'Btw-nummer: BE0123.456.789 · BIV-nummer: 512.345',
  ],
  unsubscribe: { label: 'Uitschrijven', url: 'https://www.example.be/nl/unsubscribe/?token=abc' },
};
const escape = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function reactEmail() {
  const React = require('react');
  const e = require('@react-email/components');
  const h = React.createElement;
  const text = { fontFamily: font, fontSize: '15px', lineHeight: '22px', color: brand.text, margin: '0 0 12px' };
  const small = { fontFamily: font, fontSize: '12px', lineHeight: '18px', color: brand.muted, margin: '0 0 6px' };
  const element = h(
    e.Html,
    { lang: 'nl' },
    h(e.Head, null, h('meta', { name: 'color-scheme', content: 'light only' })),
    h(
      e.Body,
      { style: { backgroundColor: brand.page, margin: 0 } },
      h(
        e.Container,
        { style: { backgroundColor: '#ffffff', maxWidth: '600px' } },
        h(
          e.Section,
          { style: { padding: '20px 32px', borderBottom: `3px solid ${brand.accent}` } },
          h(e.Text, { style: { ...text, fontSize: '20px', fontWeight: 'bold', color: brand.accent } }, mail.siteName),
        ),
        h(
          e.Section,
          { style: { padding: '24px 32px' } },
          ...mail.paragraphs.map((p) => h(e.Text, { style: text }, p)),
          ...mail.cards.map((card) =>
            h(
              e.Section,
              { style: { border: `1px solid ${brand.line}`, margin: '16px 0' } },
              h(
                e.Link,
                { href: card.url },
                h(e.Img, { src: card.photo, alt: card.title, width: 536, style: { width: '100%' } }),
              ),
              h(e.Text, { style: small }, card.note),
              h(e.Text, { style: { ...text, fontWeight: 'bold' } }, card.title),
              h(e.Text, { style: { ...text, color: brand.accent } }, card.price),
              h(e.Link, { href: card.url, style: { color: brand.accent } }, 'Het pand bekijken'),
            ),
          ),
          h(
            e.Button,
            { href: mail.button.url, style: { backgroundColor: brand.accent, color: '#ffffff', padding: '12px 24px' } },
            mail.button.label,
          ),
        ),
        h(
          e.Section,
          { style: { padding: '16px 32px', borderTop: `1px solid ${brand.line}` } },
          ...mail.footer.map((line) => h(e.Text, { style: small }, line)),
          h(e.Link, { href: mail.unsubscribe.url, style: small }, mail.unsubscribe.label),
        ),
      ),
    ),
  );
  if (process.env.MAIL_BENCH_RENDER === 'static') {
    // As cms/src/mail/template.ts renders: react-dom's synchronous static markup, no stream.
    const { renderToStaticMarkup } = require('react-dom/server');
    return () => `<!DOCTYPE html>${renderToStaticMarkup(element)}`;
  }
  return () => e.render(element);
}

async function mjml() {
  const mjml2html = require('mjml');
  const source = `<mjml lang="nl"><mj-head><mj-raw><meta name="color-scheme" content="light only"></mj-raw><mj-attributes><mj-all font-family="${font}" /><mj-text color="${brand.text}" font-size="15px" line-height="22px" /></mj-attributes></mj-head>
<mj-body background-color="${brand.page}" width="600px">
<mj-section background-color="#ffffff" border-bottom="3px solid ${brand.accent}"><mj-column><mj-text font-size="20px" font-weight="bold" color="${brand.accent}">${escape(mail.siteName)}</mj-text></mj-column></mj-section>
<mj-section background-color="#ffffff"><mj-column>${mail.paragraphs.map((p) => `<mj-text>${escape(p)}</mj-text>`).join('')}</mj-column></mj-section>
${mail.cards
  .map(
    (card) => `<mj-section background-color="#ffffff" padding="8px 32px"><mj-column border="1px solid ${brand.line}">
<mj-image src="${escape(card.photo)}" alt="${escape(card.title)}" href="${escape(card.url)}" width="536px" padding="0" />
<mj-text font-size="12px" color="${brand.muted}">${escape(card.note)}</mj-text><mj-text font-weight="bold">${escape(card.title)}</mj-text>
<mj-text color="${brand.accent}">${escape(card.price)}</mj-text><mj-text><a href="${escape(card.url)}" style="color:${brand.accent}">Het pand bekijken</a></mj-text></mj-column></mj-section>`,
  )
  .join('\n')}
<mj-section background-color="#ffffff"><mj-column><mj-button background-color="${brand.accent}" href="${escape(mail.button.url)}">${escape(mail.button.label)}</mj-button></mj-column></mj-section>
<mj-section background-color="#ffffff" border-top="1px solid ${brand.line}"><mj-column>${mail.footer.map((line) => `<mj-text font-size="12px" color="${brand.muted}">${escape(line)}</mj-text>`).join('')}
<mj-text font-size="12px"><a href="${escape(mail.unsubscribe.url)}" style="color:${brand.muted}">${escape(mail.unsubscribe.label)}</a></mj-text></mj-column></mj-section>
</mj-body></mjml>`;
  return async () => (await mjml2html(source, { validationLevel: 'strict' })).html;
}

/**
 * Packages and bytes of a package and everything it depends on, as installed under `modules`
 * (a package nested in another's node_modules is counted in its parent's bytes, its dependencies walked).
 */
function installSize(name, seen = new Map(), parent = modules) {
  const nested = path.join(parent, 'node_modules', name);
  const dir = parent !== modules && existsSync(nested) ? nested : path.join(modules, name);
  const key = path.relative(modules, dir);
  if (seen.has(key) || !existsSync(dir)) return seen;
  const bytes = (folder) =>
    readdirSync(folder).reduce((sum, entry) => {
      const full = path.join(folder, entry);
      return sum + (statSync(full).isDirectory() ? bytes(full) : statSync(full).size);
    }, 0);
  seen.set(key, dir === nested ? 0 : bytes(dir));
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(manifest.dependencies ?? {})) installSize(dependency, seen, dir);
  return seen;
}

const libraries = [
  { name: 'react-email', entry: '@react-email/components', make: reactEmail, peers: ['react', 'react-dom'] },
  { name: 'MJML', entry: 'mjml', make: mjml, peers: [] },
];

for (const library of libraries) {
  const found = searchPath.find((dir) => existsSync(path.join(dir, library.entry)));
  if (!found) {
    console.log(`${library.name}: not installed under ${searchPath.join(', ')} (see the comment at the top)`);
    continue;
  }
  modules = found;
  require = createRequire(path.join(modules, '..', 'bench.js'));
  const render = await library.make();
  for (let i = 0; i < 20; i++) await render();
  const times = [];
  let html = '';
  for (let i = 0; i < renders; i++) {
    const start = performance.now();
    html = await render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const tree = installSize(library.entry);
  const cmsHas = (name) => existsSync(path.join(cmsModules, name));
  const added = [...tree].filter(([key]) => !library.peers.includes(key) && (key === library.entry || !cmsHas(key)));
  const mb = (entries) => (entries.reduce((sum, [, size]) => sum + size, 0) / 1e6).toFixed(1);
  console.log(
    [
      `${library.name}:`,
      `render ${mean.toFixed(2)} ms mean, ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms p95 (${renders} renders);`,
      `HTML ${(html.length / 1024).toFixed(1)} KB, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip;`,
      `install ${tree.size} packages, ${mb([...tree])} MB (${added.length} packages, ${mb(added)} MB not already in cms);`,
      `Outlook conditionals ${(html.match(/<!--\[if mso/g) ?? []).length}, colour-scheme ${/color-scheme/.test(html) ? 'yes' : 'no'}`,
    ].join(' '),
  );
}
