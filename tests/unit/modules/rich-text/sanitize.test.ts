import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '#modules/rich-text/sanitize.ts';

/** Nothing executable may be left in the output, whatever the input. */
function assertInert(html: string): void {
  expect(html).not.toMatch(
    /<\s*(script|style|iframe|object|embed|svg|math|form|input|link|meta|base|frame|template|textarea)/i,
  );
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(java|vb)script\s*:/i);
  expect(html).not.toMatch(/data\s*:/i);
  expect(html).not.toMatch(/url\s*\(|expression\s*\(/i);
}

describe('sanitizeRichText: known XSS vectors (OWASP cheat sheet style)', () => {
  it.each([
    ['<script>alert(1)</script>', ''],
    ['<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>', ''],
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://a.example/x.png" onerror="alert(1)">', '<img src="https://a.example/x.png" />'],
    ['<IMG SRC="javascript:alert(\'XSS\');">', ''],
    ['<IMG SRC=JaVaScRiPt:alert(1)>', ''],
    [
      '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
      '',
    ],
    ['<IMG SRC="jav&#x09;ascript:alert(1);">', ''],
    ['<IMG SRC=" &#14;  javascript:alert(1);">', ''],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="JAVASCRIPT:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="java\u0000script:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    [
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<a rel="noopener nofollow">x</a>',
    ],
    ['<a href="//evil.example/">x</a>', '<a rel="noopener nofollow">x</a>'],
    [
      '<a href="https://ok.example/" target="_top" onclick="x()">x</a>',
      '<a href="https://ok.example/" rel="noopener nofollow">x</a>',
    ],
    ['<svg onload=alert(1)>', ''],
    ['<svg><script>alert(1)</script></svg><p>after</p>', '<p>after</p>'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<math href="javascript:alert(1)">CLICK</math>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<object data="javascript:alert(1)"></object>', ''],
    ['<embed src="https://xss.example/x.swf">', ''],
    ['<form action="https://evil.example"><button>go</button></form>', 'go'],
    ['<style>body{background:url(javascript:alert(1))}</style>', ''],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<p style="background-color: url(https://evil.example/t.png)">x</p>', '<p>x</p>'],
    ['<p style="color: expression(alert(1))">x</p>', '<p>x</p>'],
    ['<p style="color:red;position:fixed;top:0">x</p>', '<p style="color: red">x</p>'],
    ['<p style="-moz-binding:url(http://xss.example/xss.xml#xss)">x</p>', '<p>x</p>'],
    ['<div onmouseover="alert(1)">hover</div>', 'hover'],
    ['<body onload=alert(1)>', ''],
    ['<meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<base href="javascript:alert(1)//">', ''],
    ['<link rel="stylesheet" href="javascript:alert(1)">', ''],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    [
      '<p><strong><em><u><s><span onclick="x" style="color:#0f0">deep</span></s></u></em></strong></p>',
      '<p><strong><em><u><s><span style="color: #0f0">deep</span></s></u></em></strong></p>',
    ],
    ['<table><tr><td>cell</td></tr></table>', 'cell'],
    ['<h1>big</h1><h5>small</h5>', 'bigsmall'],
    ['<!--<img src=x onerror=alert(1)>-->', ''],
    ['<img """><script>alert(1)</script>">', '"&gt;'],
    // Unclosed and nested dropped-with-content tags take everything inside them along.
    ['<script>alert(1)', ''],
    ['<p>ok</p><script>alert(1)', '<p>ok</p>'],
    ['<svg><svg></svg><img src=x onerror=alert(1)></svg><p>ok</p>', '<p>ok</p>'],
    ['<p>ok</p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p>ok</p>'],
    ['<xss><p>ok</p></xss><script/xss src="https://evil.example/x.js"></script>', '<p>ok</p>'],
    // Attribute values cannot break out of their quotes.
    [
      `<img src="https://a.example/x.png" alt='"><script>alert(1)</script>'>`,
      '<img src="https://a.example/x.png" alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    ],
    ['<a href="https://ok.example/&quot; onclick=&quot;alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<p title="<script>">x</p>', '<p>x</p>'],
    [
      '<a href="https://ok.example/"/onclick=alert(1)>x</a>',
      '<a href="https://ok.example/" rel="noopener nofollow">x</a>',
    ],
    ['<IMG SRC="https://a.example/x.png"\nonerror="alert(1)">', '<img src="https://a.example/x.png" />'],
    ['<img src="/uploads/a.png" src="javascript:alert(1)">', '<img src="/uploads/a.png" />'],
    ['<p style="color:red" STYLE="color:blue" OnClick="x">x</p>', '<p style="color: red">x</p>'],
    // Encoded schemes and style tricks.
    ['<a href="java&Tab;script:alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<a href="javascript&colon;alert(1)">x</a>', '<a rel="noopener nofollow">x</a>'],
    ['<span style="color: expression&#40;alert(1)&#41;">x</span>', '<span>x</span>'],
    ['<p style="color: red; behavior: url(x.htc)">x</p>', '<p style="color: red">x</p>'],
    [
      '<span style="color:red;}</style><script>alert(1)</script>">x</span>',
      '<span style="color: red">x</span>',
    ],
    [
      '<a rel="opener" href="https://a.example/">x</a>',
      '<a href="https://a.example/" rel="noopener nofollow">x</a>',
    ],
    ['<<script>alert(1)</script>', '&lt;'],
    ['<img/src="https://a.example/x.png"/onerror=alert(1)>', '<img src="https://a.example/x.png" />'],
  ])('cleans %s', (input, expected) => {
    const output = sanitizeRichText(input);
    expect(output).toBe(expected);
    assertInert(output);
  });
});

describe('sanitizeRichText: what the editor produces survives', () => {
  it('keeps the allowed tags, links, pictures and styles', () => {
    const html =
      '<h2 style="text-align: center">Title</h2><h3>Sub</h3><h4>Small</h4>' +
      '<p>Text <strong>b</strong> <b>b</b> <em>i</em> <i>i</i> <u>u</u> <s>s</s><br />line</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote>' +
      '<p><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener nofollow">web</a> ' +
      '<a href="mailto:hi@example.com" rel="noopener nofollow">mail</a> <a href="tel:+85212345678" rel="noopener nofollow">call</a></p>' +
      '<p><span style="color: #ff0000; background-color: rgb(255, 255, 0)">marked</span></p>' +
      '<img src="/uploads/2026/11/a.png" alt="A" width="300" height="200" /><img src="https://cdn.example.com/b.jpg" alt="" />';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('adds rel to links and drops refused attributes', () => {
    expect(sanitizeRichText('<a href="https://a.example/" class="x" id="y" title="t">a</a>')).toBe(
      '<a href="https://a.example/" rel="noopener nofollow">a</a>',
    );
    expect(sanitizeRichText('<img src="/uploads/a.png" width="100%" height="20" data-x="1" />')).toBe(
      '<img src="/uploads/a.png" height="20" />',
    );
    expect(sanitizeRichText('<img src="/api/logout" />')).toBe('');
  });

  it('keeps a lone "<" in text as text, and decodes encoded addresses', () => {
    expect(sanitizeRichText('<p>a < b & c > d</p>')).toBe('<p>a &lt; b & c &gt; d</p>');
    expect(sanitizeRichText('<a href="https:&#x2F;&#x2F;ok.example/">x</a>')).toBe(
      '<a href="https://ok.example/" rel="noopener nofollow">x</a>',
    );
  });

  it('answers empty text for empty or non-string input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(undefined as unknown as string)).toBe('');
  });
});
