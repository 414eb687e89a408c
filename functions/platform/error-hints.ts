import type { ErrorName } from '#functions/platform/errors.ts';

/**
 * What to do about each error of the catalogue (errors.ts), for the README and for whoever reads a
 * log line naming it. A separate file so that no Lambda bundle carries it: nothing at run time
 * reads it, and the type makes sure every error has one.
 */
export const ERROR_HINTS: Record<ErrorName, string> = {
  RouteNotFound: 'Check the method and path against the API list in the README.',
  OriginRefused:
    'The API answers only through CloudFront, which adds the x-origin-verify header; call the site’s /client/* address, not the execute-api one.',
  ValidationFailed: 'data.errors names every field that failed and why.',
  RequestTooLarge:
    'Bodies over the limit (uploads: upload.max_size) and very long query strings are refused before reading.',
  PathUnreadable: 'A percent sign in the path must start a valid UTF-8 escape (e.g. %20).',
  BodyUnreadable: 'Send JSON (application/json) or a form (application/x-www-form-urlencoded).',
  NeedLogin: 'Send a valid access token in the ba-user-token header.',
  TokenExpired: 'Refresh the token pair with /client/user/refresh or log in again.',
  NoPermission: 'The member lacks the permission node for this action.',
  MemberCenterClosed: 'An operator can open it with `npm run ops -- config set open_member_center true`.',
  LoginFailed: 'Same answer whether the account exists or not; failures count toward the brute-force lock.',
  LoginLocked:
    '5 failures per account (or 20 per client address) within 15 minutes; data.retry_after gives the wait.',
  CaptchaRequired: 'Send captchaId and captchaInfo from the click captcha (data.captcha is true).',
  AccountDisabled: 'An operator disabled the member (status "disable").',
  RegisterClosed: 'An operator can open it with `npm run ops -- config set open_register true`.',
  UsernameTaken: 'Choose another account name.',
  EmailTaken: 'Log in with it, or reset the password with a code sent to it.',
  MobileTaken: 'Log in with it, or reset the password with a code sent to it.',
  CodeInvalid: 'Codes last a few minutes, work once, and die after 5 wrong tries: request a new one.',
  AccountNotFound: 'The code was right, but no member holds this email or mobile.',
  CodeTooSoon: 'One code per email or mobile every 60 seconds.',
  CodeDailyLimitTarget: 'Daily cap per email or mobile: CODE_DAILY_PER_TARGET (default 10).',
  CodeDailyLimitAddress: 'Daily cap per client address: CODE_DAILY_PER_IP (default 30).',
  CodeDailyLimitPrefix:
    'Daily cap of SMS codes per country calling code: CODE_DAILY_PER_SMS_PREFIX (default 300), CODE_SMS_PREFIX_LIMITS per code.',
  CodeTargetNotCurrent: 'verify_current codes go only to the member’s current email or mobile.',
  CodeSendFailed:
    'The mail or SMS provider refused the message; the logs name the cause (MAIL_DRIVER, SMS_DRIVER, MAIL_FROM).',
  CodeRegisterClosed: 'An operator can open it with `npm run ops -- config set open_register true`.',
  CaptchaFailed: 'Wrong area, expired or already used: the captcha is gone; load a new one.',
  UploadIncomplete: 'Send one multipart field named `file` with a file name and content.',
  UploadTypeNotAllowed:
    'The suffix or MIME type must be in upload.allowed_suffixes / allowed_mime_types, and the content must match it.',
  UploadTooLarge: 'upload.max_size in the site configuration is the limit in bytes.',
  UploadDriverUnsupported: 'Only `local` (the platform’s uploads bucket) is available.',
  AccountChangedElsewhere: 'Optimistic locking: the version sent (or read) is no longer the stored one.',
  AccountOldPasswordWrong:
    'changePassword needs the current password; five wrong ones in 15 minutes pause it.',
  AccountPasswordAttempts:
    'Five wrong old passwords in a 15-minute window pause password changes for that window.',
  AccountCodeInvalid: 'verify_current codes go to the current email/mobile, bind_new codes to the new one.',
  AccountTicketInvalid: 'Tickets of /client/account/verification last 10 minutes and serve one changeBind.',
  AccountNothingBound: 'Without a current email/mobile, changeBind needs no verification ticket.',
  AccountTargetTaken: 'Each email and mobile belongs to one member (UNIQUE# claims).',
  AccountTargetSame: 'Enter a different email/mobile.',
  InsightsRateLimited:
    'A beacon sender passed the per-address limit of the collect endpoint (functions/insights/rate-limit.ts); wait a minute.',
  InsightsPageUnknown: 'The beacon named a page id that is not published: nothing is counted.',
  ConversionTargetUnknown:
    'The module is not a pixel module of the saved page, or the pixel id is not among its ids: save the page first.',
  PageNotFound: "The id names none of the caller's pages (other members' pages read as missing).",
  PageRouteTaken:
    'Route + domain is unique across the platform (UNIQUE#ROUTE# claims); choose another route or domain.',
  PageDomainInvalid: "domain_id must name one of the caller's domains in the domain center.",
  PageChangedElsewhere: 'Optimistic version check on the page item failed; reload the list.',
  DomainNotFound: "The id names none of the caller's domains (other members' domains read as missing).",
  DomainTaken: 'Each domain belongs to one member (UNIQUE#DOMAIN# claims); the holder must delete it first.',
  DomainInUse: 'Pages keep their domain; change their domain in the page center, then delete the domain.',
  DomainChangedElsewhere: 'Optimistic version check on the domain item failed; reload the list.',
  DomainCdnFailed:
    'CloudFront or ACM refused to attach or detach the domain (CDN_DRIVER=cloudfront); the log line "cdn attach failed" / "cdn detach failed" names the cause. Nothing was recorded, so the member can retry.',
  PageSaveConflict:
    'data.reason is "conflict": reload the newer version, or keep editing locally and copy your work over.',
  PagePublishInvalid:
    'data.problems lists every invalid module (module id → field → message); nothing was written.',
  PagePublishBusy:
    'Another publish, unpublish or move of the same page holds its publish lease (at most 30 s).',
  PagePublishFailed:
    'Writing the HTML to the site bucket failed; what was written was restored. See the publisher log.',
  PayChannelUnavailable:
    'The channel is not in `pay.channels` of the site config, or its keys/ids are not configured (README: payments).',
  PayAmountOutOfRange: 'Limits are `pay.min_cents` and `pay.max_cents` of the site config.',
  PayGatewayFailed:
    'The gateway refused the order or could not be reached; the log names the cause. The order is marked failed.',
  PayOrderNotFound: 'Members only see their own orders; the number comes from POST /client/pay/recharge.',
  PayOrderNotManual: 'Alipay and WeChat Pay orders are confirmed by the gateway’s notification.',
  PayOrderClosed: 'Start a new recharge.',
  PaySandboxOnly: 'PAY_SANDBOX=1 is set by the local server only.',
  PayPasswordNotSet: 'data.reason is "pay_password_not_set": open /user/setup/password.',
  PayPasswordRequired: 'data.reason is "pay_password_required": quick pay is off.',
  PayPasswordWrong: 'Five wrong pay passwords in 15 minutes pause payments for that window.',
  PayPasswordAttempts:
    'Five wrong pay passwords in a 15-minute window pause spending and pay settings for that window.',
  PayIdentityWrong:
    'Setting a pay password needs the login password (first time) or the current pay password.',
  PayInsufficientBalance: 'data.reason is "insufficient_balance": offer /user/finance/recharge.',
  PayPurchasePending:
    'data.reason is "purchase_pending": send the same request_id again in a moment; it is applied at most once.',
  PayPurchaseVoid:
    'data.reason is "purchase_void": it will never apply; a new attempt needs a new request_id.',
  PayRequestReused: 'request_id identifies one purchase; make a new one per purchase attempt.',
  PlanRequired:
    'data.reason is "plan_required": data.plan unlocks data.entitlement, bought at data.link (/console?buy=…).',
  Internal: 'Find the request id in the structured logs for the cause.',
};
