import { type SiteConfig, siteConfigSchema } from '#core/contracts/site-config.ts';

/** The site configuration seeded on first start; `npm run ops -- config ...` changes it afterwards. */
export const DEFAULT_SITE_CONFIG: SiteConfig = siteConfigSchema.parse({
  site_name: 'LandingGo',
  site_logo: '',
  record_number: '',
  cdn_url: '',
  open_member_center: true,
  open_register: true,
  head_nav: [
    { title: { 'zh-cn': '首页', en: 'Home' }, url: '/' },
    { title: { 'zh-cn': '价格', en: 'Pricing' }, url: '/pricing' },
    { title: { 'zh-cn': '控制台', en: 'Console' }, url: '/console' },
  ],
  contact_info: [
    {
      component: 'whatsapp',
      mobile: '+85212345678',
      message: 'Hello, I would like to know more about LandingGo.',
    },
    { component: 'telegram', account: 'landinggo' },
    { component: 'email', account: 'support@landinggo.example' },
  ],
});
