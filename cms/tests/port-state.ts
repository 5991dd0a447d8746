import { connect } from 'node:net';

/** Waits until a loopback port accepts connections (`open`) or refuses them; fails after 10 s. */
export async function waitForPort(port: number, open: boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const accepted = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (accepted === open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not ${open ? 'open' : 'close'} its port`);
}

/**
 * Keeps a test server's port as a marker says (`wantDown`), checked every 50 ms: `close` when it
 * should go down, `reopen` when it should come back, one change at a time.
 */
export function followMarker(wantDown: () => boolean, close: () => Promise<void>, reopen: () => Promise<void>) {
  let up = true;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    const down = wantDown();
    if (down === !up) return;
    busy = true;
    void (down ? close() : reopen()).finally(() => {
      up = !down;
      busy = false;
    });
  }, 50);
  return {
    isUp: () => up,
    stop: () => clearInterval(timer),
  };
}
