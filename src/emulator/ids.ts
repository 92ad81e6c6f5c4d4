// Random UUIDs (version 4) for the ids every request makes: its request id and a write's operation
// id. crypto.randomUUID() builds its text by concatenating 20 pieces, which V8 keeps as a tree of
// strings until something reads it whole: about 600 bytes per id, two ids per write. Here the text
// is written into a buffer and read out as one string. The randomness is the same as randomUUID's:
// crypto.randomFillSync into a pool of 128 ids' bytes.
import {randomFillSync} from 'node:crypto';

const IDS_PER_POOL = 128;
const pool = Buffer.alloc(16 * IDS_PER_POOL);
let used = IDS_PER_POOL;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const MAX_PREFIX = 28;
const text = Buffer.alloc(MAX_PREFIX + 36);

/** A random UUID (version 4, RFC 9562), after `prefix` (at most 28 ASCII characters). */
export function randomId(prefix = ''): string {
  if (prefix.length > MAX_PREFIX) throw new RangeError(`prefix longer than ${MAX_PREFIX}`);
  if (used === IDS_PER_POOL) {
    randomFillSync(pool);
    used = 0;
  }
  const from = 16 * used++;
  pool[from + 6] = (pool[from + 6] & 0x0f) | 0x40; // version 4
  pool[from + 8] = (pool[from + 8] & 0x3f) | 0x80; // variant 10xx
  let at = text.write(prefix, 0, 'latin1');
  for (let i = 0; i < 16; i++) {
    if (i === 4 || i === 6 || i === 8 || i === 10) text[at++] = 0x2d; // -
    const byte = pool[from + i];
    text[at++] = HEX[byte >> 4];
    text[at++] = HEX[byte & 15];
  }
  return text.toString('latin1', 0, at);
}
