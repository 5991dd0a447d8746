import { describe, expect, test, vi } from 'vitest';
import { coalesced } from './coalesced.server';

/** Each chunk the stream hands on, as text, and whether `ended` ran, once the stream has ended. */
async function handedOn(write: (stream: ReturnType<typeof coalesced>) => Promise<void> | void) {
  const ended = vi.fn();
  const stream = coalesced(ended);
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const finished = new Promise((resolve) => stream.on('end', resolve));
  await write(stream);
  stream.end();
  await finished;
  return { chunks, ended: ended.mock.calls.length };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced', () => {
  test('hands on what was written in one turn as one chunk, in order', async () => {
    const { chunks } = await handedOn(async (stream) => {
      for (const part of ['<html>', '<body>', 'é', '</body>']) stream.write(Buffer.from(part));
      await nextTurn();
      stream.write('</html>');
      await nextTurn();
    });
    expect(chunks).toEqual(['<html><body>é</body>', '</html>']);
  });

  test('hands on what is left when the page ends, then runs ended once', async () => {
    const { chunks, ended } = await handedOn((stream) => {
      stream.write('<p>a</p>');
      stream.write('<p>b</p>');
    });
    expect(chunks).toEqual(['<p>a</p><p>b</p>']);
    expect(ended).toBe(1);
  });
});
