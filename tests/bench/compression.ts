import { request } from 'node:http';
import { longDocument, pageWithDocument, signUpMember } from './member.ts';
import type { BenchRow } from './report.ts';
import type { LocalServer } from './server.ts';

/** Bytes of one answer as transferred with this Accept-Encoding (node:http: nothing decoded). */
function transferred(url: URL, token: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        headers: {
          server: 'true',
          'think-lang': 'en',
          'ba-user-token': token,
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        res.on('end', () => resolve(size));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Row 18: GET /client/page/detail of a 1,000-module page, as transferred plain, with gzip and with brotli. */
export async function benchCompression(server: LocalServer): Promise<BenchRow[]> {
  const member = await signUpMember(server.baseUrl, server.dataDir);
  const id = await pageWithDocument(server.baseUrl, member.token, longDocument(1000));
  const url = new URL(`/client/page/detail?id=${id}`, server.baseUrl);
  const [plain, gzip, br] = [
    await transferred(url, member.token, ''),
    await transferred(url, member.token, 'gzip'),
    await transferred(url, member.token, 'gzip, deflate, br'),
  ];
  return [
    {
      id: 18,
      metric:
        'API answer compressed: /client/page/detail of 1,000 modules (brotli; gzip and plain in the notes)',
      unit: 'B',
      samples: [br],
      target: '<= 10 KB transferred',
      pass: br <= 10 * 1024 && gzip <= 10 * 1024,
      notes: `gzip ${gzip} B, plain ${plain} B`,
    },
  ];
}
