import type { Localized } from '#core/i18n/lang.ts';

/**
 * The upload checks of spec section 5, one pure function run by the browser before sending and
 * by the upload handler again on what arrived.
 */
export const UPLOAD_MESSAGES = {
  incomplete: { en: 'The data of the uploaded file is incomplete!', 'zh-cn': '上传文件的数据不完整！' },
  type: { en: 'The type of uploaded file is not allowed!', 'zh-cn': '上传文件的类型不被允许！' },
  size: {
    en: 'The size of the uploaded file exceeds the allowed range!',
    'zh-cn': '上传文件的大小超出允许范围！',
  },
} as const satisfies Record<string, Localized>;

export type UploadProblem = keyof typeof UPLOAD_MESSAGES;

/** The site configuration's upload limits; lists as arrays or comma-separated text. */
export type UploadLimits = {
  /** Largest file in bytes. */
  maxSize: number;
  allowedSuffixes: string | readonly string[];
  allowedMimeTypes: string | readonly string[];
};

/** What is known of a file before reading it. */
export type UploadCandidate = { name: string; size: number; type: string };

/** A list given as an array or comma-separated text: trimmed, lower case, no empties. */
export function parseList(value: string | readonly string[]): string[] {
  const items = typeof value === 'string' ? value.split(',') : value;
  return items.map((item) => item.trim().toLowerCase()).filter((item) => item !== '');
}

/** A suffix as compared: lower case, no leading dot ("JPG", ".jpg" -> "jpg"). */
export function normalizeSuffix(suffix: string): string {
  return suffix.trim().toLowerCase().replace(/^\.+/, '');
}

/** The suffix of a file name, lower case, without the dot; '' when it has none. */
export function fileSuffix(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? normalizeSuffix(base.slice(dot + 1)) : '';
}

/** Whether a MIME type is in a list; entries like "image/*" allow a whole family. */
export function mimeAllowed(mime: string, allowed: readonly string[]): boolean {
  const type = mime.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  if (!type) return false;
  return allowed.some((entry) =>
    entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : entry === type,
  );
}

/** Whether a suffix is in the allowed list (entries may carry a dot and any case). */
export function suffixAllowed(suffix: string, allowed: readonly string[]): boolean {
  const wanted = normalizeSuffix(suffix);
  return wanted !== '' && allowed.some((entry) => normalizeSuffix(entry) === wanted);
}

/**
 * The spec's checks, in its order: name and size present ("incomplete"); suffix or MIME type
 * allowed ("type"); size within the maximum ("size"). Null when the file passes.
 */
export function checkUpload(file: UploadCandidate, limits: UploadLimits): UploadProblem | null {
  if (!file.name.trim() || !(file.size > 0)) return 'incomplete';
  const typeOk =
    suffixAllowed(fileSuffix(file.name), parseList(limits.allowedSuffixes)) ||
    mimeAllowed(file.type, parseList(limits.allowedMimeTypes));
  if (!typeOk) return 'type';
  if (file.size > limits.maxSize) return 'size';
  return null;
}
