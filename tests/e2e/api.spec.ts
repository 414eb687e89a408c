import { expect, test } from './fixtures.ts';

test('the local server answers the start-up data and unknown pages with the 404 page', async ({
  request,
}) => {
  const index = await request.get('/client/index/index', { headers: { server: 'true', 'think-lang': 'en' } });
  expect(index.status()).toBe(200);
  const body = (await index.json()) as { code: number; data: { site_info: { site_name: string } } };
  expect(body.code).toBe(1);
  expect(body.data.site_info.site_name).toBeTruthy();

  const missing = await request.get('/definitely/not/here');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html');
});
