import * as z from 'zod';

/** Replaced at build time by the build-info integration (`vite.define`); absent in unit tests and dev. */
declare const __APP_BUILD_ID__: string | undefined;

/** The build this bundle belongs to. */
export const BUILD_ID: string = typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : 'dev';

/** Site path of the build-info file, rewritten on every deploy. */
export const BUILD_INFO_PATH = '/build-info.json';

/** Content of /build-info.json. */
export const buildInfoSchema = z.object({ buildId: z.string().min(1) });
export type BuildInfo = z.infer<typeof buildInfoSchema>;
