import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

/**
 * The gateways' cryptography, on node:crypto alone. Alipay and WeChat Pay both sign with
 * RSA-SHA256 ("RSA2" / "SHA256-RSA2048", PKCS#1 v1.5 padding, base64 signatures); WeChat Pay
 * encrypts notification resources with AES-256-GCM under the merchant's APIv3 key.
 */

const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject>();

/**
 * A PEM private key (PKCS#8 "PRIVATE KEY" or PKCS#1 "RSA PRIVATE KEY"), or the bare base64 body
 * Alipay's console hands out (PKCS#8).
 */
function privateKey(pem: string): KeyObject {
  let key = privateKeys.get(pem);
  if (!key) {
    const text = pem.includes('-----BEGIN') ? pem : wrapPem(pem, 'PRIVATE KEY');
    key = createPrivateKey(text);
    privateKeys.set(pem, key);
  }
  return key;
}

/** A PEM public key (SPKI), a certificate's key, or the bare base64 SPKI body. */
function publicKey(pem: string): KeyObject {
  let key = publicKeys.get(pem);
  if (!key) {
    const text = pem.includes('-----BEGIN') ? pem : wrapPem(pem, 'PUBLIC KEY');
    key = createPublicKey(text);
    publicKeys.set(pem, key);
  }
  return key;
}

function wrapPem(body: string, label: string): string {
  const clean = body.replace(/\s+/g, '');
  const lines = clean.match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** RSA-SHA256 signature of a UTF-8 text, base64. */
export function rsaSign(content: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey(privateKeyPem), 'base64');
}

/** Checks an RSA-SHA256 base64 signature; false for malformed signatures or keys. */
export function rsaVerify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256')
      .update(content, 'utf8')
      .verify(publicKey(publicKeyPem), signature, 'base64');
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Alipay

/**
 * What Alipay signs in a request: every parameter except `sign` with a non-empty value, sorted
 * by name (ASCII), as `name=value` joined by "&", values not URL-encoded.
 */
export function alipayRequestSignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/**
 * What Alipay signs in an asynchronous notification: every received parameter except `sign` and
 * `sign_type`, sorted by name, as `name=value` joined by "&" (values URL-decoded).
 */
export function alipayNotifySignContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'sign' && name !== 'sign_type')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/**
 * The raw text of one top-level member of a JSON answer (Alipay signs the exact bytes of
 * `alipay_trade_precreate_response`, so re-serialising would not verify). Null when absent.
 */
export function rawJsonMember(json: string, name: string): string | null {
  const marker = `"${name}"`;
  let at = json.indexOf(marker);
  if (at < 0) return null;
  at = json.indexOf(':', at + marker.length);
  if (at < 0) return null;
  let start = at + 1;
  while (start < json.length && /\s/.test(json[start] ?? '')) start++;
  if (json[start] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < json.length; i++) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth++;
    else if (char === '}') {
      depth--;
      if (depth === 0) return json.slice(start, i + 1);
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// WeChat Pay API v3

/** What a WeChat Pay request signature covers: method, path+query, timestamp, nonce, body, each + "\n". */
export function wechatRequestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What Wechatpay-Signature covers on answers and notifications: timestamp, nonce, body, each + "\n". */
export function wechatResponseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** The Authorization header of a WeChat Pay API v3 request (scheme WECHATPAY2-SHA256-RSA2048). */
export function wechatAuthorization(input: {
  mchid: string;
  serialNo: string;
  privateKey: string;
  method: string;
  pathWithQuery: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}): string {
  const timestamp = input.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? randomBytes(16).toString('hex');
  const signature = rsaSign(
    wechatRequestMessage(input.method, input.pathWithQuery, timestamp, nonce, input.body),
    input.privateKey,
  );
  return `WECHATPAY2-SHA256-RSA2048 mchid="${input.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${input.serialNo}"`;
}

/** The fields of a WECHATPAY2-SHA256-RSA2048 Authorization header, or null when it is not one. */
export function parseWechatAuthorization(header: string): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) {
    if (match[1] !== undefined && match[2] !== undefined) fields[match[1]] = match[2];
  }
  return fields;
}

/** Encrypts like WeChat Pay encrypts a notification resource: base64(ciphertext || 16-byte tag). */
export function aesGcmEncrypt(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts a notification resource; null when the key, nonce, associated data or bytes do not match. */
export function aesGcmDecrypt(
  ciphertext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
): string | null {
  try {
    const bytes = Buffer.from(ciphertext, 'base64');
    if (bytes.length <= 16) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(nonce, 'utf8'),
    );
    decipher.setAAD(Buffer.from(associatedData, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
