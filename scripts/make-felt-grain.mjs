/**
 * `node scripts/make-felt-grain.mjs`: writes src/renderer/assets/felt-grain.png, the tile of
 * light and dark specks the felt repeats (ui/felt.ts). It was painted by the page at start-up
 * until that cost 150 ms of a one-second cold start (PNG encoding in software); the tile is
 * fixed (a seeded generator), so it ships as a file. Same seed, same pixels as before.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { Buffer } from 'node:buffer';

const SIZE = 192;

function crc32(bytes) {
  let c;
  let crc = 0xffffffff;
  for (const b of bytes) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

// RGBA rows, each behind a filter byte 0 (none).
const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
let seed = 1234567;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
for (let i = 0; i < SIZE * SIZE; i++) {
  const v = rnd();
  const light = v > 0.5 ? 255 : 0;
  const at = Math.floor(i / SIZE) * (SIZE * 4 + 1) + 1 + (i % SIZE) * 4;
  raw[at] = raw[at + 1] = raw[at + 2] = light;
  raw[at + 3] = Math.round(Math.abs(v - 0.5) * 2 * 14);
}
const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const out = join(import.meta.dirname, '..', 'src', 'renderer', 'assets', 'felt-grain.png');
writeFileSync(out, png);
console.log(`${out}: ${png.length} bytes`);
