// Draws the app icons (a white clock mark on indigo) as PNGs with only node:zlib.
// Run: node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');
const BRAND = [79, 70, 229];
const BRAND_DARK = [67, 56, 202];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function distToSegment(px, py, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Shape tests in unit coordinates (0..1). */
function inBackground(x, y, maskable) {
  if (maskable) return true;
  const r = 0.22;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  return Math.hypot(x - cx, y - cy) <= r;
}
function inMark(x, y, scale) {
  const u = (x - 0.5) / scale;
  const v = (y - 0.5) / scale;
  const d = Math.hypot(u, v);
  const ring = d <= 0.3 && d >= 0.235;
  const hand1 = distToSegment(u, v, 0, 0, 0, -0.17) <= 0.032;
  const hand2 = distToSegment(u, v, 0, 0, 0.12, 0.07) <= 0.032;
  const dot = Math.hypot(u - 0.3 * Math.cos(-0.9), v - 0.3 * Math.sin(-0.9)) <= 0.07;
  return ring || hand1 || hand2 || dot;
}

function draw(size, { maskable = false } = {}) {
  const px = Buffer.alloc(size * size * 4);
  const S = 4;
  const scale = maskable ? 0.8 : 1;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let bg = 0;
      let mark = 0;
      for (let sy = 0; sy < S; sy++) {
        for (let sx = 0; sx < S; sx++) {
          const ux = (x + (sx + 0.5) / S) / size;
          const uy = (y + (sy + 0.5) / S) / size;
          if (inBackground(ux, uy, maskable)) {
            bg++;
            if (inMark(ux, uy, scale)) mark++;
          }
        }
      }
      const a = bg / (S * S);
      const mk = bg ? mark / bg : 0;
      const t = y / size;
      const base = BRAND.map((c, i) => Math.round(c * (1 - t) + BRAND_DARK[i] * t));
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) px[i + c] = Math.round(base[c] * (1 - mk) + 255 * mk);
      px[i + 3] = Math.round(a * 255);
    }
  }
  return png(size, px);
}

writeFileSync(join(out, 'icon-192.png'), draw(192));
writeFileSync(join(out, 'icon-512.png'), draw(512));
writeFileSync(join(out, 'icon-maskable-512.png'), draw(512, { maskable: true }));
writeFileSync(join(out, 'apple-touch-icon.png'), draw(180, { maskable: true }));
console.log('icons written to', out);
