import { TXT_RECORD_PREFIX } from '#core/contracts/domain.ts';
import { getDomain, lookupDomainName } from '#functions/data/domains-repo.ts';

const absent = () => Object.assign(new Error('queryTxt ENOTFOUND'), { code: 'ENOTFOUND' });

/**
 * A resolveTxt answering, for `_landinggo.{name}`, the token stored with the domain that holds
 * the name: as if its member had created the TXT record they were shown. Other names have none.
 */
export async function createdTxt(recordName: string): Promise<string[][]> {
  const prefix = `${TXT_RECORD_PREFIX}.`;
  if (!recordName.startsWith(prefix)) throw absent();
  const holder = await lookupDomainName(recordName.slice(prefix.length));
  const domain = holder ? await getDomain(holder.userId, holder.domainId) : null;
  if (!domain?.txtToken) throw absent();
  return [[domain.txtToken]];
}
