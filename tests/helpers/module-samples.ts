/**
 * Values for each module's sample fields, which module defaults leave empty (the example is only a
 * hint), for tests that need props the schema accepts. They equal the examples earlier versions
 * stored as defaults, which the sample check (src/modules/validate.ts) refuses to publish: use
 * them where only the schema or the render matters.
 */
export const FILLED = {
  'chat-widget': {
    channels: [
      {
        type: 'whatsapp',
        value: '+85212345678',
        label: 'WhatsApp',
        icon: 'whatsapp',
        color: '#25D366',
        enabled: true,
      },
    ],
  },
  'communication-tool': {
    items: [
      { channel: 'whatsapp', label: 'WhatsApp', userName: '', mobile: '+85212345678', message: '', url: '' },
    ],
  },
  'link-button': {
    items: [
      {
        title: '',
        subtitle: '',
        icon: 'website',
        image: '',
        action: 'link',
        url: 'https://example.com',
        phone: '',
        method: 'whatsapp',
        account: '',
        message: '',
      },
    ],
  },
  social: {
    platforms: [{ platform: 'facebook', url: 'https://www.facebook.com/', label: '', enabled: true }],
  },
  'title-text': { content: 'Title text' },
} as const;
