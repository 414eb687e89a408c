import { UploadRefusedError, uploadFile } from '#app/api/upload.ts';
import { ImageUpload } from '#app/components/upload/ImageUpload.tsx';
import type { FormServices, ImageUploadResult } from '#modules/types.ts';

/** Stores an image through the upload API; a refusal comes back as its sentence, anything else as a failure. */
async function uploadImage(file: File): Promise<ImageUploadResult> {
  try {
    const stored = await uploadFile(file, {});
    return { ok: true, url: stored.url };
  } catch (failure) {
    return { ok: false, message: failure instanceof UploadRefusedError ? failure.message : null };
  }
}

/** What the builder lends every module settings form (modules never import the app). */
export const FORM_SERVICES: FormServices = { uploadImage, ImageField: ImageUpload };
