import * as z from 'zod/mini';

/**
 * POST /client/ajax/upload: multipart body with one file field `file`; query `driver` (the site
 * configuration's upload mode unless overridden; only `local`, the platform's uploads bucket).
 */
export const UPLOAD_FIELD = 'file';

/* On `zod/mini`: an upload's first call on a cold start loads these (BENCHMARKS row 8). */

export const uploadQuerySchema = z.object({
  driver: z.optional(z.string().check(z.trim(), z.maxLength(32))),
});

/** The answer: the stored file's site path and its full URL (CDN or API host prefixed). */
export const uploadDataSchema = z.object({
  /** Site path, e.g. "/uploads/20260101/3f2a....png": what forms store. */
  url: z.string().check(z.startsWith('/uploads/')),
  fullUrl: z.string(),
});
export type UploadData = z.infer<typeof uploadDataSchema>;

export const UPLOAD_SUCCESS_MESSAGE = { en: 'Upload successful', 'zh-cn': '上传成功' } as const;
