import type { AstroIntegration } from 'astro';

/** A new id per build: time plus randomness, so two builds in the same millisecond still differ. */
function newBuildId(): string {
  return `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Bakes one build id into every bundle of a build (`__APP_BUILD_ID__`): the island compares it
 * with /build-info.json (src/pages/build-info.json.ts, built from the same constant) to offer a
 * reload when a newer build is deployed.
 */
export function buildInfo(buildId: string = newBuildId()): AstroIntegration {
  return {
    name: 'build-info',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { define: { __APP_BUILD_ID__: JSON.stringify(buildId) } } });
      },
    },
  };
}
