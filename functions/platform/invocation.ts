/**
 * Work left for the end of each invocation (a Lambda call, a local request or scheduled job),
 * registered by the modules that have some: functions/platform/metrics.ts flushes its buffer here.
 * The entries (functions/platform/group.ts, the groups' scheduled branches, the local server) call
 * `endInvocation` without importing those modules, so a bundle carries only what its group uses.
 */
const endings = new Set<() => void>();

/** Runs `ending` at the end of every invocation from now on (once per function, however often registered). */
export function atInvocationEnd(ending: () => void): void {
  endings.add(ending);
}

/** Ends the invocation: runs every registered ending; one that throws does not stop the others. */
export function endInvocation(): void {
  for (const ending of endings) {
    try {
      ending();
    } catch (error) {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: 'invocation ending failed', error: String(error) })}\n`,
      );
    }
  }
}
