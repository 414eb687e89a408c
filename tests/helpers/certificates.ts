import { generate } from 'selfsigned';

const DAY_MS = 86_400_000;

export type TestCertificate = { cert: string; key: string };

/**
 * A self-signed certificate generated now (EC P-256: fast), for `names` (the first is the
 * common name; all are DNS subject alternative names), valid from `fromDays` to `toDays`
 * days relative to today.
 */
export async function makeCertificate(
  names: readonly string[],
  options: { fromDays?: number; toDays?: number } = {},
): Promise<TestCertificate> {
  const now = Date.now();
  const generated = await generate([{ name: 'commonName', value: names[0] ?? 'example.com' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notBeforeDate: new Date(now + (options.fromDays ?? -1) * DAY_MS),
    notAfterDate: new Date(now + (options.toDays ?? 90) * DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: names.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { cert: generated.cert, key: generated.private };
}
