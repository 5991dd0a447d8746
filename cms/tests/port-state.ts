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
