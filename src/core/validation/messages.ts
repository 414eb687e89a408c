import type { core } from 'zod';
import { format, type Lang, type Localized } from '#core/i18n/lang.ts';

/**
 * Validation messages as sentences in the request's language, in place of zod's own wording
 * ("Too big: expected int to be <=9007199254740991"). Schemas that set their own message (the
 * spec's texts) keep it: zod asks this map only for issues without one.
 *
 * `field` names the field (the API's refusals, read by members and integrators); without it the
 * sentence stands under the field it belongs to (forms).
 */
const T = {
  required: { en: '{field} is required.', 'zh-cn': '{field}不能为空。' },
  requiredHere: { en: 'Required.', 'zh-cn': '不能为空。' },
  type: { en: '{field} must be {what}.', 'zh-cn': '{field}必须是{what}。' },
  typeHere: { en: 'Must be {what}.', 'zh-cn': '必须是{what}。' },
  minChars: { en: '{field} must be at least {n} characters.', 'zh-cn': '{field}至少需要 {n} 个字符。' },
  maxChars: { en: '{field} must be at most {n} characters.', 'zh-cn': '{field}最多 {n} 个字符。' },
  minItems: { en: '{field} must have at least {n} item(s).', 'zh-cn': '{field}至少需要 {n} 项。' },
  maxItems: { en: '{field} must have at most {n} item(s).', 'zh-cn': '{field}最多 {n} 项。' },
  min: { en: '{field} must be at least {n}.', 'zh-cn': '{field}不能小于 {n}。' },
  above: { en: '{field} must be greater than {n}.', 'zh-cn': '{field}必须大于 {n}。' },
  max: { en: '{field} must be at most {n}.', 'zh-cn': '{field}不能大于 {n}。' },
  below: { en: '{field} must be less than {n}.', 'zh-cn': '{field}必须小于 {n}。' },
  format: { en: '{field} is not a valid {what}.', 'zh-cn': '{field}不是有效的{what}。' },
  pattern: { en: '{field} is not in the expected format.', 'zh-cn': '{field}格式不正确。' },
  multiple: { en: '{field} must be a multiple of {n}.', 'zh-cn': '{field}必须是 {n} 的倍数。' },
  oneOf: { en: '{field} must be one of: {values}.', 'zh-cn': '{field}必须是以下之一：{values}。' },
  unknownKeys: { en: 'Unknown fields in {field}: {keys}.', 'zh-cn': '{field}中有未知字段：{keys}。' },
  unknownKeysTop: { en: 'Unknown fields: {keys}.', 'zh-cn': '未知字段：{keys}。' },
  invalid: { en: '{field} is not valid.', 'zh-cn': '{field}无效。' },
} satisfies Record<string, Localized>;

const THIS_FIELD: Localized = { en: 'This field', 'zh-cn': '此项' };
const THE_REQUEST: Localized = { en: 'The request', 'zh-cn': '请求' };

const TYPE_NAMES: Record<string, Localized> = {
  string: { en: 'text', 'zh-cn': '文本' },
  number: { en: 'a number', 'zh-cn': '数字' },
  int: { en: 'a whole number', 'zh-cn': '整数' },
  bigint: { en: 'a whole number', 'zh-cn': '整数' },
  boolean: { en: 'true or false', 'zh-cn': '布尔值（true 或 false）' },
  object: { en: 'an object', 'zh-cn': '对象' },
  array: { en: 'a list', 'zh-cn': '列表' },
  date: { en: 'a date', 'zh-cn': '日期' },
};

const FORMAT_NAMES: Record<string, Localized> = {
  email: { en: 'email address', 'zh-cn': '邮箱地址' },
  url: { en: 'URL', 'zh-cn': '网址' },
  uuid: { en: 'id', 'zh-cn': 'ID' },
  guid: { en: 'id', 'zh-cn': 'ID' },
  datetime: { en: 'date and time', 'zh-cn': '日期时间' },
  date: { en: 'date', 'zh-cn': '日期' },
  ipv4: { en: 'IPv4 address', 'zh-cn': 'IPv4 地址' },
  ipv6: { en: 'IPv6 address', 'zh-cn': 'IPv6 地址' },
  base64: { en: 'base64 text', 'zh-cn': 'base64 文本' },
};

/** The field's name as a member or integrator reads it: its dotted path, quoted. */
function fieldName(path: readonly PropertyKey[] | undefined, lang: Lang): string {
  const names = (path ?? []).map(String);
  if (names.length === 0) return THE_REQUEST[lang];
  return lang === 'en' ? `"${names.join('.')}"` : `“${names.join('.')}”`;
}

type Issue = core.$ZodRawIssue;

function bound(issue: Issue & { minimum?: unknown; maximum?: unknown }): string {
  const value = issue.code === 'too_small' ? issue.minimum : issue.maximum;
  return typeof value === 'bigint' || typeof value === 'number' ? String(value) : String(value ?? '');
}

/** One issue as a sentence; `named` puts the field's name in it. */
export function issueSentence(issue: Issue, lang: Lang, named: boolean): string {
  const field = named ? fieldName(issue.path, lang) : THIS_FIELD[lang];
  const say = (template: Localized, values: Record<string, string | number> = {}) => {
    const text = format(template[lang], { field, ...values });
    if (named || lang !== 'en') return text;
    // "This field must be text." reads better as "Must be text." under the field itself.
    const bare = text.replace(/^This field /, '');
    return bare.charAt(0).toUpperCase() + bare.slice(1);
  };
  // A missing value reads the same whatever it should have been.
  if (issue.input === undefined && issue.code !== 'custom' && issue.code !== 'unrecognized_keys')
    return named ? say(T.required) : T.requiredHere[lang];
  switch (issue.code) {
    case 'invalid_type': {
      const what = TYPE_NAMES[String(issue.expected)]?.[lang] ?? String(issue.expected);
      return named ? say(T.type, { what }) : format(T.typeHere[lang], { what });
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const n = bound(issue);
      const origin = String(issue.origin ?? '');
      if (origin === 'string') return say(small ? T.minChars : T.maxChars, { n });
      if (origin === 'array' || origin === 'set') return say(small ? T.minItems : T.maxItems, { n });
      const inclusive = issue.inclusive !== false;
      return say(small ? (inclusive ? T.min : T.above) : inclusive ? T.max : T.below, { n });
    }
    case 'invalid_format': {
      const formatName = FORMAT_NAMES[String(issue.format)];
      return formatName ? say(T.format, { what: formatName[lang] }) : say(T.pattern);
    }
    case 'not_multiple_of':
      return say(T.multiple, { n: String(issue.divisor) });
    case 'invalid_value':
      return say(T.oneOf, { values: issue.values.map((v) => String(v)).join(', ') });
    case 'invalid_union': {
      // A discriminated union names the values its discriminator may take.
      const options = (issue as { options?: unknown[] }).options;
      if (Array.isArray(options) && options.length)
        return say(T.oneOf, { values: options.map((v) => String(v)).join(', ') });
      return say(T.invalid);
    }
    case 'unrecognized_keys':
      return say((issue.path ?? []).length ? T.unknownKeys : T.unknownKeysTop, {
        keys: issue.keys.join(', '),
      });
    default:
      return say(T.invalid);
  }
}

/** A zod error map answering sentences in `lang` (see issueSentence). */
export function sentenceErrorMap(lang: Lang, named: boolean): core.$ZodErrorMap {
  return (issue) => issueSentence(issue, lang, named);
}
