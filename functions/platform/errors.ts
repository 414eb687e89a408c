import { CODE } from '#core/contracts/envelope.ts';
import type { Localized } from '#core/i18n/lang.ts';

/**
 * The error catalogue. Each entry's name is permanent (logs and tests refer to it); `text` says
 * what happened in both languages. What to do about each is in error-hints.ts, kept out of the
 * Lambda bundles (nothing at run time reads it).
 */
export const ERRORS = {
  RouteNotFound: {
    code: CODE.failure,
    status: 404,
    text: { en: 'Error requesting address: {url}', 'zh-cn': '请求地址错误：{url}' },
  },
  ValidationFailed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Incorrect parameter!', 'zh-cn': '参数错误！' },
  },
  RequestTooLarge: {
    code: CODE.failure,
    status: 413,
    text: {
      en: 'The request is too large: at most {limit} are accepted',
      'zh-cn': '请求过大：最多接受 {limit}',
    },
  },
  OriginRefused: {
    code: CODE.failure,
    status: 403,
    text: {
      en: 'This address does not answer requests: use the site’s address',
      'zh-cn': '此地址不接受请求：请使用站点地址',
    },
  },
  PathUnreadable: {
    code: CODE.failure,
    status: 400,
    text: { en: 'The request address could not be read: {url}', 'zh-cn': '无法读取请求地址：{url}' },
  },
  BodyUnreadable: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The request body could not be read', 'zh-cn': '无法读取请求内容' },
  },
  NeedLogin: {
    code: CODE.needLogin,
    status: 200,
    text: { en: 'Please log in first', 'zh-cn': '请先登录' },
  },
  TokenExpired: {
    code: CODE.tokenExpired,
    status: 200,
    text: { en: 'Your login has expired, please log in again', 'zh-cn': '登录状态已过期，请重新登录' },
  },
  NoPermission: {
    code: CODE.noPermission,
    status: 200,
    text: { en: 'You do not have permission to operate!', 'zh-cn': '您没有权限进行此操作！' },
  },
  MemberCenterClosed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The member center is not open', 'zh-cn': '会员中心未开启' },
  },
  // Sign-up, login and sessions (functions/accounts).
  LoginFailed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Incorrect account or password', 'zh-cn': '账户或密码错误' },
  },
  LoginLocked: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Too many failed logins from this network address: try again in {seconds} seconds, with the captcha',
      'zh-cn': '此网络地址登录失败次数过多：请在 {seconds} 秒后完成验证码再试',
    },
  },
  CaptchaRequired: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Please complete the captcha first', 'zh-cn': '请先完成人机验证' },
  },
  AccountDisabled: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This account has been disabled, please contact customer service',
      'zh-cn': '该账户已被禁用，请联系客服',
    },
  },
  RegisterClosed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Registration is not open, please contact customer service',
      'zh-cn': '暂未开放注册，请联系客服',
    },
  },
  UsernameTaken: {
    code: CODE.failure,
    status: 200,
    text: { en: 'This account name is already taken', 'zh-cn': '该账户名已被使用' },
  },
  EmailTaken: {
    code: CODE.failure,
    status: 200,
    text: { en: 'This email is already registered', 'zh-cn': '该邮箱已被注册' },
  },
  MobileTaken: {
    code: CODE.failure,
    status: 200,
    text: { en: 'This mobile number is already registered', 'zh-cn': '该手机号已被注册' },
  },
  CodeInvalid: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The verification code is incorrect or expired',
      'zh-cn': '验证码错误或已过期',
    },
  },
  AccountNotFound: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'No account uses this email or mobile number',
      'zh-cn': '没有账户绑定该邮箱或手机号',
    },
  },
  // Verification codes (functions/codes).
  CodeTooSoon: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Please wait {seconds} seconds before requesting another code',
      'zh-cn': '请等待 {seconds} 秒后再获取验证码',
    },
  },
  CodeDailyLimitTarget: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This email address or mobile number has received the most verification codes allowed today ({limit}), please try again tomorrow',
      'zh-cn': '该邮箱或手机号今日接收验证码的次数已达上限（{limit} 次），请明天再试',
    },
  },
  CodeDailyLimitAddress: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Your network address has requested the most verification codes allowed today ({limit}), please try again tomorrow',
      'zh-cn': '您的网络地址今日获取验证码的次数已达上限（{limit} 次），请明天再试',
    },
  },
  CodeDailyLimitPrefix: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Text messages to mobile numbers starting with +{prefix} have reached today’s limit, please try again tomorrow or use email',
      'zh-cn': '今日发往 +{prefix} 开头手机号的短信验证码已达上限，请明天再试或改用邮箱',
    },
  },
  CodeTargetNotCurrent: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This email or mobile number is not the one bound to your account',
      'zh-cn': '该邮箱或手机号不是您当前绑定的',
    },
  },
  CodeSendFailed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The code could not be sent, please try again later',
      'zh-cn': '验证码发送失败，请稍后重试',
    },
  },
  CodeRegisterClosed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Registration is not open, please contact customer service',
      'zh-cn': '暂未开放注册，请联系客服',
    },
  },
  // Click captcha (functions/captcha).
  CaptchaFailed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Verification failed, please try again', 'zh-cn': '验证失败，请重试' },
  },
  // Uploads (functions/uploads): the spec's section 5 texts.
  UploadIncomplete: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The data of the uploaded file is incomplete!', 'zh-cn': '上传文件的数据不完整！' },
  },
  UploadTypeNotAllowed: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The type of uploaded file is not allowed!', 'zh-cn': '上传文件的类型不被允许！' },
  },
  UploadTooLarge: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The size of the uploaded file exceeds the allowed range!',
      'zh-cn': '上传文件的大小超出允许范围！',
    },
  },
  UploadDriverUnsupported: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The upload driver "{driver}" is not supported',
      'zh-cn': '不支持的上传驱动“{driver}”',
    },
  },
  // Member centre (functions/handlers/account). {type} is "email"/"mobile number" in the request's language.
  AccountChangedElsewhere: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Your account was changed elsewhere in the meantime. Reload the page and try again',
      'zh-cn': '您的账户已在别处被修改，请刷新页面后重试',
    },
  },
  AccountOldPasswordWrong: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The old password is incorrect', 'zh-cn': '原密码不正确' },
  },
  AccountPasswordAttempts: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Too many wrong old passwords, please try again in {minutes} minutes',
      'zh-cn': '原密码错误次数过多，请 {minutes} 分钟后再试',
    },
  },
  AccountCodeInvalid: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The verification code is incorrect or has expired', 'zh-cn': '验证码错误或已过期' },
  },
  AccountTicketInvalid: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The verification of your current {type} has expired or was already used, please verify it again',
      'zh-cn': '当前{type}的验证已过期或已使用，请重新验证',
    },
  },
  AccountNothingBound: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'No {type} is bound to your account yet, bind one directly',
      'zh-cn': '您的账户尚未绑定{type}，请直接绑定',
    },
  },
  AccountTargetTaken: {
    code: CODE.failure,
    status: 200,
    text: { en: 'This {type} is already bound to another account', 'zh-cn': '该{type}已被其他账户绑定' },
  },
  AccountTargetSame: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The new {type} is the same as the current one', 'zh-cn': '新{type}与当前绑定的相同' },
  },
  // Page centre (functions/handlers/page, functions/data/pages-repo.ts).
  PageNotFound: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The page does not exist or has been deleted', 'zh-cn': '页面不存在或已被删除' },
  },
  PageRouteTaken: {
    code: CODE.failure,
    status: 200,
    text: { en: 'This route is already used on this domain', 'zh-cn': '该路由已在此域名上被使用' },
  },
  PageDomainInvalid: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The selected domain does not exist or is not yours',
      'zh-cn': '所选域名不存在或不属于您',
    },
  },
  PageChangedElsewhere: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The page was changed elsewhere at the same time, please reload and try again',
      'zh-cn': '该页面同时在别处被修改，请刷新后重试',
    },
  },
  // Domain centre (functions/domains, functions/handlers/domain).
  DomainNotFound: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The domain does not exist or has been deleted', 'zh-cn': '域名不存在或已被删除' },
  },
  DomainTaken: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The domain {name} has already been added on this platform',
      'zh-cn': '域名 {name} 已在本平台被添加',
    },
  },
  DomainInUse: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The domain is used by {count} page(s): move or delete those pages first',
      'zh-cn': '该域名正被 {count} 个页面使用：请先修改或删除这些页面',
    },
  },
  DomainChangedElsewhere: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The domain was changed elsewhere at the same time, please reload and try again',
      'zh-cn': '该域名同时在别处被修改，请刷新后重试',
    },
  },
  DomainCdnFailed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The domain could not be connected to the content delivery network right now, please try again later',
      'zh-cn': '暂时无法将域名接入内容分发网络，请稍后重试',
    },
  },
  // The page builder (functions/handlers/builder).
  PageSaveConflict: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This page was saved elsewhere (another tab or device) after you opened it; your changes were not saved',
      'zh-cn': '打开后此页面已在其他地方（另一个标签页或设备）保存过，您的修改未保存',
    },
  },
  // Publishing (functions/publish, functions/handlers/publish).
  PagePublishInvalid: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Some modules are not complete: fix them before publishing',
      'zh-cn': '部分模块尚未填写完整：请修改后再发布',
    },
  },
  PagePublishBusy: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This page is being published right now, please try again in a moment',
      'zh-cn': '该页面正在发布中，请稍后重试',
    },
  },
  PagePublishFailed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Publishing failed; the previously published version is still online. Please try again',
      'zh-cn': '发布失败，之前发布的版本仍在线，请重试',
    },
  },
  // The pay centre (functions/pay, functions/handlers/pay). Amounts in {…} are "12.50" texts.
  PayChannelUnavailable: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This payment channel is not available now, please choose another one',
      'zh-cn': '该支付渠道暂不可用，请选择其他渠道',
    },
  },
  PayAmountOutOfRange: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The amount must be between {min} and {max}',
      'zh-cn': '金额须在 {min} 至 {max} 之间',
    },
  },
  PayGatewayFailed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The payment service did not answer, please try again later',
      'zh-cn': '支付服务暂时无响应，请稍后再试',
    },
  },
  PayOrderNotFound: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The order does not exist', 'zh-cn': '订单不存在' },
  },
  PayOrderNotManual: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Only orders paid by transfer take a transaction serial number',
      'zh-cn': '只有转账支付的订单需要填写交易流水号',
    },
  },
  PayOrderClosed: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This order can no longer be changed (it is paid, expired or closed)',
      'zh-cn': '该订单已无法修改（已支付、已过期或已关闭）',
    },
  },
  PaySandboxOnly: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Simulated payment is only available on local runs',
      'zh-cn': '模拟支付仅在本地运行时可用',
    },
  },
  PayPasswordNotSet: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Please set a pay password first', 'zh-cn': '请先设置支付密码' },
  },
  PayPasswordRequired: {
    code: CODE.failure,
    status: 200,
    text: { en: 'Please enter your pay password', 'zh-cn': '请输入支付密码' },
  },
  PayPasswordWrong: {
    code: CODE.failure,
    status: 200,
    text: { en: 'The pay password is incorrect', 'zh-cn': '支付密码不正确' },
  },
  PayPasswordAttempts: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Too many wrong pay passwords, please try again in {minutes} minutes',
      'zh-cn': '支付密码错误次数过多，请 {minutes} 分钟后再试',
    },
  },
  PayIdentityWrong: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The login password or the current pay password is incorrect',
      'zh-cn': '登录密码或原支付密码不正确',
    },
  },
  PayInsufficientBalance: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Your balance is not enough: {price} needed, {balance} available. Please recharge first',
      'zh-cn': '余额不足：需要 {price}，可用 {balance}。请先充值',
    },
  },
  PayPurchasePending: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Your purchase is still being processed, please wait',
      'zh-cn': '您的购买正在处理中，请稍候',
    },
  },
  PayPurchaseVoid: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'The purchase could not be completed in time and was canceled; nothing was charged. Please try again',
      'zh-cn': '购买未能及时完成，已取消，未扣任何费用。请重试',
    },
  },
  PayRequestReused: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This purchase was already sent with different details, please try again',
      'zh-cn': '该购买请求已以不同内容提交过，请重试',
    },
  },
  // Conversion insights (functions/insights).
  InsightsRateLimited: {
    code: CODE.failure,
    status: 429,
    text: {
      en: 'Too many events from this network address: try again in a minute',
      'zh-cn': '此网络地址发送的事件过多：请一分钟后再试',
    },
  },
  InsightsPageUnknown: {
    code: CODE.failure,
    status: 400,
    text: { en: 'The "page" is not a published page', 'zh-cn': '“page”不是已发布的页面' },
  },
  // Server-side conversion events (functions/handlers/conversions).
  ConversionTargetUnknown: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'This pixel ID is not in this pixel module of the saved page: save the page with it first',
      'zh-cn': '已保存的页面中该像素模块没有这个像素 ID：请先保存包含它的页面',
    },
  },
  // Plans (functions/plans): the message names the plan that unlocks the action.
  PlanRequired: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Your plan does not include this: see the plans to unlock it',
      'zh-cn': '当前套餐不包含此功能：请查看可解锁的套餐',
    },
  },
  Internal: {
    code: CODE.failure,
    status: 200,
    text: {
      en: 'Server internal error! Please try again later (reference {requestId})',
      'zh-cn': '服务器内部错误！请稍后重试（编号 {requestId}）',
    },
  },
} as const satisfies Record<string, { code: number; status: number; text: Localized }>;

export type ErrorName = keyof typeof ERRORS;

/** A handled failure: the wrapper turns it into the envelope. Never carries internals to clients. */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly values: Record<string, string | number>;
  readonly data: unknown;
  /** A message already in the request's language (e.g. the first validation message). */
  readonly localizedMessage: string | undefined;

  constructor(
    name: ErrorName,
    options: { values?: Record<string, string | number>; data?: unknown; localizedMessage?: string } = {},
  ) {
    super(ERRORS[name].text.en);
    this.name = 'AppError';
    this.errorName = name;
    this.values = options.values ?? {};
    this.data = options.data ?? null;
    this.localizedMessage = options.localizedMessage;
  }
}
