import { contactHref, internationalNumber } from '#core/contact-links.ts';
import type { ContactComponent } from '#core/contracts/site-config.ts';
import { isCommonUrl } from '#core/validation/common-url.ts';
import type { LinkButtonItem, Method } from '#modules/link-button/schema.ts';

/** The buttons' links (no zod: the published page's island imports this). */

const METHOD_COMPONENT: Record<Method, ContactComponent> = {
  whatsapp: 'whatsapp',
  telegram: 'telegram',
  line: 'line',
  messenger: 'messager',
  imessage: 'imessage',
  kakaotalk: 'kakao',
};

/** The button's link, or null when its data cannot make a safe one. */
export function itemHref(item: LinkButtonItem): string | null {
  if (item.action === 'link') return isCommonUrl(item.url) ? new URL(item.url).href : null;
  if (item.action === 'call') {
    const phone = internationalNumber(item.phone);
    return phone ? `tel:${phone}` : null;
  }
  const account = item.account.trim();
  if (account === '') return null;
  const phoneLike = /^[+\d][\d\s().-]+$/.test(account);
  const byNumber =
    item.method === 'whatsapp' || item.method === 'imessage' || (item.method === 'telegram' && phoneLike);
  return contactHref({
    component: METHOD_COMPONENT[item.method],
    account: byNumber && item.method !== 'imessage' ? '' : account,
    mobile: byNumber ? account : '',
    username: '',
    url: '',
    message: item.message,
    text: '',
    label: '',
  });
}
