import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_HINTS } from '#functions/platform/error-hints.ts';
import { ERRORS } from '#functions/platform/errors.ts';

/**
 * The README's error table (API, "Errors") is the error catalogue as it is: every error's HTTP
 * status, envelope code, message in both languages and what to do (functions/platform/errors.ts
 * and error-hints.ts). After a change to either, `UPDATE_README=1 npx vitest run
 * tests/unit/docs/readme-errors.test.ts` writes the table again.
 */

const README = new URL('../../../README.md', import.meta.url);
const START = '<!-- errors:start (tests/unit/docs/readme-errors.test.ts writes this table) -->';
const END = '<!-- errors:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function errorTable(): string {
  const rows = Object.entries(ERRORS).map(([name, error]) =>
    [
      `\`${name}\``,
      String(error.status),
      String(error.code),
      cell(error.text.en),
      cell(error.text['zh-cn']),
      cell(ERROR_HINTS[name as keyof typeof ERRORS]),
    ].join(' | '),
  );
  return [
    '| error | HTTP | code | message (en) | message (zh-cn) | what to do |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

describe('the README error table', () => {
  it('lists every error of the catalogue with its status, code, messages and what to do', () => {
    const readme = readFileSync(README, 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect(start, 'README.md holds the error table markers').toBeGreaterThan(-1);
    expect(end).toBeGreaterThan(start);
    const table = errorTable();
    const written = readme.slice(start + START.length, end).trim();
    if (process.env.UPDATE_README && written !== table) {
      writeFileSync(README, `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`);
      return;
    }
    expect(written).toBe(table);
  });

  it('has one row per error, and a hint for each (the type asks for them; none is empty)', () => {
    const names = Object.keys(ERRORS);
    expect(errorTable().split('\n')).toHaveLength(names.length + 2);
    for (const name of names) expect(ERROR_HINTS[name as keyof typeof ERRORS].trim()).not.toBe('');
  });
});
