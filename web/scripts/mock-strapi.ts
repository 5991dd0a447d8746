/**
 * A stand-in for Strapi during local work and screenshots: serves the msw GraphQL handlers of the
 * component tests over HTTP, plus generated SVG "photos" under /uploads. Never used in production.
 *   node scripts/mock-strapi.ts            (port 1338; then STRAPI_URL=http://127.0.0.1:1338)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { registerHooks } from 'node:module';
import { getResponse } from 'msw';

// The fixtures are drawn by the cms demo seed's own modules, which import each other without an
// extension (the cms compiles them to CommonJS): Node finds them by their `.ts` file.
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\//.test(specifier) || /\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(`${specifier}.ts`, context);
    }
  },
});
const { strapiHandlers } = await import('../src/test/mocks/strapi-handlers.ts');

const port = Number(process.env.PORT ?? 1338);
const palettes = [
  ['#c9dbe6', '#7a9e7e', '#e8d8c4', '#8b5e3c'],
  ['#f1dcc2', '#5d7f5a', '#f4efe6', '#3e4e5e'],
  ['#b8cfe0', '#6b8f71', '#d9c7b0', '#7a3b2e'],
  ['#dfe7ec', '#7c9c6a', '#ece4d6', '#4a4a4a'],
  ['#f0d9c8', '#87a16b', '#fbf7f0', '#2f5d62'],
];

function photoSvg(seed: number, width: number): string {
  const [sky, lawn, wall, roof] = palettes[(seed + Math.floor(seed / 10)) % palettes.length]!;
  const height = Math.round((width * 2) / 3);
  const houseWidth = 0.42 + (seed % 3) * 0.06;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 300 200">
  <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="300" height="200" fill="url(#s)"/>
  <circle cx="${40 + (seed % 7) * 30}" cy="40" r="16" fill="#fff6d5" opacity=".9"/>
  <rect y="150" width="300" height="50" fill="${lawn}"/>
  <g transform="translate(${150 - houseWidth * 150} 0)">
    <rect x="0" y="90" width="${houseWidth * 300}" height="62" fill="${wall}"/>
    <polygon points="-8,92 ${houseWidth * 150},45 ${houseWidth * 300 + 8},92" fill="${roof}"/>
    <rect x="${houseWidth * 150 - 9}" y="120" width="18" height="32" fill="${roof}" opacity=".85"/>
    <rect x="14" y="104" width="22" height="18" fill="#dfeefa" stroke="#fff" stroke-width="2"/>
    <rect x="${houseWidth * 300 - 36}" y="104" width="22" height="18" fill="#dfeefa" stroke="#fff" stroke-width="2"/>
  </g>
  <ellipse cx="${20 + (seed % 5) * 8}" cy="140" rx="22" ry="30" fill="${lawn}" opacity=".9"/>
  <ellipse cx="${280 - (seed % 4) * 6}" cy="138" rx="18" ry="28" fill="${lawn}" opacity=".8"/>
</svg>`;
}

/** Answers one request: a map tile, a demo photo, or GraphQL through the test handlers. */
async function answer(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  // Map tiles for local screenshots (MAP_TILE_URL=http://127.0.0.1:1338/tiles/{z}/{x}/{y}.svg): no network here.
  const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.svg$/.exec(url.pathname);
  if (tile) {
    const shade = (Number(tile[2]) + Number(tile[3])) % 2 === 0 ? '#eef1ec' : '#e8ece6';
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${shade}"/>` +
        `<path d="M0 64H256M0 192H256M96 0V256M200 0V256" stroke="#ffffff" stroke-width="7"/>` +
        `<path d="M0 128H256" stroke="#f5deb0" stroke-width="10"/></svg>`,
    );
    return;
  }
  const upload = /^\/uploads\/photo_(\d+)_(\d+)\.svg$/.exec(url.pathname);
  if (upload) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    res.end(photoSvg(Number(upload[1]), Number(upload[2])));
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const request = new Request(url, {
    method: req.method,
    headers: req.headers as Record<string, string>,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const response = await getResponse(strapiHandlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ errors: [{ message: `No mock for ${req.method} ${url.pathname}` }] }));
    return;
  }
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
}

createServer((req, res) => void answer(req, res)).listen(port, '127.0.0.1', () =>
  console.log(`Mock Strapi on http://127.0.0.1:${port}/graphql`),
);
