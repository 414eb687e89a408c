import { lazy } from 'react';
import type { FormServices, ImageUploadResult } from '#modules/types.ts';

/** Stores an image through the upload API; a refusal comes back as its sentence, anything else as a failure. */
async function uploadImage(file: File): Promise<ImageUploadResult> {
  const { UploadRefusedError, uploadFile } = await import('#app/api/upload.ts');
  try {
    const stored = await uploadFile(file, {});
    return { ok: true, url: stored.url };
  } catch (failure) {
    return { ok: false, message: failure instanceof UploadRefusedError ? failure.message : null };
  }
}

/**
 * What the builder lends every module settings form (modules never import the app). The image
 * field and the upload client load with the first form that uses them (within the form's
 * Suspense), not with the builder.
 */
export const FORM_SERVICES: FormServices = {
  uploadImage,
  ImageField: lazy(() =>
    import('#app/components/upload/ImageUpload.tsx').then((module) => ({ default: module.ImageUpload })),
  ),
};

/**
 * The services of one module instance's form on this page: the shared ones, plus the instance's
 * server-side events port (pixel modules use it), whose calls load their code on first use.
 */
export function formServicesFor(pageId: string, moduleId: string): FormServices {
  const port = () =>
    import('#app/builder/server-events.ts').then((m) => m.serverEventsPort(pageId, moduleId));
  return {
    ...FORM_SERVICES,
    serverEvents: {
      load: async () => (await port()).load(),
      setToken: async (pixel, token) => (await port()).setToken(pixel, token),
      setOptions: async (pixel, options) => (await port()).setOptions(pixel, options),
      confirm: async (request) => (await port()).confirm(request),
    },
  };
}
