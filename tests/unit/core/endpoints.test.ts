import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeKey } from '#core/contracts/endpoint.ts';
import { ENDPOINT_GROUPS, ENDPOINTS, endpoints } from '#core/contracts/endpoints.ts';
import { ROUTES } from '#functions/routes.ts';

const GROUP_DIR = path.join(import.meta.dirname, '../../../src/core/contracts/endpoints');

describe('the endpoint list', () => {
  it('names each endpoint once, in the file of its own group', () => {
    for (const [group, members] of Object.entries(ENDPOINT_GROUPS))
      for (const [name, endpoint] of Object.entries(members)) expect(endpoint.group, name).toBe(group);
    expect(Object.keys(endpoints)).toHaveLength(ENDPOINTS.length);
    expect(new Set(ENDPOINTS.map(routeKey)).size).toBe(ENDPOINTS.length);
  });

  it('lists every group file', () => {
    const files = readdirSync(GROUP_DIR).map((file) => file.replace(/\.ts$/, ''));
    const groups = Object.keys(ENDPOINT_GROUPS).map((group) => (group === 'index' ? 'start-up' : group));
    expect(files.sort()).toEqual(groups.sort());
  });

  it('is the route table the server and CDK read', () => {
    expect(ROUTES.map(routeKey)).toEqual(ENDPOINTS.map(routeKey));
    expect(ROUTES.map((route) => route.auth)).toEqual(ENDPOINTS.map((endpoint) => endpoint.auth));
  });

  it('gives every endpoint that answers an envelope an answer schema', () => {
    const raw = ENDPOINTS.filter((endpoint) => !('answer' in endpoint)).map(routeKey);
    // The gateways' notifications, and the insights beacon (204 on success, no envelope).
    expect(raw).toEqual(['POST /client/pay/notify/{channel}', 'POST /client/insights/collect']);
  });
});
