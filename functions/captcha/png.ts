import { crc32, deflateSync } from 'node:zlib';

/**
 * An 8-bit RGB image (rows of `width` × 3 bytes, top to bottom) as a PNG file: the signature,
 * IHDR, one IDAT and IEND, nothing else (no text or time chunk). Every row is stored unfiltered
 * (filter type 0) and deflated at zlib's default level by Node's own zlib.
 *
 * Why not an encoder package (pngjs before): the captcha's picture is mostly smooth paper where
 * neighbouring pixels repeat, which deflate finds without a row filter; pngjs's default (trying
 * the five filters on every row, then level 9 and run-length deflate) gave files about a third
 * larger (38.5 KB against 28.7 KB, mean of 300 drawings) and, with its import, cost about 30 ms of a
 * cold start's CPU that this does in a few (docs/benchmarks.md, row 8, session 15).
 */
export function encodeRgbPng(width: number, height: number, pixels: Uint8Array): Buffer {
  const stride = width * 3;
  if (pixels.length !== stride * height)
    throw new Error(`${width}x${height} RGB needs ${stride * height} bytes`);
  const rows = Buffer.alloc(height * (stride + 1));
  for (let y = 0; y < height; y++)
    rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB; compression, filter method and interlace stay 0
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk: its data's length, its type, the data, the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
