import type { AddressInfo } from 'node:net';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { safeParse } from 'zod/v4/core';
import type { EndpointSchemas } from '#core/contracts/endpoint.ts';
import { ENDPOINTS } from '#core/contracts/endpoints.ts';
import type { PaidPlanId } from '#core/plans.ts';
import { localConversionsQueue } from '#functions/conversions/local-consumer.ts';
import { type ConversionsSandbox, createConversionsSandbox } from '#functions/conversions/sandbox.ts';
import { s3BlobStore } from '#functions/data/blob-store.ts';
import { bootstrapStores } from '#functions/data/bootstrap.ts';
import { documentClient } from '#functions/data/dynamo-client.ts';
import { sessionKey } from '#functions/data/sessions-repo.ts';
import { userKey } from '#functions/data/users-repo.ts';
import { ALL_ROUTES } from '#functions/groups/registry.ts';
import { STATIC_DIR } from '#functions/local/paths.ts';
import { createLocalServer } from '#functions/local/server.ts';
import { pointClientsAt } from '#functions/local/stack.ts';
import { type LocalStores, startStores } from '#functions/local/stores.ts';
import { resetGatewayConfig } from '#functions/pay/gateway-config.ts';
import { createSandboxGateway, type SandboxGateway } from '#functions/pay/sandbox/gateway.ts';
import { generateSandboxKeys, type SandboxKeys, sandboxEnvironment } from '#functions/pay/sandbox/keys.ts';
import { env, resetEnvForTests } from '#functions/platform/env.ts';
import { signAccessToken } from '#functions/platform/tokens.ts';
import { customDomainStatus } from '#functions/publish/serving.ts';
import { SEEDED_PLAN_MS } from './plans.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

/** The refresh token an answer set in the refresh cookie ('' when it set none or cleared it). */
export function refreshCookieOf(setCookies: readonly string[]): string {
  for (const line of setCookies) {
    const match = /^ba-refresh=([^;]*)/.exec(line);
    if (match) return decodeURIComponent(match[1] ?? '');
  }
  return '';
}

/**
 * Every successful answer a test gets must match its endpoint's answer contract: the browser
 * takes answers as sent (src/app/api/client.ts), so this is where a handler that strays from its
 * contract is caught.
 */
async function checkAnswer(method: string, url: string, body: { code: number; data: unknown }) {
  const path = url.split('?')[0];
  const endpoint = ENDPOINTS.find((e) => e.method === method && e.path === path);
  if (body.code !== 1 || !endpoint || !('schemas' in endpoint)) return;
  const { answer } = (await endpoint.schemas()) as EndpointSchemas;
  const checked = answer && safeParse(answer, body.data);
  if (checked && !checked.success)
    throw new Error(`${method} ${path} answered outside its contract: ${checked.error.message}`);
}

export type ApiStack = {
  baseUrl: string;
  /** With `paySandbox`: the sandbox gateway's keys (to forge and tamper notifications in tests). */
  sandboxKeys: SandboxKeys | null;
  /** With `conversionsSandbox`: the conversions sandbox (what it received), the adapters pointed at it. */
  conversions: ConversionsSandbox | null;
  /** Calls the local server like the browser's API client does. */
  call(
    path: string,
    init?: {
      method?: 'GET' | 'POST';
      lang?: string;
      token?: string;
      body?: unknown;
      query?: string;
      /** A Cookie header (e.g. the refresh cookie). */
      cookie?: string;
      /** More headers (e.g. user-agent, sec-fetch-site). */
      headers?: Record<string, string>;
    },
  ): Promise<{
    status: number;
    body: { code: number; msg: string; time: number; data: unknown };
    /** The answer's Set-Cookie headers. */
    setCookies: string[];
  }>;
};

/**
 * Per test file: in-memory dynalite and s3rver, bootstrapped and seeded, behind the real local
 * server (handlers reached over HTTP, as in production through API Gateway).
 */
export function setupApiStack(
  options: { paySandbox?: boolean; conversionsSandbox?: boolean } = {},
): ApiStack {
  let stores: LocalStores;
  let server: ReturnType<typeof createLocalServer>;
  let sandbox: SandboxGateway | null = null;
  const stack: ApiStack = {
    baseUrl: '',
    sandboxKeys: null,
    conversions: options.conversionsSandbox ? createConversionsSandbox() : null,
    async call(path, init = {}) {
      const headers: Record<string, string> = {
        server: 'true',
        'think-lang': init.lang ?? 'en',
        ...init.headers,
      };
      if (init.token) headers['ba-user-token'] = init.token;
      if (init.cookie) headers.cookie = init.cookie;
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${stack.baseUrl}${path}${init.query ? `?${init.query}` : ''}`, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      });
      const body = (await response.json()) as { code: number; data: unknown };
      await checkAnswer(init.method ?? 'GET', path, body);
      return { status: response.status, body: body as never, setCookies: response.headers.getSetCookie() };
    },
  };
  beforeAll(async () => {
    stores = await startStores({ dataDir: null });
    pointClientsAt(stores, TEST_JWT_SECRET);
    await bootstrapStores(Date.now());
    // Like the local server: conversion jobs go to the in-process queue.
    localConversionsQueue();
    server = createLocalServer({
      staticDir: STATIC_DIR,
      siteBlobs: s3BlobStore(env().SITE_BUCKET),
      uploadBlobs: s3BlobStore(env().UPLOADS_BUCKET),
      routes: ALL_ROUTES,
      customDomain: customDomainStatus,
      ...(options.paySandbox
        ? {
            paySandbox: {
              handle: async (req, res, url) => {
                if (!sandbox) throw new Error('The pay sandbox is not started yet');
                await sandbox.handle(req, res, url);
              },
            },
          }
        : {}),
      ...(stack.conversions ? { conversionsSandbox: stack.conversions } : {}),
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    stack.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (stack.conversions) {
      // Like the local server: the production adapters pointed at the sandbox; retries soon.
      process.env.CONVERSIONS_BASE_URL = `${stack.baseUrl}/sandbox/conversions`;
      process.env.CONVERSIONS_RETRY_MS = '20';
      resetEnvForTests();
    }
    if (options.paySandbox) {
      // Like the local server: fresh gateway keys, the production adapters pointed at the sandbox.
      const keys = generateSandboxKeys();
      Object.assign(process.env, sandboxEnvironment(keys, stack.baseUrl));
      resetGatewayConfig();
      sandbox = createSandboxGateway(keys);
      stack.sandboxKeys = keys;
    }
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await stores.stop();
  });
  return stack;
}

/**
 * Stores a member directly (the accounts capability's sign-up does this for real). `plan` gives
 * the member a paid plan for a year, as a purchase would (tests of what a paying member may do;
 * tests of buying a plan go through POST /client/pay/buyPlan).
 */
export async function putMember(member: {
  id: string;
  username: string;
  nickname?: string;
  status?: string;
  plan?: PaidPlanId;
}) {
  const { plan, ...fields } = member;
  const planFields = plan ? { planId: plan, planExpiresAt: Date.now() + SEEDED_PLAN_MS } : {};
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: { ...userKey(member.id), nickname: '', avatar: '', status: 'enable', ...fields, ...planFields },
    }),
  );
  // The session tokenFor() names: live until a password change (createdAt 0) or a logout.
  await documentClient().send(
    new PutCommand({
      TableName: env().TABLE_NAME,
      Item: {
        ...sessionKey(member.id, TEST_SESSION_ID),
        memberId: member.id,
        sessionId: TEST_SESSION_ID,
        currentHash: '',
        createdAt: 0,
        expiresAt: Number.MAX_SAFE_INTEGER,
      },
    }),
  );
}

/** The session of every tokenFor() token; putMember starts it. */
export const TEST_SESSION_ID = 'session-1';

export function tokenFor(memberId: string, ttlSeconds?: number): string {
  return signAccessToken({ sub: memberId, sid: TEST_SESSION_ID }, TEST_JWT_SECRET, ttlSeconds);
}
