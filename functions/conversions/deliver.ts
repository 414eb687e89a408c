import type { Delivery } from '#core/contracts/conversions.ts';
import type { ConversionJob, ConversionsQueue } from '#functions/conversions/job.ts';
import { liveServerEventModules } from '#functions/conversions/targets.ts';
import { openToken } from '#functions/conversions/token-vault.ts';
import {
  claimSend,
  listConversionSettings,
  recordDelivery,
  settleSend,
} from '#functions/data/conversions-repo.ts';
import { getPage } from '#functions/data/pages-repo.ts';
import { memberPlan } from '#functions/plans/entitlements.ts';
import { env } from '#functions/platform/env.ts';
import { createLogger } from '#functions/platform/log.ts';
import type { ConversionsAdapter, ServerEvent, ServerEventKind } from '#modules/shared/conversions-kit.ts';
import { EVENT_TYPES, type EventType } from '#modules/shared/event-tracking.ts';

/**
 * Sends one conversion job to each of its targets (a pixel id of a pixel module of the page), in
 * the platform's request format (the module's conversions.ts). Per target:
 * - checked first: the module and pixel id still on the live page, a token set, the owner's plan
 *   including server-side events, the event younger than the platform accepts; else dropped with
 *   the reason recorded;
 * - claimed (functions/data/conversions-repo.ts claimSend), so a redelivered job never sends an
 *   event twice: what was delivered or given up is not sent again;
 * - sent; 2xx → delivered; 429, 5xx, a network failure or the platform's own "try later" → sent
 *   again later (its own job, the back-off doubling from CONVERSIONS_RETRY_MS up to 6 hours) while
 *   the event is young enough; any other refusal (a wrong token, a bad field) → given up.
 * Every attempt is recorded in the target's history (the diagnostics panel). No token, address or
 * user agent is ever logged.
 */

const log = createLogger({ component: 'conversions' });

/** How long a sender holds an event's claim (longer than one request with its time-out). */
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;
const LONGEST_RETRY_MS = 6 * 3_600_000;
/** The queue's longest delay (SQS: 15 minutes); longer waits go round again until notBeforeMs. */
export const QUEUE_MAX_DELAY_MS = 15 * 60_000;
/** Claims outlive the oldest event any platform accepts (Snap: 37 days). */
const CLAIM_KEPT_MS = 40 * 86_400_000;

export type DeliverDeps = {
  queue: ConversionsQueue;
  now(): number;
  fetch: typeof fetch;
};

/** The back-off before attempt `attempt + 1`. */
export function retryDelayMs(attempt: number): number {
  return Math.min(LONGEST_RETRY_MS, env().CONVERSIONS_RETRY_MS * 2 ** (attempt - 1));
}

/** The platforms' API origins: production hosts, or the local sandbox (CONVERSIONS_BASE_URL). */
const PRODUCTION_ORIGINS: Record<string, string> = {
  facebook: 'https://graph.facebook.com',
  tiktok: 'https://business-api.tiktok.com',
  snapchat: 'https://tr.snapchat.com',
  reddit: 'https://ads-api.reddit.com',
};
export function platformOrigin(platform: string): string {
  const base = env().CONVERSIONS_BASE_URL;
  if (base) return `${base.replace(/\/+$/, '')}/${platform}`;
  const origin = PRODUCTION_ORIGINS[platform];
  if (!origin) throw new Error(`No API origin for platform ${platform}`);
  return origin;
}

/** Our event as the server event's kind: a page view, a standard event type, or a custom name. */
export function eventKind(job: ConversionJob): ServerEventKind {
  if (job.kind.type === 'view') return { type: 'view' };
  const name = job.kind.event;
  return (EVENT_TYPES as readonly string[]).includes(name) && name !== 'Custom'
    ? { type: 'standard', event: name as Exclude<EventType, 'Custom'> }
    : { type: 'custom', name };
}

function serverEvent(job: ConversionJob, adapter: ConversionsAdapter): ServerEvent {
  const clickId = job.clicks[adapter.clickParam];
  const browserId = job.cookies[adapter.browserCookie];
  return {
    id: job.id,
    kind: eventKind(job),
    atMs: job.atMs,
    url: job.url,
    ip: job.ip,
    userAgent: job.userAgent,
    ...(clickId ? { clickId } : {}),
    ...(browserId ? { browserId } : {}),
  };
}

/** The name the platform got, for the diagnostics: read back from the request the adapter built. */
function sentName(body: string, fallback: string): string {
  type Named = { event_name?: string; event?: string };
  type RedditV3 = { events?: { type?: { tracking_type?: string; custom_event_name?: string } }[] };
  try {
    // Meta, TikTok and Snap send `data: [...]`; Reddit v3 sends `data: { events: [...] }`.
    const json = JSON.parse(body) as { data?: Named[] | RedditV3 };
    if (Array.isArray(json.data)) return json.data[0]?.event_name ?? json.data[0]?.event ?? fallback;
    const type = json.data?.events?.[0]?.type;
    return type?.custom_event_name ?? type?.tracking_type ?? fallback;
  } catch {
    return fallback;
  }
}

export async function deliverJob(job: ConversionJob, deps: DeliverDeps): Promise<void> {
  if (job.notBeforeMs > deps.now()) {
    // Still backing off: round the queue again (its delays stop at 15 minutes).
    await deps.queue.send(job, Math.min(QUEUE_MAX_DELAY_MS, job.notBeforeMs - deps.now()));
    return;
  }
  const page = await getPage(job.owner, job.page);
  const modules = page ? await liveServerEventModules(page) : [];
  const settings = await listConversionSettings(job.owner, job.page);
  const entitled = (await memberPlan(job.owner, deps.now())).plan.serverConversions;
  const fallbackName = job.kind.type === 'view' ? 'PageView' : job.kind.event;
  for (const target of job.targets) {
    const where = { userId: job.owner, pageId: job.page, moduleId: target.module, pixelId: target.pixel };
    const module = modules.find((found) => found.moduleId === target.module);
    const setting = settings.find((s) => s.moduleId === target.module && s.pixelId === target.pixel);
    const record = (delivery: Omit<Delivery, 'atMs' | 'eventId' | 'attempt'>) =>
      recordDelivery(where, { atMs: deps.now(), eventId: job.id, attempt: job.attempt, ...delivery });
    const drop = (message: string) =>
      record({ event: fallbackName, status: 'dropped', httpStatus: 0, message });
    if (!module?.pixelIds.includes(target.pixel)) {
      await drop('The pixel is no longer on the published page');
      continue;
    }
    if (!setting?.sealedToken) {
      await drop('No access token is set');
      continue;
    }
    if (!entitled) {
      await drop('plan_required: server-side events need the Business plan');
      continue;
    }
    const { adapter } = module.entry;
    if (deps.now() - job.atMs > adapter.maxAgeMs) {
      await drop(`Older than the ${Math.round(adapter.maxAgeMs / 86_400_000)} days the platform accepts`);
      continue;
    }
    const claim = await claimSend(
      job.page,
      job.id,
      target.module,
      target.pixel,
      deps.now(),
      LEASE_MS,
      job.atMs + CLAIM_KEPT_MS,
    );
    if (claim !== 'claimed') continue;
    const request = await adapter.request(
      serverEvent(job, adapter),
      {
        pixelId: target.pixel,
        token: await openToken(setting.sealedToken),
        testEventCode: setting.testEventCode,
      },
      platformOrigin(adapter.platform),
    );
    const name = sentName(request.body, fallbackName);
    let status = 0;
    let answer: ReturnType<ConversionsAdapter['answer']>;
    try {
      const response = await deps.fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      answer = adapter.answer(status, await response.text());
    } catch (error) {
      // The platform did not answer (network, time-out): worth another attempt.
      answer = { ok: false, retry: true, message: error instanceof Error ? error.name : 'Network failure' };
    }
    if (answer.ok) {
      await settleSend(job.page, job.id, target.module, target.pixel, 'delivered');
      await record({ event: name, status: 'accepted', httpStatus: status, message: '' });
      continue;
    }
    const delay = retryDelayMs(job.attempt);
    const young = deps.now() + delay - job.atMs <= adapter.maxAgeMs;
    if (answer.retry && young) {
      await settleSend(job.page, job.id, target.module, target.pixel, null);
      await record({ event: name, status: 'retrying', httpStatus: status, message: answer.message });
      await deps.queue.send(
        { ...job, targets: [target], attempt: job.attempt + 1, notBeforeMs: deps.now() + delay },
        Math.min(QUEUE_MAX_DELAY_MS, delay),
      );
      continue;
    }
    await settleSend(job.page, job.id, target.module, target.pixel, 'given-up');
    await record({
      event: name,
      status: answer.retry ? 'dropped' : 'failed',
      httpStatus: status,
      message: answer.retry
        ? `${answer.message} (given up: the next attempt would be older than the platform accepts)`
        : answer.message,
    });
    log.info('conversion given up', {
      page: job.page,
      module: target.module,
      platform: adapter.platform,
      status,
    });
  }
}
