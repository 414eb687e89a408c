import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $buildUpdate,
  BUILD_CHECK_INTERVAL_MS,
  checkBuildUpdate,
  dismissBuildUpdate,
  startBuildUpdateChecks,
} from '#app/stores/build-update.ts';

const answering = (body: unknown, status = 200) => {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), init });
    return new Response(JSON.stringify(body), { status });
  };
  return { fetchImpl, requests };
};

describe('build-update check', () => {
  beforeEach(() => {
    $buildUpdate.set(null);
  });

  it('checks every hour', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(3_600_000);
  });

  it('fetches /build-info.json past every cache', async () => {
    const { fetchImpl, requests } = answering({ buildId: 'a' });
    await checkBuildUpdate(fetchImpl, 'a');
    expect(requests[0]?.url).toMatch(/^\/build-info\.json\?t=\d+$/);
    expect(requests[0]?.init?.cache).toBe('no-store');
  });

  it('offers nothing while the deployed build is this one', async () => {
    await checkBuildUpdate(answering({ buildId: 'a' }).fetchImpl, 'a');
    expect($buildUpdate.get()).toBeNull();
  });

  it('offers a reload when another build is deployed, until dismissed', async () => {
    await checkBuildUpdate(answering({ buildId: 'b' }).fetchImpl, 'a');
    expect($buildUpdate.get()).toEqual({ buildId: 'b', dismissed: false });
    dismissBuildUpdate();
    await checkBuildUpdate(answering({ buildId: 'b' }).fetchImpl, 'a');
    expect($buildUpdate.get()?.dismissed).toBe(true);
    await checkBuildUpdate(answering({ buildId: 'c' }).fetchImpl, 'a');
    expect($buildUpdate.get()).toEqual({ buildId: 'c', dismissed: false });
  });

  it('ignores failures and malformed files', async () => {
    await checkBuildUpdate(answering({ buildId: 'b' }, 503).fetchImpl, 'a');
    await checkBuildUpdate(answering({ version: 2 }).fetchImpl, 'a');
    await checkBuildUpdate(() => Promise.reject(new TypeError('offline')), 'a');
    expect($buildUpdate.get()).toBeNull();
  });

  describe('schedule', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('runs hourly until stopped', async () => {
      const { fetchImpl, requests } = answering({ buildId: 'dev' });
      const stop = startBuildUpdateChecks(fetchImpl);
      await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
      expect(requests).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
      expect(requests).toHaveLength(2);
      stop();
      await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
      expect(requests).toHaveLength(2);
    });
  });
});
