// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import {
  ApiCodeError,
  ApiContractError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
} from '#app/api/errors.ts';
import { savesAgainAfter } from '#app/builder/session.ts';

const URL = '/client/page/save';

describe('a failed save is sent again by itself', () => {
  it('when no answer came or the server failed', () => {
    expect(savesAgainAfter(new ApiNetworkError(URL, true))).toBe(true);
    expect(savesAgainAfter(new ApiNetworkError(URL, false))).toBe(true);
    expect(savesAgainAfter(new ApiTimeoutError(URL))).toBe(true);
    expect(savesAgainAfter(new ApiHttpError(502, URL))).toBe(true);
    expect(savesAgainAfter(new ApiHttpError(503, URL))).toBe(true);
    expect(savesAgainAfter(new ApiHttpError(429, URL))).toBe(true);
  });

  it('never when the server refused it: the same document would be refused again', () => {
    expect(savesAgainAfter(new ApiCodeError({ code: 0, msg: 'Refused', time: 1, data: null }))).toBe(false);
    expect(savesAgainAfter(new ApiHttpError(413, URL))).toBe(false);
    expect(savesAgainAfter(new ApiHttpError(403, URL))).toBe(false);
    expect(savesAgainAfter(new ApiContractError(URL))).toBe(false);
    expect(savesAgainAfter(new Error('anything else'))).toBe(false);
  });
});
