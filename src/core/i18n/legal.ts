import type { Lang } from '#core/i18n/lang.ts';

/**
 * The terms of service and the privacy policy shown at /terms and /privacy (functions/site), in
 * both languages. `{site}` stands for the configured site name. Kept as data so both pages render
 * with one component (src/components/site/LegalPage.astro) and a change shows in both languages
 * side by side here.
 */
export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalDocument = {
  title: string;
  description: string;
  /** The date this text took effect, shown under the heading. */
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
};
export type LegalPageName = 'terms' | 'privacy';

const en: Record<LegalPageName, LegalDocument> = {
  terms: {
    title: 'Terms of service',
    description: 'The terms that apply when you use {site} to build, publish and pay for landing pages.',
    updated: 'In effect from 25 November 2026',
    intro:
      'These terms apply to everyone who creates an account on {site} or publishes a page with it. By creating an account you accept them.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Keep your password and your pay password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
          'One person or business per account. We may suspend an account that is used to attack the service or other members.',
        ],
      },
      {
        heading: 'Your pages and what they say',
        paragraphs: [
          'You own the text, images and links you put on your pages, and you are responsible for them: they must be lawful where they are shown, must not deceive visitors, and must not sell goods or services that are prohibited there.',
          'We may take a page offline, without refund of the plan, when it is used for phishing, malware, fraud, or content that is unlawful, and we tell you why.',
          'Ad platforms have their own policies. A page that meets these terms can still be refused by an ad platform; check its rules before you spend on ads.',
        ],
      },
      {
        heading: 'Pixels and data you collect',
        paragraphs: [
          'When you add an advertising pixel (Facebook, TikTok, Snapchat or Reddit) to a page, the pixel sends your visitors’ browsing data to that platform on your behalf. You are the controller of that data: you must tell your visitors and obtain any consent the law of their country requires.',
        ],
      },
      {
        heading: 'Balance, plans and payments',
        paragraphs: [
          'You top up your balance through the payment methods offered at recharge. Amounts are in Chinese yuan (CNY). A top-up is credited when the payment provider confirms it.',
          'Plans are bought from your balance for a term, as described on the pricing page. A plan that lapses is not deleted: your pages and domains stay in your account, and what exceeds the free plan is handled as the pricing page says.',
          'The balance cannot be withdrawn as cash except where the law requires it. If a charge is wrong, contact us within 30 days and we will correct it.',
        ],
      },
      {
        heading: 'Custom domains',
        paragraphs: [
          'You may only bind domains you control. A domain stays bound while its DNS records point to us; when they are removed, the domain is taken offline so nobody else can serve pages on it.',
        ],
      },
      {
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep pages online and fast, but we do not promise the service will never be interrupted. To the extent the law allows, our liability for any claim is limited to what you paid us in the three months before it.',
        ],
      },
      {
        heading: 'Changes and ending',
        paragraphs: [
          'We may change these terms; the date above shows the current version, and we tell members by email or in the member center before a change that reduces their rights takes effect.',
          'You may stop using the service at any time and ask us to delete your account through the contact shortcuts at the bottom of this page.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    description: 'What {site} collects about members and their visitors, why, and what you can ask us to do.',
    updated: 'In effect from 25 November 2026',
    intro:
      'This policy explains what {site} collects about you as a member, and about the people who visit pages published with it, and what you can ask us to do with that data.',
    sections: [
      {
        heading: 'What we collect from members',
        paragraphs: [
          'Account: your account name, email address or mobile number, a one-way hash of your password (never the password itself), your nickname and avatar if you set them.',
          'Security: the time and network address of your logins and failed attempts, used to protect your account against guessing and to show you your last login.',
          'Money: your balance, recharge orders, purchases and score, as records you can see in the member center. Card and wallet details stay with the payment provider; we never see them.',
          'Content: your pages, uploaded images and custom domains.',
        ],
      },
      {
        heading: 'Cookies',
        paragraphs: [
          'The member center keeps you signed in with one cookie that scripts cannot read, sent only to the sign-in refresh address. Two more remember your language and light or dark theme. We use no advertising or third-party tracking cookies on {site} itself.',
        ],
      },
      {
        heading: 'Visitors of published pages',
        paragraphs: [
          'Published pages are served from a separate address so that nothing on them can reach members’ accounts. We keep the server logs needed to deliver the pages and stop abuse.',
          'If the page’s owner added an advertising pixel, that pixel sends data to its platform under the owner’s responsibility (see the terms of service). Visitors should contact the page’s owner about that data.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account and pages, to process payments and keep accounts of them, to protect the service against fraud and attacks, and to answer you. We do not sell personal data.',
        ],
      },
      {
        heading: 'Who else handles it',
        paragraphs: [
          'Our hosting provider (Amazon Web Services), the payment providers you choose, and the email and SMS providers that deliver verification codes, each only for that job.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data for as long as the account exists; payment records for as long as accounting law requires; verification codes and captchas for minutes; security counters only while they protect an account (days, not months).',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You can see and correct your profile in the member center, and ask us, through the contact shortcuts at the bottom of this page, for a copy of your data or for its deletion. We answer within 30 days.',
        ],
      },
    ],
  },
};

const zhCn: Record<LegalPageName, LegalDocument> = {
  terms: {
    title: '服务条款',
    description: '使用 {site} 制作、发布落地页并付费时适用的条款。',
    updated: '自 2026 年 11 月 25 日起生效',
    intro: '本条款适用于在 {site} 注册账户或通过它发布页面的所有人。注册账户即表示您接受本条款。',
    sections: [
      {
        heading: '您的账户',
        paragraphs: [
          '请妥善保管登录密码和支付密码。您对账户下的一切操作负责；如怀疑他人使用了您的账户，请立即告知我们。',
          '每个账户仅限一个人或一家企业使用。账户被用于攻击本服务或其他会员时，我们可以暂停该账户。',
        ],
      },
      {
        heading: '您的页面及其内容',
        paragraphs: [
          '您对放在页面上的文字、图片和链接拥有权利并承担责任：内容须在展示地合法，不得误导访客，不得销售当地禁止的商品或服务。',
          '页面被用于钓鱼、恶意软件、欺诈或违法内容时，我们可以下线该页面且不退还套餐费用，并告知您原因。',
          '广告平台有各自的政策。符合本条款的页面仍可能被广告平台拒绝，投放前请先查看其规则。',
        ],
      },
      {
        heading: '像素与您收集的数据',
        paragraphs: [
          '当您在页面上添加广告像素（Facebook、TikTok、Snapchat 或 Reddit）时，像素会代表您把访客的浏览数据发送给该平台。您是这些数据的控制者：须告知访客，并取得其所在国家法律要求的同意。',
        ],
      },
      {
        heading: '余额、套餐与付款',
        paragraphs: [
          '您可通过充值页提供的支付方式为余额充值。金额以人民币（CNY）计。支付服务商确认付款后，充值即到账。',
          '套餐从余额中购买，按价格页所述的期限生效。套餐到期不会删除任何内容：页面和域名仍留在您的账户中，超出免费版的部分按价格页的说明处理。',
          '除法律另有规定外，余额不可提现。如扣费有误，请在 30 天内联系我们，我们会予以更正。',
        ],
      },
      {
        heading: '自定义域名',
        paragraphs: [
          '您只能绑定自己控制的域名。域名的 DNS 记录指向我们时保持绑定；记录被删除后，该域名会被下线，他人无法借此发布页面。',
        ],
      },
      {
        heading: '可用性与责任',
        paragraphs: [
          '我们努力让页面稳定、快速地在线，但不承诺服务永不中断。在法律允许的范围内，我们对任何索赔的责任以您在此前三个月内向我们支付的金额为限。',
        ],
      },
      {
        heading: '变更与终止',
        paragraphs: [
          '我们可能修改本条款；上方日期为当前版本。减少会员权利的修改生效前，我们会通过邮件或会员中心通知会员。',
          '您可以随时停止使用本服务，并通过本页底部的联系方式要求删除账户。',
        ],
      },
    ],
  },
  privacy: {
    title: '隐私政策',
    description: '{site} 收集会员及其访客的哪些信息、用途，以及您可以要求我们做什么。',
    updated: '自 2026 年 11 月 25 日起生效',
    intro:
      '本政策说明 {site} 收集您作为会员的哪些信息、收集访问您所发布页面的访客的哪些信息，以及您可以要求我们如何处理这些数据。',
    sections: [
      {
        heading: '我们收集的会员信息',
        paragraphs: [
          '账户：账户名、邮箱或手机号、密码的单向哈希（从不保存密码本身），以及您设置的昵称和头像。',
          '安全：登录及失败尝试的时间和网络地址，用于防止账户被猜解，并向您显示上次登录。',
          '资金：余额、充值订单、购买记录和积分，您可以在会员中心查看。银行卡和钱包信息留在支付服务商处，我们从不接触。',
          '内容：您的页面、上传的图片和自定义域名。',
        ],
      },
      {
        heading: 'Cookie',
        paragraphs: [
          '会员中心用一个脚本无法读取、只发送到登录续期地址的 Cookie 保持登录；另有两个 Cookie 记住您的语言和浅色/深色主题。{site} 本身不使用任何广告或第三方跟踪 Cookie。',
        ],
      },
      {
        heading: '已发布页面的访客',
        paragraphs: [
          '已发布的页面从独立的地址提供，页面上的任何内容都无法接触会员账户。我们保留提供页面和防止滥用所需的服务器日志。',
          '如果页面所有者添加了广告像素，该像素会在所有者的责任下向其平台发送数据（见服务条款）。访客可就这些数据联系页面所有者。',
        ],
      },
      {
        heading: '我们为何使用这些信息',
        paragraphs: [
          '用于运行您的账户和页面、处理付款并记账、防范欺诈和攻击，以及答复您。我们不出售个人数据。',
        ],
      },
      {
        heading: '还有谁会处理这些信息',
        paragraphs: [
          '我们的托管服务商（Amazon Web Services）、您选择的支付服务商，以及发送验证码的邮件和短信服务商，各自仅用于该项工作。',
        ],
      },
      {
        heading: '保存多久',
        paragraphs: [
          '账户数据在账户存续期间保存；付款记录按会计法规要求的期限保存；验证码和人机验证仅保存数分钟；安全计数器仅在保护账户所需期间保存（以天计，而非以月计）。',
        ],
      },
      {
        heading: '您的权利',
        paragraphs: [
          '您可以在会员中心查看和更正个人资料，也可以通过本页底部的联系方式要求获取数据副本或删除数据。我们会在 30 天内答复。',
        ],
      },
    ],
  },
};

export const LEGAL_DOCUMENTS: Record<Lang, Record<LegalPageName, LegalDocument>> = { en, 'zh-cn': zhCn };
