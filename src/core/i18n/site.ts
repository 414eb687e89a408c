import type { Lang } from '#core/i18n/lang.ts';
import { PLAN_NAMES } from '#core/i18n/plan-texts.ts';

/** Texts of the public site (home, pricing, 404, head and footer) in every interface language. */

const en = {
  meta: {
    homeDescription:
      'Build fast mobile landing pages from 15 modules, send ad traffic to WhatsApp, LINE and Telegram, bind your own domain with HTTPS and publish in a second.',
    pricingDescription:
      'Free, Pro and Business plans for mobile landing pages, paid monthly from your balance.',
    notFoundDescription: 'The page you visited is inaccessible.',
  },
  nav: {
    label: 'Main',
    skip: 'Skip to content',
    menu: 'Menu',
    login: 'Log in',
    console: 'Console',
    theme: 'Toggle dark mode',
    language: 'Language',
  },
  home: {
    eyebrow: 'Landing pages for ad-driven shops',
    title: 'Turn ad clicks into chats that sell',
    lead: 'Build fast mobile landing pages from 15 ready-made modules, send visitors straight to WhatsApp, LINE or Telegram and measure every conversion. Your own domain, HTTPS included, live in a second.',
    start: 'Start for free',
    login: 'Log in',
    pricing: 'See pricing',
    note: 'Free plan with no time limit. Upgrade when your ads take off.',
    mock: { offer: 'Summer sale -40%', whatsapp: 'Chat on WhatsApp', line: 'Add us on LINE' },
    statsLabel: 'In numbers',
    stats: [
      { value: '15', label: 'ready-made modules' },
      { value: '1 s', label: 'from publish to live' },
      { value: '100', label: 'Lighthouse mobile score' },
      { value: '0 KB', label: 'JavaScript on pages without widgets' },
    ],
    featuresTitle: 'Everything a campaign page needs',
    features: [
      {
        icon: 'modules',
        title: '15 modules, no code',
        text: 'Title text, picture swiper and cube, video, rich text, link buttons, Q&A, chat widget, social links and more. Drag to reorder and preview as a phone shows it.',
      },
      {
        icon: 'domain',
        title: 'Your domain, with HTTPS',
        text: 'Point a CNAME at us, upload your certificate and key, and every page on your domain is served over HTTPS.',
      },
      {
        icon: 'bolt',
        title: 'Live in a second',
        text: 'Publishing renders only the page you changed and puts it on the CDN. No site rebuild, no waiting, no cache to purge.',
      },
      {
        icon: 'pixel',
        title: 'Pixels and conversions',
        text: 'Facebook, TikTok, Snapchat and Reddit pixels load after the page is interactive. Track Contact, Purchase, Subscribe or your own events.',
      },
      {
        icon: 'chat',
        title: 'A chat widget that converts',
        text: 'One floating button for WhatsApp, LINE, Telegram, Messenger and more, with a welcome message, a badge and rotation across your agents.',
      },
      {
        icon: 'phone',
        title: 'Made for mid-range phones',
        text: 'Modules without behavior ship zero JavaScript and pages weigh a few kilobytes, so visitors see your offer before they leave.',
      },
    ],
    howTitle: 'From idea to live page in three steps',
    steps: [
      {
        title: 'Design',
        text: 'Pick modules, drop in your pictures and copy, and connect your chat accounts.',
      },
      { title: 'Bind a domain', text: 'Add your domain, point a CNAME at us and switch on HTTPS.' },
      {
        title: 'Publish and measure',
        text: 'Publish in a second, add your pixels and follow conversions in your ads manager.',
      },
    ],
    faqTitle: 'Questions',
    faq: [
      {
        q: 'Do I need to know how to code?',
        a: 'No. Every module has a simple form, and you see the page as a phone shows it while you edit.',
      },
      {
        q: 'Which chat apps can visitors reach?',
        a: 'WhatsApp, LINE, Telegram, Messenger, Instagram, KakaoTalk, iMessage, phone and email, plus any link of your own.',
      },
      {
        q: 'Can I use my own domain?',
        a: 'Yes. Paid plans bind custom domains and serve them over HTTPS with your certificate.',
      },
      {
        q: 'How do I pay?',
        a: 'Top up your balance in the member center and choose a plan; the monthly fee is paid from your balance. You can start on the free plan.',
      },
    ],
    ctaTitle: 'Ready for your next campaign?',
    ctaButton: 'Create your first page',
  },
  pricing: {
    title: 'Pricing',
    heading: 'Simple plans that grow with your ads',
    lead: 'Every plan includes all 15 modules and the phone preview. The fee is paid monthly from your account balance.',
    perMonth: '/ month',
    choose: 'Choose plan',
    popular: 'Most popular',
    plans: {
      free: { name: PLAN_NAMES.en.free, summary: 'Try the builder and publish your first page.' },
      pro: { name: PLAN_NAMES.en.pro, summary: 'For shops that run ads every week.' },
      business: { name: PLAN_NAMES.en.business, summary: 'For teams and agencies with many campaigns.' },
    },
    pagesOne: '{n} page',
    pagesOther: '{n} pages',
    domainsNone: 'Pages on the platform address',
    domainsOne: '{n} custom domain with HTTPS',
    domainsOther: '{n} custom domains with HTTPS',
    allModules: 'All 15 modules',
    pixels: 'Ad pixels and conversion events',
    noPixels: 'No ad pixels',
    serverConversions: 'Server-side conversion events',
    branding: 'Platform badge on pages',
    noBranding: 'No platform badge',
    support: { email: 'Email support', priority: 'Priority email support', chat: 'Dedicated chat support' },
    compareTitle: 'Compare plans',
    compare: {
      feature: 'Feature',
      pages: 'Pages',
      domains: 'Custom domains',
      https: 'HTTPS on custom domains',
      pixels: 'Ad pixels and conversion events',
      serverConversions: 'Server-side conversion events',
      term: 'Term',
      termValue: '{days} days per month bought',
      branding: 'Remove platform badge',
      support: 'Support',
      yes: 'Included',
      no: 'Not included',
    },
    faqTitle: 'Billing questions',
    faq: [
      {
        q: 'How is the fee charged?',
        a: 'When you choose a plan the monthly fee is taken from your balance. Top up with Alipay or WeChat Pay in the member center.',
      },
      {
        q: 'Can I renew early or change plans?',
        a: 'Yes. A month is {days} days. Renewing the same plan before it ends adds the months to its end, so nothing is lost. Buying another paid plan starts it at once and credits what is left of the current one at its value: the time left × the current monthly price ÷ the new monthly price is added to the new term (15 days of Pro left become {example} of Business).',
      },
      {
        q: 'What happens when a plan ends?',
        a: 'Nothing is deleted: pages, drafts, domains and settings stay. Pages the Free plan does not cover go offline and wait as they were: pages with ad pixel modules, pages on a custom domain, and every page after your oldest {pages}. Pages still online show the platform badge. Buy the plan again and each page that went offline is back online as it was. We email you (or send an SMS) {notice} days before the end.',
      },
    ],
  },
  notFound: {
    title: 'Page not found',
    heading: 'We are very sorry',
    text: 'The page you visited is inaccessible',
    back: 'Back to Home',
  },
  footer: {
    tagline: 'Mobile landing pages that turn ad clicks into conversations.',
    contact: 'Contact us',
    product: 'Product',
    rights: '© {year} {site}. All rights reserved.',
    terms: 'Terms of service',
    privacy: 'Privacy policy',
  },
};

export type SiteStrings = typeof en;

const zhCn: SiteStrings = {
  meta: {
    homeDescription:
      '用 15 个模块快速搭建手机落地页，把广告流量引到 WhatsApp、LINE 和 Telegram，绑定自有域名并启用 HTTPS，一秒发布。',
    pricingDescription: '免费版、专业版和企业版手机落地页套餐，按月从余额支付。',
    notFoundDescription: '您访问的页面无法访问。',
  },
  nav: {
    label: '主导航',
    skip: '跳到正文',
    menu: '菜单',
    login: '登录',
    console: '控制台',
    theme: '切换深色模式',
    language: '语言',
  },
  home: {
    eyebrow: '为投放广告的商家打造的落地页',
    title: '把广告点击变成带来成交的聊天',
    lead: '用 15 个现成模块搭建打开飞快的手机落地页，让访客一键进入 WhatsApp、LINE 或 Telegram，并衡量每一次转化。自有域名，自带 HTTPS，一秒上线。',
    start: '免费开始',
    login: '登录',
    pricing: '查看价格',
    note: '免费版不限时间，广告起量后再升级。',
    mock: { offer: '夏季特惠 -40%', whatsapp: 'WhatsApp 咨询', line: '添加 LINE 好友' },
    statsLabel: '数据一览',
    stats: [
      { value: '15', label: '个现成模块' },
      { value: '1 秒', label: '从发布到上线' },
      { value: '100', label: 'Lighthouse 移动端评分' },
      { value: '0 KB', label: '无组件页面的 JavaScript' },
    ],
    featuresTitle: '一张投放页需要的，这里都有',
    features: [
      {
        icon: 'modules',
        title: '15 个模块，无需代码',
        text: '标题文字、图片轮播与魔方、视频、富文本、链接按钮、问答、聊天组件、社交链接等。拖动排序，按手机效果实时预览。',
      },
      {
        icon: 'domain',
        title: '自有域名，支持 HTTPS',
        text: '添加 CNAME 指向我们，上传证书和私钥，域名下的每个页面都通过 HTTPS 访问。',
      },
      {
        icon: 'bolt',
        title: '一秒上线',
        text: '发布时只渲染你修改的那个页面并推送到 CDN。无需重建整站，无需等待，无需刷新缓存。',
      },
      {
        icon: 'pixel',
        title: '像素与转化追踪',
        text: 'Facebook、TikTok、Snapchat 和 Reddit 像素在页面可交互后加载。追踪联系、购买、订阅或自定义事件。',
      },
      {
        icon: 'chat',
        title: '带来转化的聊天组件',
        text: '一个悬浮按钮连接 WhatsApp、LINE、Telegram、Messenger 等，支持欢迎语、角标和多客服账号轮换。',
      },
      {
        icon: 'phone',
        title: '为中端手机而生',
        text: '无交互的模块不加载任何 JavaScript，页面只有几 KB，访客在离开前就能看到你的优惠。',
      },
    ],
    howTitle: '三步，从想法到上线',
    steps: [
      { title: '设计', text: '选择模块，放入图片和文案，连接你的聊天账号。' },
      { title: '绑定域名', text: '添加域名，设置 CNAME 指向我们，开启 HTTPS。' },
      { title: '发布并衡量', text: '一秒发布，添加像素，在广告后台查看转化。' },
    ],
    faqTitle: '常见问题',
    faq: [
      { q: '需要会写代码吗？', a: '不需要。每个模块都有简单的表单，编辑时即可看到手机上的显示效果。' },
      {
        q: '访客可以通过哪些聊天应用联系我？',
        a: 'WhatsApp、LINE、Telegram、Messenger、Instagram、KakaoTalk、iMessage、电话和邮件，以及任何自定义链接。',
      },
      { q: '可以使用自己的域名吗？', a: '可以。付费套餐可绑定自定义域名，并使用你的证书通过 HTTPS 访问。' },
      {
        q: '如何付款？',
        a: '在会员中心充值余额后选择套餐，月费从余额中扣除。你也可以先从免费版开始。',
      },
    ],
    ctaTitle: '准备好下一次投放了吗？',
    ctaButton: '创建第一个页面',
  },
  pricing: {
    title: '价格',
    heading: '随广告规模增长的简单套餐',
    lead: '每个套餐都包含全部 15 个模块和手机预览。月费从账户余额中支付。',
    perMonth: '/ 月',
    choose: '选择套餐',
    popular: '最受欢迎',
    plans: {
      free: { name: PLAN_NAMES['zh-cn'].free, summary: '体验编辑器，发布你的第一个页面。' },
      pro: { name: PLAN_NAMES['zh-cn'].pro, summary: '适合每周都在投放广告的商家。' },
      business: { name: PLAN_NAMES['zh-cn'].business, summary: '适合同时运营多个活动的团队和代理商。' },
    },
    pagesOne: '{n} 个页面',
    pagesOther: '{n} 个页面',
    domainsNone: '使用平台地址访问页面',
    domainsOne: '{n} 个支持 HTTPS 的自定义域名',
    domainsOther: '{n} 个支持 HTTPS 的自定义域名',
    allModules: '全部 15 个模块',
    pixels: '广告像素与转化事件',
    noPixels: '不含广告像素',
    serverConversions: '服务端转化事件',
    branding: '页面显示平台标识',
    noBranding: '去除平台标识',
    support: { email: '邮件支持', priority: '优先邮件支持', chat: '专属聊天支持' },
    compareTitle: '套餐对比',
    compare: {
      feature: '功能',
      pages: '页面',
      domains: '自定义域名',
      https: '自定义域名 HTTPS',
      pixels: '广告像素与转化事件',
      serverConversions: '服务端转化事件',
      term: '期限',
      termValue: '每购买一个月 {days} 天',
      branding: '去除平台标识',
      support: '支持服务',
      yes: '包含',
      no: '不包含',
    },
    faqTitle: '付费问题',
    faq: [
      { q: '费用如何扣除？', a: '选择套餐时从余额中扣除当月费用。可在会员中心使用支付宝或微信支付充值。' },
      {
        q: '可以提前续费或更换套餐吗？',
        a: '可以。一个月为 {days} 天。到期前续费同一套餐，购买的月数加在原到期时间之后，不会损失剩余时间。购买另一种付费套餐时立即生效，当前套餐的剩余时间按价值折算后加到新套餐的期限中：剩余时间 × 当前月费 ÷ 新月费（剩余 15 天专业版折合企业版 {example}）。',
      },
      {
        q: '套餐到期后会怎样？',
        a: '不会删除任何内容：页面、草稿、域名和设置都会保留。免费版不包含的页面会下线并原样保留：含广告像素模块的页面、使用自定义域名的页面，以及最早的 {pages} 个页面之外的所有页面。仍在线的页面会显示平台标识。再次购买该套餐后，下线的页面会按原样恢复上线。到期前 {notice} 天我们会发送邮件（或短信）提醒。',
      },
    ],
  },
  notFound: {
    title: '页面未找到',
    heading: '非常抱歉',
    text: '您访问的页面无法访问',
    back: '返回首页',
  },
  footer: {
    tagline: '把广告点击变成对话的手机落地页。',
    contact: '联系我们',
    product: '产品',
    rights: '© {year} {site} 版权所有',
    terms: '服务条款',
    privacy: '隐私政策',
  },
};

export const SITE_STRINGS: Record<Lang, SiteStrings> = { en, 'zh-cn': zhCn };

/** Names of the languages, each in its own language, for the language switch. */
export const LANG_NAMES: Record<Lang, string> = { 'zh-cn': '中文', en: 'English' };

/** A page's document title: "{page} - {site name}", or the site name alone (spec section 2). */
export function pageTitle(page: string | null, siteName: string): string {
  return page ? `${page} - ${siteName}` : siteName;
}
