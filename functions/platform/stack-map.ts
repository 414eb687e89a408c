import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces of a Lambda bundle mapped to the sources, when an error is logged. Node's own
 * mapping (`--enable-source-maps`) reads and indexes every bundle's map while the bundle loads,
 * which cost a cold start 20-30 ms of CPU (BENCHMARKS row 8; README "Lambda cold starts") for
 * traces most invocations never print. Here a bundle's map (`{bundle}.map`, written beside it by
 * cdk/bundle.ts) is read on the first logged error that has a frame in it, with Node's
 * `module.SourceMap`, and kept for the next.
 *
 * Only frames in an `.mjs` file with a map beside it change: the local server runs the sources
 * through tsx, whose frames already name them.
 */

/** A frame's location: `file:///var/task/index.mjs:1:2345` or `/var/task/index.mjs:1:2345`. */
const BUNDLE_FRAME = /((?:file:\/\/)?\/[^\s()]*?\.mjs):(\d+):(\d+)/g;

const maps = new Map<string, SourceMap | null>();

function mapOf(file: string): SourceMap | null {
  let map = maps.get(file);
  if (map === undefined) {
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(file, map);
  }
  return map;
}

/** `../../../functions/x.ts` (relative to the bundle's folder) as the repository path `functions/x.ts`. */
function sourcePath(source: string): string {
  return source.replace(/^(?:\.\.\/)+/, '');
}

/** The stack with every bundle frame's line and column replaced by its source's. */
export function sourceMappedStack(stack: string): string {
  return stack.replace(BUNDLE_FRAME, (frame: string, location: string, line: string, column: string) => {
    const file = location.startsWith('file:') ? fileURLToPath(location) : location;
    const entry = mapOf(file)?.findEntry(Number(line) - 1, Number(column) - 1);
    if (!entry || !('originalSource' in entry)) return frame;
    return `${sourcePath(entry.originalSource)}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  });
}
