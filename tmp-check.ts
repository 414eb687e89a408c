import { writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import { renderPublishedPage } from '#functions/publish/render-page.ts';
import { FIXTURES } from './tests/fixtures/published-pages.ts';

for (const f of FIXTURES) {
  const html = await renderPublishedPage({
    page: f.page,
    doc: f.doc,
    liveUrl: `https://pages.example.com/${f.page.id}`,
  });
  writeFileSync(`/tmp/page-${f.name}.html`, html);
  console.log(f.name, html.length, brotliCompressSync(html).length);
}
