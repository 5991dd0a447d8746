import { Transform } from 'node:stream';

/**
 * A pass-through that hands on what was written in one turn of the event loop as one chunk: React
 * writes a ready page in a burst of small chunks, and each one was a write of its own through
 * compression's zlib stream and to the socket (issue 23, item 1: 8 % of the web's time per render
 * went to zlib's per-chunk handling). `ended` runs when the page is written.
 */
export function coalesced(ended: () => void): Transform {
  let pending: Buffer[] = [];
  const handOn = (stream: Transform) => {
    if (pending.length > 0) stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (pending.length === 0) setImmediate(() => handOn(this));
      pending.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      callback();
    },
    flush(callback) {
      handOn(this);
      ended();
      callback();
    },
  });
}
