import type { Localized } from '#core/i18n/lang.ts';

/** Texts of Reset and of the draft offer: loaded with them, on demand (not with the builder). */

/** Reset's confirmation and failure. */
export const RESET_TEXT = {
  title: { en: 'Reset', 'zh-cn': '重置' },
  published: {
    en: 'Go back to the version that is live? Everything added or changed since the last publish is discarded.',
    'zh-cn': '恢复为当前已发布的版本？上次发布以来添加或修改的内容都将被丢弃。',
  },
  neverPublished: {
    en: 'Go back to the page as it was created? It was never published: everything added or changed since is discarded.',
    'zh-cn': '恢复为页面创建时的状态？此页面从未发布，此后添加或修改的内容都将被丢弃。',
  },
  failed: {
    en: 'Reset failed: the published version could not be loaded. Nothing was changed.',
    'zh-cn': '重置失败：无法读取已发布的版本，页面没有任何改动。',
  },
} as const satisfies Record<string, Localized>;

/** The offer of a draft kept on this device. */
export const DRAFT_TEXT = {
  title: { en: 'Restore unsaved changes?', 'zh-cn': '恢复未保存的修改？' },
  sameVersion: {
    en: 'This device kept changes to this page that were not saved before it closed. Restore them?',
    'zh-cn': '此设备保留了页面关闭前未保存的修改。要恢复吗？',
  },
  newerVersion: {
    en: 'This device kept changes to this page that were not saved before it closed, but the page has been saved elsewhere since. Restoring them replaces that newer version.',
    'zh-cn': '此设备保留了页面关闭前未保存的修改，但此后页面已在别处保存。恢复将替换那个较新的版本。',
  },
  restore: { en: 'Restore', 'zh-cn': '恢复' },
  discard: { en: 'Discard', 'zh-cn': '丢弃' },
} as const satisfies Record<string, Localized>;
