import { api } from '#app/api/api.ts';
import { ApiCodeError } from '#app/api/errors.ts';
import { $lang } from '#app/stores/lang.ts';
import { $siteConfig } from '#app/stores/site-config.ts';
import * as uploadEndpoints from '#core/contracts/endpoints/upload.ts';
import { UPLOAD_FIELD, type UploadData } from '#core/contracts/upload.ts';
import { checkUpload, UPLOAD_MESSAGES } from '#core/upload-rules.ts';

/** The file was refused, before sending (spec section 5) or by the server; `message` says why in the member's language. */
export class UploadRefusedError extends Error {
  override readonly name = 'UploadRefusedError';
}

/**
 * Uploads one file (POST /client/ajax/upload, multipart field `file`) after the checks of spec
 * section 5 against the server's limits; answers the stored file's site path and full URL.
 * Rejects with UploadRefusedError for a refused file; transport failures show the usual toast
 * and reject with the API client's error.
 */
export async function uploadFile(file: File, options: { driver?: string } = {}): Promise<UploadData> {
  // The limits come with the start-up call, which the app makes before showing any page.
  const { upload } = $siteConfig.get();
  const problem = checkUpload(
    { name: file.name, size: file.size, type: file.type },
    {
      maxSize: upload.maxSize,
      allowedSuffixes: upload.allowedSuffixes,
      allowedMimeTypes: upload.allowedMimeTypes,
    },
  );
  if (problem) throw new UploadRefusedError(UPLOAD_MESSAGES[problem][$lang.get()]);
  const form = new FormData();
  form.append(UPLOAD_FIELD, file);
  try {
    const answer = await api(uploadEndpoints.upload, form, {
      query: { driver: options.driver || upload.mode || 'local' },
      showCodeMessage: false,
    });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiCodeError && error.envelope.code === 0)
      throw new UploadRefusedError(error.envelope.msg);
    throw error;
  }
}
