import { FORM_SERVICES } from '#app/builder/form-services.ts';
import { ImageUpload } from '#app/components/upload/ImageUpload.tsx';
import type { FormServices } from '#modules/types.ts';

/**
 * The builder's form services with the image field already loaded: the builder loads it with the
 * first form that shows one (inside the form's Suspense); tests render forms synchronously.
 */
export const LOADED_FORM_SERVICES: FormServices = { ...FORM_SERVICES, ImageField: ImageUpload };
