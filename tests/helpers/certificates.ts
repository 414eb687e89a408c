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

export type TestChain = { root: TestCertificate; intermediate: TestCertificate; leaf: TestCertificate };

/**
 * A three-link chain generated now: a self-signed root CA, an intermediate CA signed by the
 * root, and a leaf for `names` signed by the intermediate (each with its own EC key).
 */
export async function makeChain(names: readonly string[]): Promise<TestChain> {
  const now = Date.now();
  const validity = { notBeforeDate: new Date(now - DAY_MS), notAfterDate: new Date(now + 90 * DAY_MS) };
  const authority = (commonName: string, ca?: TestCertificate) =>
    generate([{ name: 'commonName', value: commonName }], {
      keyType: 'ec',
      algorithm: 'sha256',
      ...validity,
      ...(ca ? { ca: { key: ca.key, cert: ca.cert } } : {}),
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true },
      ],
    }).then((generated) => ({ cert: generated.cert, key: generated.private }));
  const root = await authority('Test Root CA');
  const intermediate = await authority('Test Intermediate CA', root);
  const generated = await generate([{ name: 'commonName', value: names[0] ?? 'example.com' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    ...validity,
    ca: { key: intermediate.key, cert: intermediate.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'subjectAltName', altNames: names.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { root, intermediate, leaf: { cert: generated.cert, key: generated.private } };
}
