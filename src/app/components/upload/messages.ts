import type { Lang } from '#core/i18n/lang.ts';
import { UPLOAD_MESSAGES } from '#core/upload-rules.ts';

/** The image upload's strings (it appears on several pages, so it carries its own). */
export const UPLOAD_TEXTS = {
  en: {
    choose: 'Upload image',
    replace: 'Change image',
    remove: 'Remove',
    uploading: 'Uploading…',
    uploaded: 'Image uploaded',
    removed: 'Image removed',
    empty: 'No image yet',
    preview: 'Current image',
    drop: 'or drop an image here',
    failed: 'Upload failed, please try again',
    notImage: UPLOAD_MESSAGES.type.en,
  },
  'zh-cn': {
    choose: '上传图片',
    replace: '更换图片',
    remove: '移除',
    uploading: '正在上传…',
    uploaded: '图片已上传',
    removed: '图片已移除',
    empty: '暂无图片',
    preview: '当前图片',
    drop: '或将图片拖到此处',
    failed: '上传失败，请重试',
    notImage: UPLOAD_MESSAGES.type['zh-cn'],
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type UploadTextKey = keyof (typeof UPLOAD_TEXTS)['en'];
