import type { IndexData } from '#core/contracts/index-endpoint.ts';

/** The start-up call's answer (`/client/index/index`) for an anonymous visitor, with `fields` over it. */
export function startUpData(fields: Partial<IndexData> = {}): IndexData {
  return {
    site_info: {
      site_name: 'LandingGo',
      site_logo: '',
      record_number: '',
      cdn_url: '',
      head_nav: [],
      contact_info: [],
      open_register: true,
      upload: {
        max_size: 1024,
        save_name: '',
        allowed_suffixes: 'png',
        allowed_mime_types: '',
        mode: 'local',
      },
    },
    open_member_center: true,
    user_info: null,
    rules: [],
    menus: [],
    manages: [],
    ...fields,
  };
}
