import { Resolver } from 'node:dns/promises';
import { type CheckResult, txtRecordName } from '#core/contracts/domain-values.ts';

/**
 * The DNS questions the domain check asks: a name's CNAME targets and its TXT records (each a
 * list of strings, as node:dns answers). A resolver without resolveTxt finds no TXT record.
 */
export interface CnameResolver {
  resolveCname(name: string): Promise<string[]>;
  resolveTxt?(name: string): Promise<string[][]>;
}

/** Per-query time-out and tries of the real resolver: a check never keeps the member waiting long. */
const RESOLVER_TIMEOUT_MS = 2000;
/** Hard ceiling for the whole look-up, whatever the resolver does. */
const CHECK_CEILING_MS = 5000;

/** The system's DNS servers through node:dns, with a short time-out and a single try. */
export function systemCnameResolver(): CnameResolver {
  const resolver = new Resolver({ timeout: RESOLVER_TIMEOUT_MS, tries: 1 });
  return {
    resolveCname: (name) => resolver.resolveCname(name),
    resolveTxt: (name) => resolver.resolveTxt(name),
  };
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

/** A DNS answer, or an ETIMEOUT error once CHECK_CEILING_MS has passed without one. */
async function withinCeiling<T>(lookup: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const ceiling = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error('DNS check timed out'), { code: 'ETIMEOUT' })),
      CHECK_CEILING_MS,
    );
  });
  try {
    return await Promise.race([lookup, ceiling]);
  } finally {
    clearTimeout(timer);
  }
}

export type CnameCheck = { result: Exclude<CheckResult, ''>; found: string[] };

/**
 * Whether `name` has a CNAME record pointing at `target`: verified; wrong_target (a CNAME
 * elsewhere); not_found (no such name or no CNAME); lookup_failed (time-out, no DNS reachable).
 */
export async function checkCname(name: string, target: string, resolver: CnameResolver): Promise<CnameCheck> {
  try {
    const answers = await withinCeiling(resolver.resolveCname(name));
    const found = [...new Set(answers.map(bare))];
    if (found.includes(bare(target))) return { result: 'verified', found };
    return { result: found.length > 0 ? 'wrong_target' : 'not_found', found };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      result: typeof code === 'string' && ABSENT.has(code) ? 'not_found' : 'lookup_failed',
      found: [],
    };
  }
}

/** Whether the ownership TXT record holds the domain's token: present, absent (or other values), could not ask. */
export type TxtCheck = 'verified' | 'not_found' | 'lookup_failed';

/** Whether `name` has a TXT record whose value is exactly `token` (split strings joined, as DNS allows). */
export async function checkTxt(name: string, token: string, resolver: CnameResolver): Promise<TxtCheck> {
  if (!token || !resolver.resolveTxt) return 'not_found';
  try {
    const records = await withinCeiling(resolver.resolveTxt(name));
    return records.some((parts) => parts.join('').trim() === token) ? 'verified' : 'not_found';
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' && ABSENT.has(code) ? 'not_found' : 'lookup_failed';
  }
}

export type RecordsCheck = {
  /** verified only when both records are right; txt_missing when only the TXT record is wrong. */
  result: Exclude<CheckResult, ''>;
  found: string[];
  cname: CnameCheck['result'];
  txt: TxtCheck;
};

/** Both proofs a domain needs: the CNAME at the platform and the TXT record with its token. */
export async function checkDomainRecords(
  domain: { name: string; txtToken: string },
  target: string,
  resolver: CnameResolver,
): Promise<RecordsCheck> {
  const [cname, txt] = await Promise.all([
    checkCname(domain.name, target, resolver),
    checkTxt(txtRecordName(domain.name), domain.txtToken, resolver),
  ]);
  let result: RecordsCheck['result'] = cname.result;
  if (cname.result === 'verified' && txt !== 'verified')
    result = txt === 'lookup_failed' ? 'lookup_failed' : 'txt_missing';
  return { result, found: cname.found, cname: cname.result, txt };
}
