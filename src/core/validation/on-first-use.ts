/**
 * A value built on its first use rather than when its module loads. Building a Zod schema costs
 * CPU; a Lambda pays for every schema its modules build at import on its cold start, whether or
 * not the request needs it (BENCHMARKS row 8). `const itemSchema = onFirstUse(() => z.object(…))`,
 * then `itemSchema().parse(…)`; the type is `z.infer<ReturnType<typeof itemSchema>>`.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}
