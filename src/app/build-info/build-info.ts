/** Replaced at build time by the build-info integration (`vite.define`); absent in unit tests and dev. */
declare const __APP_BUILD_ID__: string | undefined;

/** The build this bundle belongs to. */
export const BUILD_ID: string = typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : 'dev';

/** Site path of the build-info file, rewritten on every deploy. */
export const BUILD_INFO_PATH = '/build-info.json';

/** Content of /build-info.json. */
export type BuildInfo = { buildId: string };

/** The build info in a parsed /build-info.json, or null (read without Zod: this is in the first load). */
export function readBuildInfo(value: unknown): BuildInfo | null {
  const buildId =
    typeof value === 'object' && value !== null ? (value as { buildId?: unknown }).buildId : null;
  return typeof buildId === 'string' && buildId !== '' ? { buildId } : null;
}
