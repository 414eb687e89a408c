import { Resolver } from 'node:dns/promises';
import type { CheckResult } from '#core/contracts/domain.ts';

/** The one DNS question the domain check asks: a name's CNAME targets. */
export interface CnameResolver {
  resolveCname(name: string): Promise<string[]>;
}

/** Per-query time-out and tries of the real resolver: a check never keeps the member waiting long. */
const RESOLVER_TIMEOUT_MS = 2000;
/** Hard ceiling for the whole look-up, whatever the resolver does. */
const CHECK_CEILING_MS = 5000;

/** The system's DNS servers through node:dns, with a short time-out and a single try. */
export function systemCnameResolver(): CnameResolver {
  const resolver = new Resolver({ timeout: RESOLVER_TIMEOUT_MS, tries: 1 });
  return { resolveCname: (name) => resolver.resolveCname(name) };
}

let current: CnameResolver | undefined;

/** The resolver handlers use: the system's unless a test put its own in place. */
export function cnameResolver(): CnameResolver {
  current ??= systemCnameResolver();
  return current;
}

/** Tests: answers DNS questions with `resolver`; null goes back to the system's. */
export function useCnameResolver(resolver: CnameResolver | null): void {
  current = resolver ?? undefined;
}

const bare = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

/** DNS error codes meaning "no such record" rather than "could not ask". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

export type CnameCheck = { result: Exclude<CheckResult, ''>; found: string[] };

/**
 * Whether `name` has a CNAME record pointing at `target`: verified; wrong_target (a CNAME
 * elsewhere); not_found (no such name or no CNAME); lookup_failed (time-out, no DNS reachable).
 */
export async function checkCname(name: string, target: string, resolver: CnameResolver): Promise<CnameCheck> {
  let timer: NodeJS.Timeout | undefined;
  const ceiling = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('DNS check timed out'), { code: 'ETIMEOUT' })),
      CHECK_CEILING_MS,
    );
  });
  try {
    const answers = await Promise.race([resolver.resolveCname(name), ceiling]);
    const found = [...new Set(answers.map(bare))];
    if (found.includes(bare(target))) return { result: 'verified', found };
    return { result: found.length > 0 ? 'wrong_target' : 'not_found', found };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      result: typeof code === 'string' && ABSENT.has(code) ? 'not_found' : 'lookup_failed',
      found: [],
    };
  } finally {
    clearTimeout(timer);
  }
}
