// Debian's Chromium and the flags it needs on these machines (see ENVIRONMENT.md): without the
// background-networking flags it keeps dialling hosts the closed network refuses. Shared by the
// end-to-end tests, the screenshot script and the benchmarks.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
