import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';
import { bundleFunctions, REPO_ROOT } from '../../cdk/bundle.ts';

/** The feature flags of cdk.json, as the CLI passes them to the app. */
export function cdkContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

/** A CDK app configured like `cdk synth` configures it, writing into its own folder. */
export function testApp(outdir: string): App {
  return new App({ outdir, context: cdkContext() });
}

export type Fixtures = { root: string; lambdaDir: string; clientDir: string };

/** Bundles the route groups and writes a small static build, in a temporary folder. */
export async function prepareFixtures(): Promise<Fixtures> {
  const root = await mkdtemp(path.join(tmpdir(), 'lp-cdk-'));
  const lambdaDir = path.join(root, 'lambda');
  const clientDir = path.join(root, 'client');
  await bundleFunctions(lambdaDir);
  await mkdir(path.join(clientDir, '_assets'), { recursive: true });
  await mkdir(path.join(clientDir, 'app'), { recursive: true });
  await writeFile(path.join(clientDir, '_assets', 'app.1a2b3c.js'), 'console.log(1);');
  await writeFile(path.join(clientDir, 'app', 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(clientDir, 'build-info.json'), '{"id":"test"}');
  return { root, lambdaDir, clientDir };
}

type ValidationReport = {
  pluginReports: { pluginName: string; violations?: { ruleName: string; severity?: string }[] }[];
};

/** Every violation a validation plugin (cdk-nag) reported, as "rule (severity)". */
export function reportedViolations(outdir: string): string[] {
  const report = JSON.parse(
    readFileSync(path.join(outdir, 'validation-report.json'), 'utf8'),
  ) as ValidationReport;
  return report.pluginReports.flatMap((plugin) =>
    (plugin.violations ?? []).map((v) => `${plugin.pluginName}: ${v.ruleName} (${v.severity ?? 'none'})`),
  );
}

/** Every acknowledgement recorded in the construct tree: rule id and reason. */
export function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id,
          reason,
        })),
      ),
  );
}

/** A template value (ARN, name) flattened the way cdk-nag prints it, e.g. `<Table.Arn>/index/gsi1`. */
export function flat(stack: Stack, value: unknown): string {
  return flattenCfnReference(Stack.of(stack).resolve(value));
}
