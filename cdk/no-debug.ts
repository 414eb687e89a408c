/**
 * What the Lambda bundles have for the `debug` package (cdk/bundle.ts `alias`): a logger that is
 * never enabled, as `debug`'s own is when the DEBUG variable names none of its namespaces, which
 * no function sets. The real one loads `tty` and `supports-color` and reads the environment when
 * imported; its one user in the bundles, @tokenizer/inflate (file-type's zip reading, the upload),
 * only writes trace lines through it.
 */
type Debugger = ((...args: unknown[]) => void) & {
  enabled: boolean;
  namespace: string;
  extend(namespace: string): Debugger;
};

function createDebug(namespace: string): Debugger {
  const log = (..._args: unknown[]): void => undefined;
  return Object.assign(log, {
    enabled: false,
    namespace,
    extend: (sub: string) => createDebug(`${namespace}:${sub}`),
  });
}

export default Object.assign(createDebug, { enabled: (_namespace: string) => false });
