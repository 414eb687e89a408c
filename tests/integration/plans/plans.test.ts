import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { brotliCompressSync } from 'node:zlib';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { pageRowDataSchema } from '#core/contracts/page.ts';
import { planApplyDataSchema } from '#core/contracts/publish.ts';
import type { PageDocument } from '#core/page/document.ts';
import { PLAN_MONTH_MS, type PlanRefusal } from '#core/plans.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { listLedger } from '#functions/data/ledger-repo.ts';
import { applyBatch } from '#functions/data/money-repo.ts';
import { getPage } from '#functions/data/pages-repo.ts';
import { getMember, userKey } from '#functions/data/users-repo.ts';
import { publishDeps } from '#functions/handlers/publish/deps.ts';
import type { Notifier, OutgoingMessage } from '#functions/notify/message.ts';
import { applyPlanTerms } from '#functions/plans/terms.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import { renderPublishedPage } from '#functions/publish/render-page.ts';
import { fixture } from '../../fixtures/published-pages.ts';
import { setupApiStack } from '../../helpers/api-stack.ts';
import { expectLedgerBalanced, newMember } from '../pay/helpers.ts';

const stack = setupApiStack();
const log = createLogger({ component: 'plan-terms-test' });

type Member = { id: string; token: string };

const post = (path: string, token: string, body: unknown = {}, lang = 'en') =>
  stack.call(path, { method: 'POST', token, body, lang });

/** A member with money on the balance (through the ledger, as a recharge) and quick pay on. */
async function member(cents = 0): Promise<Member> {
  const { id, token } = await newMember();
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: userKey(id),
      UpdateExpression: 'SET payPasswordHash = :hash, quickPay = :on, email = :email',
      ExpressionAttributeValues: { ':hash': 'scrypt$set', ':on': true, ':email': `${id}@example.com` },
    }),
  );
  if (cents > 0)
    await applyBatch({
      userId: id,
      at: Date.now(),
      moves: [{ kind: 'balance', amount: cents, ref: `seed-${randomUUID()}`, memo: 'seed' }],
    });
  return { id, token };
}

async function addPage(m: Member, name: string, route: string) {
  const { body } = await post('/client/page/add', m.token, { name, route });
  if (body.code !== 1) throw new Error(`add refused: ${body.msg}`);
  return pageRowDataSchema.parse(body.data).page;
}

const title = (id: string): PageDocument['modules'][number] => ({
  id,
  type: 'title-text',
  version: 1,
  props: { content: 'Spring sale' },
});
const pixel = (id: string): PageDocument['modules'][number] => ({
  id,
  type: 'facebook-pixel',
  version: 1,
  props: { pixelIds: '123456789012345' },
});
const doc = (...modules: PageDocument['modules']): PageDocument => ({
  version: 1,
  setup: {
    title: 'Sale',
    keywords: '',
    description: '',
    backgroundColor: '',
    backgroundImage: '',
    lang: 'en',
  },
  modules,
});

async function save(m: Member, pageId: string, document: PageDocument) {
  const page = await getPage(m.id, pageId);
  const { body } = await post('/client/page/save', m.token, {
    id: pageId,
    version: page?.docVersion,
    doc: document,
  });
  if (body.code !== 1) throw new Error(`save refused: ${body.msg}`);
}

const publish = (m: Member, id: string, lang = 'en') => post('/client/page/publish', m.token, { id }, lang);

const buy = (m: Member, plan: 'pro' | 'business' = 'pro') =>
  post('/client/pay/buyPlan', m.token, { plan, months: 1, request_id: randomUUID() });

/** The page as the platform host serves it. */
function visit(path: string): Promise<{ status: number; html: string }> {
  const { hostname, port } = new URL(stack.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, html: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The daily job at `nowMs`, with the sent notices collected. */
async function runTerms(nowMs: number, sent: OutgoingMessage[] = []) {
  const notifier: Notifier = { send: async (message) => void sent.push(message) };
  return applyPlanTerms({ nowMs, log, deps: publishDeps(), notify: () => notifier });
}

async function planEndOf(m: Member): Promise<number> {
  return (await getMember(m.id))?.planExpiresAt ?? 0;
}

const endedMemos = async (m: Member) =>
  (await listLedger(m.id, 'balance', { limit: 100, page: 1 })).entries.filter(
    (entry) => typeof entry.memo === 'object' && entry.memo.kind === 'plan_ended',
  );

describe('plans are enforced by the server', () => {
  it('a free member is refused pixels and domains with the plan that unlocks them, buys Pro, succeeds', async () => {
    const m = await member(9900);
    const page = await addPage(m, 'Sale', '/');
    await save(m, page.id, doc(title('title1'), pixel('pixelx1')));

    for (const [lang, text] of [
      ['en', 'Ad pixels need the Pro plan: buy Pro to publish this page with its pixels.'],
      ['zh-cn', '广告像素需要专业版：购买专业版后即可连同像素发布此页面。'],
    ] as const) {
      const { body } = await publish(m, page.id, lang);
      expect(body.code).toBe(0);
      expect(body.msg).toBe(text);
      expect(body.data).toEqual({
        reason: 'plan_required',
        entitlement: 'pixels',
        plan: 'pro',
        link: '/console?buy=pro',
      } satisfies PlanRefusal);
    }
    expect((await visit(`/${page.id}`)).status).toBe(404);

    const domain = await post('/client/domain/add', m.token, {
      name: 'shop-free.example.com',
      region: 'us-east-1',
      type: 'http',
    });
    expect(domain.body.code).toBe(0);
    expect(domain.body.msg).toContain('Custom domains need the Pro plan');
    expect(domain.body.data).toMatchObject({ entitlement: 'domains', plan: 'pro', link: '/console?buy=pro' });

    const second = await post('/client/page/add', m.token, { name: 'Second', route: '/second' });
    expect(second.body).toMatchObject({ code: 0, data: { entitlement: 'pages', plan: 'pro' } });

    const bought = await buy(m);
    expect(bought.body.code, bought.body.msg).toBe(1);
    const live = await publish(m, page.id);
    expect(live.body.code, live.body.msg).toBe(1);
    const html = (await visit(`/${page.id}`)).html;
    expect(html).toContain('connect.facebook.net');
    expect(html).not.toContain('lp-badge');
    expect(
      (
        await post('/client/domain/add', m.token, {
          name: 'shop-pro.example.com',
          region: 'us-east-1',
          type: 'http',
        })
      ).body.code,
    ).toBe(1);
    expect((await post('/client/page/add', m.token, { name: 'Second', route: '/second' })).body.code).toBe(1);
  });

  it('free pages carry the platform badge', async () => {
    const m = await member();
    const page = await addPage(m, 'Free', '/');
    await save(m, page.id, doc(title('title1')));
    expect((await publish(m, page.id)).body.code).toBe(1);
    expect((await visit(`/${page.id}`)).html).toContain('class="lp-badge"');
  });
});

describe('a plan term lapses and renewing restores it', () => {
  it('lapse: pixel pages and pages beyond Free go offline, kept; the oldest gets the badge; one memo; renewal restores', async () => {
    const m = await member(2 * 9900);
    expect((await buy(m)).body.code).toBe(1);
    const oldest = await addPage(m, 'Oldest', '/');
    const withPixel = await addPage(m, 'Pixel', '/pixel');
    const plain = await addPage(m, 'Plain', '/plain');
    await save(m, oldest.id, doc(title('title1')));
    await save(m, withPixel.id, doc(title('title2'), pixel('pixelx2')));
    await save(m, plain.id, doc(title('title3')));
    for (const page of [oldest, withPixel, plain]) expect((await publish(m, page.id)).body.code).toBe(1);
    const pixelVersion = (await getPage(m.id, withPixel.id))?.publishedVersion;

    // Three days before the end: the notice, once.
    const end = await planEndOf(m);
    const sent: OutgoingMessage[] = [];
    await runTerms(end - 2 * 86_400_000, sent);
    await runTerms(end - 86_400_000, sent);
    // (Members of other tests in this file are due too: only this one's notices count here.)
    const mine = sent.filter((message) => message.to === `${m.id}@example.com`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ channel: 'email' });
    expect(mine[0]?.text).toContain('Nothing is deleted');

    // The end passes (the job's clock moved, as `ops plans terms --now` does).
    const report = await runTerms(end + 1);
    expect(report.lapsed).toBeGreaterThanOrEqual(1);
    expect(report.failed).toBe(0);
    await runTerms(end + 2);
    expect(await endedMemos(m)).toHaveLength(1);
    await expectLedgerBalanced(m.id);

    expect((await visit(`/${withPixel.id}`)).status).toBe(404);
    expect((await visit(`/${plain.id}`)).status).toBe(404);
    const kept = await visit(`/${oldest.id}`);
    expect(kept.status).toBe(200);
    expect(kept.html).toContain('lp-badge');
    expect(await getPage(m.id, withPixel.id)).toMatchObject({
      publishedVersion: 0,
      suspendedVersion: pixelVersion,
    });

    // Lapsed: the handlers agree with the job (its marker ends the term for them too).
    const refused = await publish(m, withPixel.id);
    expect(refused.body).toMatchObject({ code: 0, data: { entitlement: 'pixels' } });
    const account = await stack.call('/client/pay/account', { token: m.token });
    expect(account.body.data).toMatchObject({ plan: 'free', ended_plan: 'pro' });

    // Renewing: the purchase, then the app's applyPlan call (the job would do it next).
    expect((await buy(m)).body.code).toBe(1);
    const applied = await post('/client/page/applyPlan', m.token);
    expect(planApplyDataSchema.parse(applied.body.data)).toMatchObject({
      plan: 'pro',
      restored: 2,
      rerendered: 1,
    });
    const back = await visit(`/${withPixel.id}`);
    expect(back.status).toBe(200);
    expect(back.html).toContain('connect.facebook.net');
    expect((await visit(`/${oldest.id}`)).html).not.toContain('lp-badge');
    expect(await getPage(m.id, withPixel.id)).toMatchObject({
      publishedVersion: pixelVersion,
      suspendedVersion: 0,
      suspendedDocKey: '',
    });
    // Applying again changes nothing.
    expect((await post('/client/page/applyPlan', m.token)).body.data).toMatchObject({
      restored: 0,
      suspended: 0,
    });
  });
});

describe('concurrency', () => {
  it('two publishes racing a lapse never leave a page live that the plan no longer covers', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await member(9900);
      expect((await buy(m)).body.code).toBe(1);
      const a = await addPage(m, 'A', '/');
      const b = await addPage(m, 'B', '/b');
      await save(m, a.id, doc(title('titlea'), pixel('pixela')));
      await save(m, b.id, doc(title('titleb'), pixel('pixelb')));
      const end = await planEndOf(m);
      const [first, second, report] = await Promise.all([
        publish(m, a.id),
        publish(m, b.id),
        runTerms(end + 1),
      ]);
      expect(report.failed).toBe(0);
      for (const [answer, page] of [
        [first, a],
        [second, b],
      ] as const) {
        // Either refused (the lapse came first) or published and then taken offline by the sweep.
        if (answer.body.code === 0) expect(answer.body.data).toMatchObject({ reason: 'plan_required' });
        else expect(answer.body.code).toBe(1);
        expect((await visit(`/${page.id}`)).status).toBe(404);
        const stored = await getPage(m.id, page.id);
        expect(stored?.publishedVersion).toBe(0);
        expect(stored?.publishedKeys).toEqual([]);
      }
      expect(await endedMemos(m)).toHaveLength(1);
    }
  });

  it('a purchase racing the expiry: paid once, the new term counted from the old end, pages back online', async () => {
    for (let round = 0; round < 3; round++) {
      const m = await member(2 * 9900);
      expect((await buy(m)).body.code).toBe(1);
      const page = await addPage(m, 'A', '/');
      await save(m, page.id, doc(title('titlea'), pixel('pixela')));
      expect((await publish(m, page.id)).body.code).toBe(1);
      const end = await planEndOf(m);
      const [bought, report] = await Promise.all([buy(m), runTerms(end + 1)]);
      expect(bought.body.code, bought.body.msg).toBe(1);
      expect(report.failed).toBe(0);
      // The renewal (before the real end) extends the paid term by exactly one month.
      expect(await planEndOf(m)).toBe(end + PLAN_MONTH_MS);
      // Whichever ran last, the pages follow the plan in force: a second pass of both settles it.
      await post('/client/page/applyPlan', m.token);
      await runTerms(Date.now());
      expect((await visit(`/${page.id}`)).status).toBe(200);
      const audit = await expectLedgerBalanced(m.id);
      expect(audit.balanceCents).toBe(0);
      const account = await stack.call('/client/pay/account', { token: m.token });
      expect(account.body.data).toMatchObject({ plan: 'pro' });
    }
  });
});

describe('the platform badge', () => {
  it('adds a few hundred bytes and no script to a published page (BENCHMARKS rows 1-2)', async () => {
    for (const name of ['minimal', 'all-modules'] as const) {
      const item = fixture(name);
      const input = { page: item.page, doc: item.doc, liveUrl: `https://pages.example.com/${item.page.id}` };
      const [plain, badged] = await Promise.all([
        renderPublishedPage(input),
        renderPublishedPage({ ...input, badge: true }),
      ]);
      expect(badged).toContain('class="lp-badge"');
      expect(plain).not.toContain('lp-badge');
      const scripts = (html: string) => (html.match(/<script/g) ?? []).length;
      expect(scripts(badged)).toBe(scripts(plain));
      const size = (html: string) => brotliCompressSync(html).length;
      expect(size(badged) - size(plain)).toBeLessThan(300);
      expect(size(badged)).toBeLessThanOrEqual(13 * 1024);
    }
  });
});
