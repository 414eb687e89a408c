/**
 * Holds a loaded value for `ttlMs`, then loads it again; concurrent callers share one load.
 * Used for data every request reads and operators change rarely (site configuration, rules):
 * a change shows within `ttlMs` in every Lambda container and in the local server.
 */
export function ttlCache<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { data: T; loadedAt: number } | undefined;
  let pending: Promise<T> | undefined;
  return {
    async get(nowMs: number): Promise<T> {
      if (value && nowMs - value.loadedAt < ttlMs) return value.data;
      pending ??= load()
        .then((data) => {
          value = { data, loadedAt: nowMs };
          return data;
        })
        .finally(() => {
          pending = undefined;
        });
      return pending;
    },
    clear(): void {
      value = undefined;
    },
  };
}
