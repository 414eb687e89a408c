import { existsSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { bundleFunctions, DEFAULT_LAMBDA_DIR, REPO_ROOT } from '../bundle.ts';
import { buildLandingApp } from '../lib/landing-app.ts';

/**
 * Entry of `cdk synth` / `cdk deploy` (cdk.json). Bundles the route groups first, so the
 * functions always deploy the current source; the static build must exist (`npm run build`).
 */
const clientDir = path.join(REPO_ROOT, 'dist', 'client');
if (!existsSync(clientDir)) {
  throw new Error(
    `${clientDir} is missing: run \`npm run build\` before \`npm run synth\` or \`npm run deploy\`.`,
  );
}
await bundleFunctions(DEFAULT_LAMBDA_DIR);

const app = new App();
buildLandingApp(app, { lambdaDir: DEFAULT_LAMBDA_DIR, clientDir });
app.synth();
