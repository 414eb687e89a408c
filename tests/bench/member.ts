import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { encodeClickInfo } from '#core/contracts/captcha-values.ts';
import { emptyDocument, type ModuleInstance, type PageDocument } from '#core/page/document.ts';
import { SCHEMA_REGISTRY } from '#modules/schemas.ts';
import type { ModuleType } from '#modules/types.ts';
import { defaultProps } from '#modules/validate.ts';
import { latestCode } from '../helpers/outbox.ts';
import { seededPlanUpdate } from '../helpers/plans.ts';
import { solvePow } from '../helpers/pow.ts';

/**
 * Seeding for the builder rows: a member signed up through the real endpoints of the bench's
 * local server (email code from its outbox, captcha solved from its store) and pages saved with
 * POST /client/page/save, exactly as the builder saves them.
 */

const HEADERS = { server: 'true', 'think-lang': 'en', 'content-type': 'application/json' };

type Envelope = { code: number; msg: string; data: unknown };

async function call(baseUrl: string, path: string, body?: object, token?: string): Promise<Envelope> {
  const headers: Record<string, string> = token ? { ...HEADERS, 'ba-user-token': token } : HEADERS;
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers,
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as Envelope;
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.msg}`);
  return envelope;
}

/** The bench server's embedded DynamoDB (endpoints.json of its data folder). */
async function serverTable(dataDir: string): Promise<DynamoDBDocumentClient> {
  const { dynamoEndpoint } = JSON.parse(await readFile(join(dataDir, 'endpoints.json'), 'utf8')) as {
    dynamoEndpoint: string;
  };
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: dynamoEndpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
}

async function solveCaptcha(baseUrl: string, dataDir: string) {
  const captchaId = randomUUID();
  const loaded = await call(baseUrl, `/client/common/clickCaptcha?id=${captchaId}`);
  const table = await serverTable(dataDir);
  try {
    const { Item } = await table.send(
      new GetCommand({ TableName: 'landing-builder', Key: { pk: `CAPTCHA#${captchaId}`, sk: 'CAPTCHA' } }),
    );
    const stored = Item as { width: number; height: number; boxes: [number, number, number, number][] };
    const captchaInfo = encodeClickInfo({
      points: stored.boxes.map(([x1, y1, x2, y2]) => ({ x: (x1 + x2) / 2, y: (y1 + y2) / 2 })),
      displayWidth: stored.width,
      displayHeight: stored.height,
    });
    // The first check carries the proof of work, as the captcha dialog's does.
    const pow = await solvePow((loaded.data as { pow: unknown }).pow);
    await call(baseUrl, '/client/common/checkClickCaptcha', {
      id: captchaId,
      info: captchaInfo,
      unset: false,
      pow,
    });
    return { captchaId, captchaInfo };
  } finally {
    table.destroy();
  }
}

/** A signed-up member: what localStorage `userInfo` keeps, the access token and the refresh cookie's token. */
export type BenchMember = {
  id: string;
  username: string;
  nickname: string;
  avatar: string;
  token: string;
  refresh_token: string;
};

/** Signs a new member up through the real endpoints of the server whose data folder is `dataDir`. */
export async function signUpMember(baseUrl: string, dataDir: string): Promise<BenchMember> {
  const tag = randomUUID().replaceAll('-', '').slice(0, 10);
  const email = `bench${tag}@example.com`;
  await call(baseUrl, '/client/Ems/send', {
    email,
    event: 'register',
    ...(await solveCaptcha(baseUrl, dataDir)),
  });
  const response = await fetch(`${baseUrl}/client/user/checkIn`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      tab: 'register',
      username: `bench${tag}`,
      password: 'Start#123',
      registerType: 'email',
      email,
      code: await latestCode(email, { dir: join(dataDir, 'outbox') }),
      ...(await solveCaptcha(baseUrl, dataDir)),
    }),
  });
  const answer = (await response.json()) as Envelope;
  if (answer.code !== 1) throw new Error(`/client/user/checkIn: ${answer.msg}`);
  // The refresh token travels only in the HttpOnly cookie.
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('ba-refresh=')) ?? '';
  const refresh_token = decodeURIComponent(cookie.slice('ba-refresh='.length).split(';')[0] ?? '');
  const { id, username, nickname, avatar, token } = (answer.data as { userInfo: BenchMember }).userInfo;
  // The builder rows keep a long page and its reference page: more pages than the Free plan has.
  const table = await serverTable(dataDir);
  await table.send(seededPlanUpdate('landing-builder', id, 'business'));
  table.destroy();
  return { id, username, nickname, avatar, token, refresh_token };
}

/** Content a real long page carries: text, pictures, buttons, FAQs (a few left incomplete on purpose). */
const FILL: Partial<Record<ModuleType, (n: number) => Record<string, unknown>>> = {
  'title-text': (n) => ({ content: `Section ${n}: why our customers come back` }),
  'link-button': (n) => ({
    items: [
      { title: `Shop collection ${n}`, icon: 'website', action: 'link', url: `https://shop.test/c/${n}` },
    ],
  }),
  'communication-tool': () => ({
    items: [{ channel: 'whatsapp', label: 'WhatsApp', mobile: '+85261234567' }],
  }),
  social: (n) => ({ platforms: [{ platform: 'facebook', url: `https://www.facebook.com/shop${n}` }] }),
  'rich-text': (n) => ({
    content: `<p>Paragraph ${n}. <strong>Free delivery</strong> on every order, returns within 30 days, and a real person answering on WhatsApp.</p><ul><li>Point one</li><li>Point two</li></ul>`,
  }),
  'question-answer': (n) => ({
    title: `Questions ${n}`,
    items: [
      { question: 'How long does delivery take?', answer: 'Two to four days.', open: false },
      { question: 'Can I pay on delivery?', answer: 'Yes, in most cities.', open: false },
    ],
  }),
};

/** The cycle of module types a long page repeats; the swiper has no picture yet (invalid: marked). */
const CYCLE: readonly ModuleType[] = [
  'title-text',
  'rich-text',
  'divider',
  'link-button',
  'communication-tool',
  'question-answer',
  'social',
  'picture-swiper',
];

/** A document of `count` modules cycling through common types, each with its schema's defaults. */
export function longDocument(count: number): PageDocument {
  const modules: ModuleInstance[] = [];
  for (let i = 0; i < count; i++) {
    const type = CYCLE[i % CYCLE.length] as ModuleType;
    const entry = SCHEMA_REGISTRY[type];
    if (!entry) throw new Error(`no schema for ${type}`);
    modules.push({
      id: `bench${String(i).padStart(5, '0')}`,
      type,
      version: entry.version,
      props: { ...defaultProps(entry), ...FILL[type]?.(i + 1) },
    });
  }
  return { ...emptyDocument(), modules };
}

/** Adds a page for the member and saves `doc` into it; answers the page id. */
export async function pageWithDocument(baseUrl: string, token: string, doc: PageDocument): Promise<string> {
  const added = await call(
    baseUrl,
    '/client/page/add',
    {
      name: `Bench ${doc.modules.length}`,
      route: `/bench-${doc.modules.length}-${randomUUID().slice(0, 6)}`,
    },
    token,
  );
  const id = (added.data as { page: { id: string } }).page.id;
  const detail = await call(baseUrl, `/client/page/detail?id=${id}`, undefined, token);
  const { version } = detail.data as { version: number };
  await call(baseUrl, '/client/page/save', { id, version, doc }, token);
  return id;
}
