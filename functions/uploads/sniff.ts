import { fileTypeFromBuffer } from 'file-type';
import { mimeAllowed, parseList, suffixAllowed, type UploadLimits } from '#core/upload-rules.ts';

/**
 * Content sniffing of an upload: what the first bytes say it is decides whether it is stored and
 * under which suffix and content type, whatever its name claims. A renamed executable or page is
 * refused; text without magic bytes (txt, csv) only when it is plain text and allowed.
 */
export type SniffedUpload = { ext: string; contentType: string };

/** Never stored, whatever the configuration says: content a browser could run on our origin, and programs. */
const REFUSED = new Set([
  'svg',
  'svgz',
  'html',
  'htm',
  'xhtml',
  'xml',
  'js',
  'mjs',
  'swf',
  'exe',
  'dll',
  'msi',
  'elf',
  'macho',
  'class',
  'jar',
  'apk',
  'dmg',
  'deb',
  'rpm',
  'wasm',
  'ps1',
  'sh',
  'bat',
  'cmd',
  'php',
]);

/** Suffixes a sniffed type may go by (the first is its usual one). */
const ALIASES: Record<string, readonly string[]> = {
  jpg: ['jpg', 'jpeg', 'jpe'],
  tif: ['tif', 'tiff'],
  // Old Office files are all OLE compound files; the claimed suffix says which.
  cfb: ['doc', 'xls', 'ppt'],
  mp4: ['mp4', 'm4v'],
  mov: ['mov', 'qt'],
  mpg: ['mpg', 'mpeg'],
};

const CFB_TYPES: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Text types without magic bytes that may be stored when allowed. */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const MARKUP = /<\s*(?:!doctype|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

function isPlainText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  let text: string;
  try {
    // A cut in the middle of a character at the 64 KB mark is not an error of the file.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: head.length < bytes.length });
  } catch {
    return false;
  }
  return !MARKUP.test(text);
}

/**
 * What to store the bytes as, or null when they must be refused. `claimedSuffix` is the file
 * name's suffix (lower case, no dot).
 */
export async function sniffUpload(
  bytes: Uint8Array,
  claimedSuffix: string,
  limits: UploadLimits,
): Promise<SniffedUpload | null> {
  const suffixes = parseList(limits.allowedSuffixes);
  const mimes = parseList(limits.allowedMimeTypes);
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed) {
    if (REFUSED.has(sniffed.ext)) return null;
    const names = ALIASES[sniffed.ext] ?? [sniffed.ext];
    const allowed = names.some((name) => suffixAllowed(name, suffixes)) || mimeAllowed(sniffed.mime, mimes);
    if (!allowed) return null;
    const ext = names.includes(claimedSuffix) ? claimedSuffix : (names[0] ?? sniffed.ext);
    if (sniffed.ext === 'cfb') {
      const contentType = CFB_TYPES[ext];
      return contentType && suffixAllowed(ext, suffixes) ? { ext, contentType } : null;
    }
    return { ext, contentType: sniffed.mime };
  }
  const textType = TEXT_TYPES[claimedSuffix];
  if (!textType || REFUSED.has(claimedSuffix)) return null;
  const allowed = suffixAllowed(claimedSuffix, suffixes) || mimeAllowed(textType, mimes);
  return allowed && isPlainText(bytes) ? { ext: claimedSuffix, contentType: textType } : null;
}
