import { assetUrl } from '#core/cdn-url.ts';
import { upload } from '#core/contracts/endpoints/upload.ts';
import { UPLOAD_FIELD, UPLOAD_SUCCESS_MESSAGE } from '#core/contracts/upload.ts';
import { checkUpload, fileSuffix, type UploadLimits, type UploadProblem } from '#core/upload-rules.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { env } from '#functions/platform/env.ts';
import { AppError, type ErrorName } from '#functions/platform/errors.ts';
import { type ApiEvent, type ApiHandler, defineHandler } from '#functions/platform/handler.ts';
import { siteConfig } from '#functions/site/site-data.ts';
import { uploadKey } from '#functions/uploads/keys.ts';
import { readMultipartFile } from '#functions/uploads/multipart.ts';
import { sniffUpload } from '#functions/uploads/sniff.ts';

const PROBLEM_ERRORS: Record<UploadProblem, ErrorName> = {
  incomplete: 'UploadIncomplete',
  type: 'UploadTypeNotAllowed',
  size: 'UploadTooLarge',
};

/** The only driver: the platform's own uploads bucket. */
const LOCAL_DRIVER = 'local';

/** The handler of one request: it reads the raw multipart body, which the wrapper does not parse. */
const handlerFor = (event: ApiEvent) =>
  defineHandler(upload, {
    async run({ query, ctx }) {
      const config = await siteConfig(ctx.nowMs);
      const driver = query.driver || config.upload.mode || LOCAL_DRIVER;
      if (driver !== LOCAL_DRIVER) throw new AppError('UploadDriverUnsupported', { values: { driver } });
      const limits: UploadLimits = {
        maxSize: config.upload.max_size,
        allowedSuffixes: config.upload.allowed_suffixes,
        allowedMimeTypes: config.upload.allowed_mime_types,
      };
      const file = await readMultipartFile(event, { field: UPLOAD_FIELD, maxBytes: limits.maxSize });
      if (!file) throw new AppError('UploadIncomplete');
      const problem = checkUpload(
        { name: file.name, size: file.truncated ? limits.maxSize + 1 : file.bytes.length, type: file.type },
        limits,
      );
      if (problem) throw new AppError(PROBLEM_ERRORS[problem]);
      const stored = await sniffUpload(file.bytes, fileSuffix(file.name), limits);
      if (!stored) throw new AppError('UploadTypeNotAllowed');
      const key = uploadKey(ctx.nowMs, stored.ext);
      await s3BlobStore(env().UPLOADS_BUCKET).put(key, file.bytes, {
        contentType: stored.contentType,
        cacheControl: 'public, max-age=31536000, immutable',
      });
      ctx.log.info('upload stored', { key, bytes: file.bytes.length, contentType: stored.contentType });
      const url = `/${key}`;
      return {
        data: {
          url, // The configured public origin, never the request's Origin or Host (a forged header
          // would otherwise make the answer point anywhere).
          fullUrl: assetUrl(url, { cdnUrl: config.cdn_url, defaultBase: env().PUBLIC_ORIGIN }),
        },
        msg: UPLOAD_SUCCESS_MESSAGE,
      };
    },
  });

/** POST /client/ajax/upload (login required; the route table says so). */
export const uploadHandler: ApiHandler = (event, route, deps) => handlerFor(event)(event, route, deps);
