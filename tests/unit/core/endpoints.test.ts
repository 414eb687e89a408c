import { readdirSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
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

  it('gives every endpoint that answers an envelope an answer schema', async () => {
    const raw: string[] = [];
    for (const endpoint of ENDPOINTS)
      if (!('schemas' in endpoint && 'answer' in (await endpoint.schemas()))) raw.push(routeKey(endpoint));
    // The gateways' notifications, and the insights beacon (204 on success, no envelope).
    expect(raw).toEqual(['POST /client/pay/notify/{channel}', 'POST /client/insights/collect']);
  });

  it('describes every endpoint without Zod: the schemas load on first use, by dynamic import', async () => {
    // What importing the list (or one group's file) evaluates: its static import graph.
    const { metafile } = await build({
      entryPoints: [path.join(GROUP_DIR, '../endpoints.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      splitting: true,
      outdir: 'unused',
      platform: 'node',
      logLevel: 'silent',
    });
    const entry = Object.keys(metafile.inputs).find((file) => file.endsWith('contracts/endpoints.ts')) ?? '';
    const loaded = new Set([entry]);
    for (const file of loaded)
      for (const { path: next, kind } of metafile.inputs[file]?.imports ?? [])
        if (kind === 'import-statement') loaded.add(next);
    expect([...loaded].filter((file) => file.includes('node_modules/zod'))).toEqual([]);
    // No contract module: only the descriptions (endpoint.ts, endpoints.ts, endpoints/*).
    expect([...loaded].filter((file) => /contracts\/(?!endpoints?[./])/.test(file))).toEqual([]);
    // ...and they are there when asked for.
    const { checkIn } = await import('#core/contracts/endpoints/user.ts');
    const schemas = await checkIn.schemas();
    expect(schemas.body.safeParse({ tab: 'login' }).success).toBe(false);
  });
});
