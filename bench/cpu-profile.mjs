// Where a process's CPU went, from a V8 CPU profile (`node --cpu-prof`, or NODE_OPTIONS with it):
// the share of the busy time (idle left out) per package, the functions with the most self time,
// and the inclusive share of the functions named with --inclusive (a function counted once where
// it calls itself). Issue 23, item 1: the web under bench/web-pages.mjs's rendered pages.
//
//   node bench/cpu-profile.mjs <file.cpuprofile> [--top=25] [--inclusive=performWork,formatMessage] [--components]
//
// --components adds the inclusive share of each function of the web's own server build named like a
// React component (a capital first letter): which parts of a page its render time goes to.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [--top=25] [--inclusive=a,b]');
  process.exit(2);
}
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const top = Number(option('top') ?? 25);
const inclusiveNames = (option('inclusive') ?? '').split(',').filter(Boolean);
const components = process.argv.includes('--components');

const { nodes, samples, timeDeltas } = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

// Each sample's time belongs to the node it was taken in (V8 gives the delta before each sample).
const selfMs = new Map();
samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (timeDeltas[index] ?? 0) / 1000));

/** Which package a frame's code is from: node_modules' package, node's internals, or the app itself. */
function packageOf({ callFrame: { url, functionName } }) {
  if (!url) return `(${functionName || 'native'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  if (url.startsWith('node:')) return 'node internals';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  return /\/build\/server\//.test(url)
    ? 'the web (its server build)'
    : url.replace(/^file:\/\/.*?\/(web|domain)\//, '$1/');
}

const idle = nodes
  .filter((node) => node.callFrame.functionName === '(idle)')
  .reduce((sum, n) => sum + (selfMs.get(n.id) ?? 0), 0);
const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
const busy = total - idle;
const share = (ms) => `${((100 * ms) / busy).toFixed(1)} %`;

const sum = (keyOf) => {
  const sums = new Map();
  for (const node of nodes) {
    const ms = selfMs.get(node.id) ?? 0;
    if (ms === 0 || node.callFrame.functionName === '(idle)') continue;
    const key = keyOf(node);
    sums.set(key, (sums.get(key) ?? 0) + ms);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
};

console.log(
  `${file}: ${(total / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)} %)`,
);
console.log('\nself time per package (of the busy time)');
for (const [name, ms] of sum(packageOf).slice(0, top)) console.log(`  ${share(ms).padStart(7)}  ${name}`);
console.log('\nfunctions with the most self time');
const functionKey = ({ callFrame: { functionName, url, lineNumber } }) =>
  `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(web|domain)\//, '$1/')}:${lineNumber + 1}`;
for (const [name, ms] of sum(functionKey).slice(0, top)) console.log(`  ${share(ms).padStart(7)}  ${name}`);

const totalMs = new Map();
const inclusive = (node) => {
  if (totalMs.has(node.id)) return totalMs.get(node.id);
  const ms = (selfMs.get(node.id) ?? 0) + (node.children ?? []).reduce((all, id) => all + inclusive(byId.get(id)), 0);
  totalMs.set(node.id, ms);
  return ms;
};
const within = (node, name) => {
  for (let id = parentOf.get(node.id); id !== undefined; id = parentOf.get(id))
    if (byId.get(id).callFrame.functionName === name) return true;
  return false;
};
/** The time spent in `name` and what it called, each outermost call once. */
const inclusiveOf = (name, matches = (node) => node.callFrame.functionName === name) =>
  nodes.filter((node) => matches(node) && !within(node, name)).reduce((all, node) => all + inclusive(node), 0);

if (inclusiveNames.length > 0) {
  console.log('\ninclusive time of the functions named (a recursive call counted once)');
  for (const name of inclusiveNames) console.log(`  ${share(inclusiveOf(name)).padStart(7)}  ${name}`);
}

if (components) {
  const ofBuild = (node) => /\/build\/server\//.test(node.callFrame.url) && /^[A-Z]/.test(node.callFrame.functionName);
  const names = [...new Set(nodes.filter(ofBuild).map((node) => node.callFrame.functionName))];
  const rows = names
    .map((name) => [name, inclusiveOf(name, (node) => ofBuild(node) && node.callFrame.functionName === name)])
    .sort((a, b) => b[1] - a[1]);
  console.log(
    "\nthe web's components, inclusive (a component's time holds its own code and hooks, not its children's render)",
  );
  for (const [name, ms] of rows.slice(0, top)) console.log(`  ${share(ms).padStart(7)}  ${name}`);
}
