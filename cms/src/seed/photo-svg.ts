import { createRandom, type Random } from './random';
import type { SceneKind } from './photo-scenes';

/**
 * Photo-like demo pictures drawn as SVG (no network, no stock photos): facades, apartment blocks
 * and rooms in varied palettes, with soft light and a vignette. media.ts renders them with sharp
 * and adds film grain there (an SVG blur or turbulence filter costs ~0.5 s per picture).
 */
export const photoSize = { width: 1600, height: 1067 } as const;
const W = photoSize.width;
const H = photoSize.height;

const shade = (hex: string, amount: number) => {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((value >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
};

function defs(r: Random, extra = ''): string {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${r.pick(['#6fa8dc', '#7fb3e6', '#5d9bd5', '#8fbce8'])}"/><stop offset="1" stop-color="${r.pick(['#e3f0fb', '#f1f6fb', '#fdf3e1'])}"/></linearGradient>
    <linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7aa95c"/><stop offset="1" stop-color="#4d7f3a"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe3f3"/><stop offset="0.45" stop-color="#7d9fbd"/><stop offset="1" stop-color="#3c5670"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff8e6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e6" stop-opacity="0"/></linearGradient>
    <radialGradient id="cloud"><stop offset="0.3" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
    ${extra}
  </defs>`;
}

const finish = () => `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

function skyAndGround(r: Random, horizon: number): string {
  const clouds = Array.from({ length: r.int(2, 5) }, () => {
    const x = r.int(0, W);
    const y = r.int(40, horizon - 420);
    return `<g fill="url(#cloud)"><ellipse cx="${x}" cy="${y}" rx="${r.int(90, 180)}" ry="${r.int(26, 44)}"/><ellipse cx="${x + 80}" cy="${y - 18}" rx="${r.int(60, 120)}" ry="${r.int(24, 40)}"/></g>`;
  }).join('');
  const trees = Array.from({ length: 14 }, (_, i) => {
    const x = i * 125 + r.int(-30, 30);
    const h = r.int(120, 240);
    return `<ellipse cx="${x}" cy="${horizon - h / 2 + 30}" rx="${r.int(60, 110)}" ry="${h / 2}" fill="${r.pick(['#3f6b3a', '#4a7a40', '#355d33', '#56804a'])}"/>`;
  }).join('');
  return `<rect width="${W}" height="${H}" fill="url(#sky)"/>${clouds}<g opacity="0.92">${trees}</g><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#lawn)"/>`;
}

function windowAt(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  opts: { bars?: boolean; sill?: boolean } = {},
): string {
  return `<g>
    <rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 12}" fill="${frame}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#glass)"/>
    <polygon points="${x},${y} ${x + w * 0.55},${y} ${x},${y + h * 0.7}" fill="#fff" opacity="0.18"/>
    ${opts.bars ? `<rect x="${x + w / 2 - 3}" y="${y}" width="6" height="${h}" fill="${frame}"/><rect x="${x}" y="${y + h * 0.4}" width="${w}" height="6" fill="${frame}"/>` : ''}
    ${opts.sill === false ? '' : `<rect x="${x - 12}" y="${y + h + 6}" width="${w + 24}" height="10" fill="#d9d4cc"/>`}
  </g>`;
}

const facadePalettes = [
  { wall: '#a4533b', mortar: '#c98b72', roof: '#3b3b3f', frame: '#f4f1ea', door: '#2f4a3a' },
  { wall: '#f1ede4', mortar: '#e2ddd2', roof: '#2e2f33', frame: '#3a3d42', door: '#8a3b2e' },
  { wall: '#c9a36f', mortar: '#dcc19a', roof: '#5b3b2c', frame: '#ffffff', door: '#203a5c' },
  { wall: '#7d7b78', mortar: '#918f8b', roof: '#242528', frame: '#e9e6df', door: '#c58b2a' },
  { wall: '#8e3f2f', mortar: '#aa6a58', roof: '#474a50', frame: '#1f2226', door: '#1f2226' },
  { wall: '#e8dcc6', mortar: '#d8cab0', roof: '#6b4334', frame: '#4b5a47', door: '#4b5a47' },
  { wall: '#b9683f', mortar: '#cf9070', roof: '#2b2c30', frame: '#ece7dc', door: '#6e2f3d' },
  { wall: '#dedbd3', mortar: '#cdc9bf', roof: '#3d3f44', frame: '#2a2c30', door: '#b0462b' },
];

function house(r: Random, variant: number): string {
  const p = facadePalettes[(variant - 1) % facadePalettes.length]!;
  const horizon = 780;
  const floors = variant % 3 === 0 ? 3 : 2;
  const width = r.int(560, 760);
  const x0 = (W - width) / 2 + r.int(-120, 120);
  const floorH = 170;
  const top = horizon + 60 - floors * floorH;
  const bricks = `<pattern id="brick" width="60" height="24" patternUnits="userSpaceOnUse"><rect width="60" height="24" fill="${p.wall}"/><path d="M0 23.5H60M30 0V12M0 12H60M0 12V24M60 12V24" stroke="${p.mortar}" stroke-width="2" opacity="0.55"/></pattern>`;
  const cols = Math.max(2, Math.floor(width / 190));
  let windows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const wx = x0 + 50 + c * ((width - 100) / cols) + 10;
      const wy = top + f * floorH + 34;
      if (f === floors - 1 && c === 0) continue; // the door goes here
      windows += windowAt(wx, wy, (width - 100) / cols - 60, 110, p.frame, { bars: variant % 2 === 0 });
    }
  }
  const doorX = x0 + 62;
  const doorY = top + (floors - 1) * floorH + 20;
  const gable = variant % 4 !== 3;
  const roof = gable
    ? `<polygon points="${x0 - 30},${top + 4} ${x0 + width / 2},${top - 230} ${x0 + width + 30},${top + 4}" fill="${p.roof}"/><polygon points="${x0 - 30},${top + 4} ${x0 + width / 2},${top - 230} ${x0 + width / 2},${top + 4}" fill="#000" opacity="0.12"/><rect x="${x0 + width * 0.7}" y="${top - 200}" width="44" height="120" fill="${shade(p.wall, -0.15)}"/>${windowAt(x0 + width / 2 - 55, top - 120, 110, 90, p.frame, { sill: false })}`
    : `<rect x="${x0 - 20}" y="${top - 26}" width="${width + 40}" height="30" fill="${p.roof}"/>`;
  const hedge = `<rect x="0" y="${horizon + 40}" width="${W}" height="44" rx="20" fill="#3e6a34"/><rect x="${doorX - 20}" y="${horizon + 40}" width="150" height="${H - horizon}" fill="#b9b3a8"/>`;
  const tree = `<rect x="${x0 + width + 120}" y="${horizon - 140}" width="26" height="240" fill="#5a4330"/><ellipse cx="${x0 + width + 133}" cy="${horizon - 200}" rx="150" ry="170" fill="#4f7d3f"/><ellipse cx="${x0 + width + 100}" cy="${horizon - 240}" rx="90" ry="100" fill="#5f8f4b" opacity="0.8"/>`;
  return svg(`${defs(r, bricks)}${skyAndGround(r, horizon)}
    <rect x="${x0 + 16}" y="${top + 16}" width="${width}" height="${horizon + 60 - top}" fill="#000" opacity="0.12"/>
    <rect x="${x0}" y="${top}" width="${width}" height="${horizon + 60 - top}" fill="${variant % 2 === 1 ? 'url(#brick)' : p.wall}"/>
    <rect x="${x0}" y="${top}" width="${width}" height="26" fill="#000" opacity="0.12"/>
    ${roof}${windows}
    <rect x="${doorX}" y="${doorY}" width="96" height="${horizon + 60 - doorY}" fill="${p.door}"/><rect x="${doorX + 18}" y="${doorY + 20}" width="60" height="70" fill="url(#glass)" opacity="0.8"/><circle cx="${doorX + 80}" cy="${doorY + 120}" r="5" fill="#d8c27a"/>
    ${hedge}${tree}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function villa(r: Random, variant: number): string {
  const horizon = 760;
  const wall = ['#f4f3ef', '#e9e4da', '#dcdcd8'][variant - 1] ?? '#f4f3ef';
  const wood = ['#9a6b43', '#7b5232', '#b07b4f'][variant - 1] ?? '#9a6b43';
  const x0 = 260 + r.int(-60, 60);
  const pool =
    variant !== 2
      ? `<rect x="${x0 + 100}" y="${horizon + 110}" width="760" height="120" rx="6" fill="#5fb3d1"/><rect x="${x0 + 100}" y="${horizon + 110}" width="760" height="120" rx="6" fill="url(#light)"/>`
      : '';
  return svg(`${defs(r)}${skyAndGround(r, horizon)}
    <rect x="${x0 + 20}" y="${horizon - 200}" width="1080" height="280" fill="#000" opacity="0.1"/>
    <rect x="${x0}" y="${horizon - 220}" width="1080" height="280" fill="${wall}"/>
    <rect x="${x0 + 420}" y="${horizon - 420}" width="560" height="210" fill="${wall}"/>
    <rect x="${x0 + 400}" y="${horizon - 440}" width="600" height="24" fill="#3b3d40"/><rect x="${x0 - 20}" y="${horizon - 236}" width="1120" height="20" fill="#3b3d40"/>
    <rect x="${x0 + 40}" y="${horizon - 190}" width="180" height="250" fill="${wood}"/>
    ${windowAt(x0 + 260, horizon - 180, 420, 240, '#2b2d31', { sill: false })}
    ${windowAt(x0 + 720, horizon - 180, 300, 240, '#2b2d31', { sill: false })}
    ${windowAt(x0 + 460, horizon - 390, 480, 150, '#2b2d31', { sill: false })}
    <rect x="${x0 + 420}" y="${horizon - 420}" width="40" height="210" fill="${wood}"/>
    ${pool}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function apartment(r: Random, variant: number): string {
  const horizon = 860;
  const wall = ['#e7e2d8', '#c7c9cc', '#a65f45', '#f1efea'][variant - 1] ?? '#e7e2d8';
  const floors = 5 + (variant % 3);
  const x0 = 320 + r.int(-80, 80);
  const width = 960;
  const floorH = 110;
  const top = horizon - floors * floorH;
  let rows = '';
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < 4; c++) {
      const x = x0 + 40 + c * 230;
      const y = top + f * floorH + 18;
      rows += windowAt(x, y, 170, 78, '#2d3034', { sill: false });
      if (variant % 2 === 0 || c % 2 === 0)
        rows += `<rect x="${x - 14}" y="${y + 56}" width="198" height="30" fill="#dfe8ee" opacity="0.55"/><rect x="${x - 14}" y="${y + 84}" width="198" height="8" fill="#5b5f66"/>`;
    }
  }
  const street = `<rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#8c8f93"/><rect y="${horizon}" width="${W}" height="40" fill="#b9b6ae"/><rect y="${horizon + 120}" width="${W}" height="8" fill="#e8e6df" stroke-dasharray="60 40"/>`;
  const trees = [120, W - 160]
    .map(
      (x) =>
        `<rect x="${x - 10}" y="${horizon - 200}" width="20" height="220" fill="#5a4330"/><ellipse cx="${x}" cy="${horizon - 250}" rx="110" ry="140" fill="#4d7c3e"/>`,
    )
    .join('');
  return svg(`${defs(r)}<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="${x0 + 18}" y="${top + 18}" width="${width}" height="${horizon - top}" fill="#000" opacity="0.12"/>
    <rect x="${x0}" y="${top}" width="${width}" height="${horizon - top}" fill="${wall}"/>
    <rect x="${x0 - 10}" y="${top - 20}" width="${width + 20}" height="22" fill="#3b3d40"/>
    <rect x="${x0 + width - 180}" y="${top}" width="180" height="${horizon - top}" fill="#000" opacity="0.08"/>
    ${rows}${street}${trees}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function commercial(r: Random, variant: number): string {
  const horizon = 880;
  const colour = variant === 1 ? '#1f3b5b' : '#6b2d2d';
  return svg(`${defs(r)}<rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect x="0" y="240" width="${W}" height="${horizon - 240}" fill="${variant === 1 ? '#d9d3c7' : '#b8b2a8'}"/>
    ${[0, 1, 2, 3, 4].map((c) => windowAt(120 + c * 290, 300, 200, 150, '#33363b')).join('')}
    <rect x="0" y="560" width="${W}" height="70" fill="${colour}"/><rect x="80" y="580" width="420" height="30" fill="#fff" opacity="0.85"/>
    ${windowAt(80, 660, 640, 220, '#222', { sill: false })}${windowAt(880, 660, 560, 220, '#222', { sill: false })}
    <rect x="740" y="660" width="120" height="220" fill="#2b2d31"/>
    <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="#a7a39c"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function industrial(r: Random): string {
  const horizon = 800;
  return svg(`${defs(r)}${skyAndGround(r, horizon)}
    <rect x="180" y="${horizon - 420}" width="1240" height="440" fill="#9aa3ab"/>
    ${Array.from({ length: 31 }, (_, i) => `<rect x="${180 + i * 40}" y="${horizon - 420}" width="4" height="440" fill="#7d868e"/>`).join('')}
    <rect x="160" y="${horizon - 440}" width="1280" height="28" fill="#5b6168"/>
    ${[0, 1, 2].map((i) => `<rect x="${300 + i * 330}" y="${horizon - 260}" width="240" height="280" fill="#d3d7da"/>${Array.from({ length: 9 }, (_, j) => `<rect x="${300 + i * 330}" y="${horizon - 260 + j * 31}" width="240" height="3" fill="#a4aab0"/>`).join('')}`).join('')}
    <rect x="1280" y="${horizon - 200}" width="90" height="220" fill="#2f4f6f"/>
    <rect y="${horizon + 20}" width="${W}" height="${H - horizon}" fill="#7f8286"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function office(r: Random, variant: number): string {
  const wall = variant === 1 ? '#eceae6' : '#dfe3e6';
  const desks = Array.from({ length: 3 }, (_, row) =>
    Array.from({ length: 4 }, (_, c) => {
      const x = 180 + c * 330 + row * 40;
      const y = 620 + row * 120;
      return `<rect x="${x}" y="${y}" width="260" height="18" fill="#f6f4f0"/><rect x="${x + 10}" y="${y + 18}" width="8" height="90" fill="#555"/><rect x="${x + 242}" y="${y + 18}" width="8" height="90" fill="#555"/><rect x="${x + 90}" y="${y - 70}" width="90" height="62" rx="4" fill="#1d1f23"/><rect x="${x + 130}" y="${y - 8}" width="10" height="8" fill="#1d1f23"/><rect x="${x + 100}" y="${y + 30}" width="70" height="70" rx="12" fill="${r.pick(['#2f3e56', '#3d3d3d', '#5a6f5a'])}"/>`;
    }).join(''),
  ).join('');
  return svg(`${defs(r)}<rect width="${W}" height="${H}" fill="${wall}"/>
    <rect y="0" width="${W}" height="90" fill="#f8f8f6"/>${[1, 2, 3, 4].map((i) => `<rect x="${i * 320 - 80}" y="60" width="200" height="12" rx="6" fill="#fffbe8"/>`).join('')}
    ${[0, 1, 2, 3].map((i) => windowAt(120 + i * 360, 150, 300, 320, '#2d3034', { sill: false })).join('')}
    <polygon points="0,560 ${W},560 ${W},${H} 0,${H}" fill="${variant === 1 ? '#9a8f82' : '#6f7780'}"/>
    ${desks}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function land(r: Random, variant: number): string {
  const horizon = variant === 1 ? 560 : 620;
  const furrows =
    variant === 2
      ? Array.from(
          { length: 18 },
          (_, i) =>
            `<path d="M${-200 + i * 120} ${H} L${700 + i * 30} ${horizon}" stroke="#6a8d45" stroke-width="10" opacity="0.5"/>`,
        ).join('')
      : '';
  const houses = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * 300 + r.int(-40, 40);
    return `<rect x="${x}" y="${horizon - 70}" width="110" height="70" fill="${r.pick(['#b36b4f', '#e8e1d3', '#9b9792'])}"/><polygon points="${x - 8},${horizon - 70} ${x + 55},${horizon - 120} ${x + 118},${horizon - 70}" fill="#3d3f44"/>`;
  }).join('');
  const stakes =
    variant === 1
      ? [300, 700, 1100, 1400]
          .map(
            (x) =>
              `<rect x="${x}" y="${horizon + 180}" width="10" height="60" fill="#e0d6c2"/><rect x="${x - 6}" y="${horizon + 180}" width="22" height="10" fill="#d2452d"/>`,
          )
          .join('')
      : '';
  return svg(`${defs(r)}${skyAndGround(r, horizon)}<g opacity="0.92">${houses}</g>${furrows}
    <rect y="${horizon + 160}" width="${W}" height="16" fill="#c9b98f" opacity="0.6"/>${stakes}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function roomBase(r: Random, wall: string, floor: string, opts: { window?: boolean } = {}): string {
  const floorTop = 700;
  const boards = Array.from(
    { length: 20 },
    (_, i) =>
      `<path d="M${-400 + i * 130} ${H} L${420 + i * 40} ${floorTop}" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`,
  ).join('');
  return `<rect width="${W}" height="${floorTop}" fill="${wall}"/>
    <rect y="${floorTop}" width="${W}" height="${H - floorTop}" fill="${floor}"/>${boards}
    <rect y="${floorTop - 14}" width="${W}" height="14" fill="${shade(wall, -0.1)}"/>
    ${opts.window === false ? '' : `<rect x="${r.int(900, 1080)}" y="120" width="420" height="470" fill="#f7f3ea"/><rect x="${r.int(910, 1090) + 10}" y="135" width="400" height="440" fill="url(#sky)"/><polygon points="1000,590 1500,590 1700,${H} 700,${H}" fill="#fff6dc" opacity="0.22"/>`}`;
}

const roomWalls = ['#efe9df', '#e4e8e4', '#f3efe8', '#dfe4ea', '#ebe2d6'];
const woodFloors = ['#b98a5e', '#a97b52', '#c9a27a', '#8f6a4a', '#d8c3a5'];

function living(r: Random, variant: number): string {
  const wall = roomWalls[variant % roomWalls.length]!;
  const sofa = ['#5b6b7c', '#8a7565', '#4f6b5a', '#b9b2a6'][variant - 1] ?? '#5b6b7c';
  return svg(`${defs(r)}${roomBase(r, wall, woodFloors[variant % woodFloors.length]!)}
    <rect x="180" y="200" width="220" height="160" fill="#fff" stroke="#2c2c2c" stroke-width="8"/><rect x="196" y="216" width="188" height="128" fill="${r.pick(['#d9a441', '#5f8fb5', '#c46a4f'])}" opacity="0.8"/>
    <rect x="460" y="230" width="160" height="120" fill="#fff" stroke="#2c2c2c" stroke-width="8"/>
    <ellipse cx="640" cy="930" rx="520" ry="90" fill="${r.pick(['#d8d0c4', '#c9b8a3', '#9aa6ad'])}" opacity="0.9"/>
    <rect x="220" y="560" width="760" height="200" rx="34" fill="${sofa}"/><rect x="190" y="520" width="820" height="110" rx="40" fill="${shade(sofa, -0.1)}"/>
    <rect x="250" y="600" width="330" height="90" rx="24" fill="${shade(sofa, 0.12)}"/><rect x="610" y="600" width="330" height="90" rx="24" fill="${shade(sofa, 0.12)}"/>
    <rect x="420" y="840" width="420" height="26" rx="10" fill="#3b2f26"/><rect x="440" y="866" width="12" height="60" fill="#3b2f26"/><rect x="808" y="866" width="12" height="60" fill="#3b2f26"/>
    <rect x="1320" y="470" width="14" height="300" fill="#2b2b2b"/><ellipse cx="1327" cy="460" rx="70" ry="44" fill="#f2e6c9"/>
    <rect x="100" y="690" width="90" height="120" rx="10" fill="#c9c2b5"/><ellipse cx="145" cy="640" rx="80" ry="110" fill="#4f7d3f"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function kitchen(r: Random, variant: number): string {
  const front = ['#f4f2ee', '#2f3a45', '#6d7d6a'][variant - 1] ?? '#f4f2ee';
  const top = ['#2b2b2b', '#e9e6e0', '#cfc8bb'][variant - 1] ?? '#2b2b2b';
  const upper = Array.from(
    { length: 4 },
    (_, i) =>
      `<rect x="${120 + i * 190}" y="160" width="180" height="220" fill="${front}" stroke="#000" stroke-opacity="0.12"/><rect x="${200 + i * 190}" y="340" width="24" height="6" fill="#999"/>`,
  ).join('');
  const lower = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="${100 + i * 170}" y="520" width="165" height="180" fill="${front}" stroke="#000" stroke-opacity="0.12"/><rect x="${160 + i * 170}" y="540" width="40" height="6" fill="#999"/>`,
  ).join('');
  return svg(`${defs(r)}${roomBase(r, roomWalls[(variant + 2) % roomWalls.length]!, r.pick(['#cfc9bf', '#9c958b', '#d8c3a5']))}
    ${upper}<rect x="100" y="380" width="860" height="140" fill="${r.pick(['#e9e4dc', '#d7d0c4', '#ffffff'])}"/>
    <rect x="90" y="500" width="880" height="24" fill="${top}"/>${lower}
    <rect x="300" y="470" width="120" height="30" rx="6" fill="#8d9296"/>
    <rect x="420" y="760" width="760" height="30" fill="${top}"/><rect x="440" y="790" width="720" height="200" fill="${front}"/>
    ${[560, 800, 1040].map((x) => `<rect x="${x}" y="0" width="4" height="300" fill="#222"/><path d="M${x - 40} 330 Q${x + 2} 270 ${x + 44} 330 Z" fill="#1f1f1f"/><ellipse cx="${x + 2}" cy="335" rx="30" ry="8" fill="#fff3c4"/>`).join('')}
    ${[520, 640].map((x) => `<rect x="${x}" y="700" width="60" height="60" rx="8" fill="#3b2f26"/><rect x="${x + 26}" y="760" width="8" height="230" fill="#3b2f26"/>`).join('')}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function bedroom(r: Random, variant: number): string {
  const linen = ['#f5f3ef', '#dfe7ee', '#efe4d6'][variant - 1] ?? '#f5f3ef';
  const accent = ['#6d8299', '#a0785a', '#6f8a6b'][variant - 1] ?? '#6d8299';
  return svg(`${defs(r)}${roomBase(r, roomWalls[(variant + 1) % roomWalls.length]!, woodFloors[(variant + 2) % woodFloors.length]!)}
    <rect x="300" y="330" width="720" height="260" rx="20" fill="${accent}"/>
    <rect x="260" y="560" width="800" height="300" rx="24" fill="${linen}"/><rect x="260" y="660" width="800" height="200" rx="24" fill="${shade(linen, -0.06)}"/>
    <rect x="330" y="500" width="260" height="110" rx="40" fill="#fff"/><rect x="690" y="500" width="260" height="110" rx="40" fill="#fff"/>
    <rect x="260" y="760" width="800" height="70" fill="${accent}" opacity="0.55"/>
    ${[130, 1100].map((x) => `<rect x="${x}" y="640" width="140" height="120" fill="#c7b299"/><rect x="${x + 60}" y="560" width="10" height="80" fill="#333"/><path d="M${x + 25} 570 L${x + 105} 570 L${x + 90} 520 L${x + 40} 520 Z" fill="#f3ead6"/>`).join('')}
    <rect x="560" y="160" width="220" height="140" fill="#fff" stroke="#2c2c2c" stroke-width="6"/><rect x="574" y="174" width="192" height="112" fill="${accent}" opacity="0.5"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function bathroom(r: Random, variant: number): string {
  const tile = variant === 1 ? '#e9ecee' : '#d9d4cb';
  const tiles = `<pattern id="tiles" width="80" height="80" patternUnits="userSpaceOnUse"><rect width="80" height="80" fill="${tile}"/><path d="M0 79.5H80M79.5 0V80" stroke="#000" stroke-opacity="0.1" stroke-width="2"/></pattern>`;
  return svg(`${defs(r, tiles)}<rect width="${W}" height="700" fill="url(#tiles)"/><rect y="700" width="${W}" height="${H - 700}" fill="${variant === 1 ? '#5f6368' : '#8c8379'}"/>
    <rect x="1050" y="120" width="360" height="420" fill="#f7f3ea"/><rect x="1060" y="130" width="340" height="400" fill="url(#sky)" opacity="0.7"/>
    <rect x="200" y="180" width="440" height="300" rx="14" fill="#cfd9df" stroke="#b7b7b7" stroke-width="8"/>
    <rect x="160" y="540" width="520" height="40" fill="#f4f2ee"/><rect x="180" y="580" width="480" height="180" fill="${variant === 1 ? '#3b4650' : '#a47e5a'}"/><ellipse cx="420" cy="548" rx="90" ry="18" fill="#fff"/>
    <path d="M800 700 Q800 610 880 610 L1320 610 Q1400 610 1400 700 L1390 860 Q1380 900 1330 900 L870 900 Q820 900 810 860 Z" fill="#fbfbfa"/><path d="M830 640 L1370 640" stroke="#e2e2e2" stroke-width="10"/>
    <rect x="1440" y="640" width="70" height="90" rx="10" fill="#c9c2b5"/><ellipse cx="1475" cy="600" rx="60" ry="80" fill="#4f7d3f"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function garden(r: Random, variant: number): string {
  const horizon = 560;
  const beds = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${r.int(0, W)}" cy="${r.int(horizon + 40, horizon + 120)}" r="${r.int(8, 16)}" fill="${r.pick(['#e05b6f', '#f2c14e', '#ffffff', '#9b6bd3', '#f28f3b'])}"/>`,
  ).join('');
  const patio =
    variant === 1
      ? `<polygon points="0,${H} 0,880 700,820 900,${H}" fill="#cbbfa9"/><rect x="240" y="820" width="260" height="20" fill="#6b5844"/><rect x="260" y="840" width="10" height="70" fill="#6b5844"/><rect x="470" y="840" width="10" height="70" fill="#6b5844"/><rect x="180" y="800" width="60" height="110" rx="8" fill="#e8e2d4"/><rect x="520" y="800" width="60" height="110" rx="8" fill="#e8e2d4"/><path d="M270 620 L370 560 L470 620 Z" fill="#f3efe6"/><rect x="366" y="620" width="8" height="200" fill="#555"/>`
      : `<rect x="0" y="${horizon - 160}" width="${W}" height="170" fill="#8b6a4e"/>${Array.from({ length: 40 }, (_, i) => `<rect x="${i * 40}" y="${horizon - 160}" width="4" height="170" fill="#6e533d"/>`).join('')}`;
  return svg(`${defs(r)}${skyAndGround(r, horizon)}
    <rect x="${W - 420}" y="${horizon - 320}" width="30" height="360" fill="#5a4330"/><ellipse cx="${W - 405}" cy="${horizon - 360}" rx="220" ry="220" fill="#4b7a3c"/><ellipse cx="${W - 470}" cy="${horizon - 420}" rx="120" ry="120" fill="#5e9148"/>
    <rect y="${horizon + 30}" width="${W}" height="100" fill="#4a6e35"/>${beds}${patio}
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

function terrace(r: Random, variant: number): string {
  const skyline = Array.from(
    { length: 22 },
    (_, i) =>
      `<rect x="${i * 76}" y="${400 - r.int(0, 220)}" width="${r.int(50, 74)}" height="${r.int(220, 420)}" fill="${r.pick(['#8a97a6', '#9aa6b3', '#7c8896', '#a9b3be'])}"/>`,
  ).join('');
  const sea =
    variant === 2
      ? `<rect y="420" width="${W}" height="220" fill="#4f8fb5"/><rect y="420" width="${W}" height="30" fill="#cfe3ef" opacity="0.5"/>`
      : '';
  return svg(`${defs(r)}<rect width="${W}" height="${H}" fill="url(#sky)"/><g opacity="0.92">${variant === 2 ? '' : skyline}</g>${sea}
    <polygon points="0,640 ${W},640 ${W},${H} 0,${H}" fill="#a8835e"/>${Array.from({ length: 30 }, (_, i) => `<path d="M${i * 60} 640 L${i * 90 - 400} ${H}" stroke="#7f6244" stroke-width="3"/>`).join('')}
    <rect y="560" width="${W}" height="80" fill="#dfe8ee" opacity="0.45"/><rect y="552" width="${W}" height="10" fill="#3b3d40"/>
    <rect x="300" y="760" width="300" height="20" fill="#f4f1ea"/><rect x="320" y="780" width="10" height="100" fill="#f4f1ea"/><rect x="570" y="780" width="10" height="100" fill="#f4f1ea"/>
    <rect x="200" y="720" width="80" height="150" rx="12" fill="#3b3d40"/><rect x="620" y="720" width="80" height="150" rx="12" fill="#3b3d40"/>
    <rect x="1200" y="650" width="120" height="140" rx="10" fill="#c9c2b5"/><ellipse cx="1260" cy="600" rx="110" ry="130" fill="#4f7d3f"/>
    <rect width="${W}" height="${H}" fill="url(#light)"/>${finish()}`);
}

const painters: Record<SceneKind, (r: Random, variant: number) => string> = {
  house,
  villa,
  apartment,
  commercial,
  office,
  industrial: (r) => industrial(r),
  land,
  living,
  kitchen,
  bedroom,
  bathroom,
  garden,
  terrace,
};

/** The SVG of one demo photo; the same key always gives the same picture. */
export function sceneSvg(kind: SceneKind, variant: number): string {
  const random = createRandom(kind.length * 7919 + variant * 104_729);
  return painters[kind](random, variant);
}

/** An abstract portrait (head and shoulders, no face) for an agent. */
export function portraitSvg(index: number): string {
  const backgrounds = [
    ['#2f4f6f', '#6f93b5'],
    ['#6b3f3f', '#c08b74'],
    ['#3f5f4f', '#8fb59e'],
    ['#4b3f6b', '#9a8fc0'],
  ] as const;
  const [from, to] = backgrounds[index % backgrounds.length]!;
  const skin = ['#f1c8a5', '#d9a27b', '#c68b62', '#f3d2b8'][index % 4];
  const hair = ['#3a2a1f', '#7a4e2d', '#1f1f1f', '#b08a5a'][index % 4];
  const shirt = ['#1f2a36', '#f4f1ea', '#2d3e35', '#30303a'][index % 4];
  const long = index % 2 === 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="800" height="800" fill="url(#bg)"/>
    ${long ? `<path d="M250 360 Q240 560 300 640 L500 640 Q560 560 550 360 Z" fill="${hair}"/>` : ''}
    <path d="M130 800 Q140 600 400 580 Q660 600 670 800 Z" fill="${shirt}"/>
    <rect x="350" y="470" width="100" height="130" rx="40" fill="${skin}"/>
    <ellipse cx="400" cy="370" rx="140" ry="165" fill="${skin}"/>
    <path d="M258 360 Q260 190 400 195 Q545 190 545 360 Q520 260 400 262 Q290 262 258 360 Z" fill="${hair}"/>
  </svg>`;
}
