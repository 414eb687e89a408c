import { Readable } from 'node:stream';
import { ACMClient } from '@aws-sdk/client-acm';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acmCertificateParts,
  type CdnClients,
  certificateSerial,
  cloudFrontCdnDomains,
  tenantName,
} from '#functions/domains/cdn-cloudfront.ts';
import { DOMAIN_TAG } from '#functions/domains/cdn-domains.ts';
import { makeCertificate, type TestCertificate } from '../../../helpers/certificates.ts';

/**
 * The CloudFront adapter against the real SDK clients. Their HTTP handler is replaced by a small
 * in-memory CloudFront (REST-XML) and ACM (JSON 1.1): every request is serialised and signed as
 * it would go to AWS, then answered here, so nothing reaches the network and the assertions read
 * the wire format the services receive.
 */

type Sent = { service: 'cloudfront' | 'acm'; method: string; path: string; target: string; body: string };
type Answer = { statusCode: number; headers?: Record<string, string>; body?: string };
type Tenant = {
  id: string;
  domain: string;
  enabled: boolean;
  certArn?: string;
  managed: boolean;
  etag: number;
};

const XMLNS = 'http://cloudfront.amazonaws.com/doc/2020-05-31/';
const tag = (body: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(body)?.[1];

class FakeAws {
  sent: Sent[] = [];
  tenants = new Map<string, Tenant>();
  certs = new Map<string, { serial: string; domain: string; privateKey: string }>();
  /** CloudFront refuses to delete a tenant whose disable is not deployed yet. */
  deleteRefused = false;
  failImport = false;
  private next = 1;

  private tenantXml(t: Tenant): string {
    const cert = t.certArn
      ? `<Customizations><Certificate><Arn>${t.certArn}</Arn></Certificate></Customizations>`
      : '';
    return `<?xml version="1.0"?><DistributionTenant xmlns="${XMLNS}"><Id>${t.id}</Id><DistributionId>EMULTI</DistributionId><Name>${t.domain}</Name><Domains><DomainResult><Domain>${t.domain}</Domain></DomainResult></Domains>${cert}<Enabled>${t.enabled}</Enabled></DistributionTenant>`;
  }
  private ok(t: Tenant, statusCode = 200): Answer {
    return {
      statusCode,
      headers: { etag: `E${t.etag}`, 'content-type': 'text/xml' },
      body: this.tenantXml(t),
    };
  }
  private cfError(statusCode: number, code: string): Answer {
    return {
      statusCode,
      headers: { 'content-type': 'text/xml' },
      body: `<?xml version="1.0"?><ErrorResponse xmlns="${XMLNS}"><Error><Type>Sender</Type><Code>${code}</Code><Message>${code}</Message></Error><RequestId>r</RequestId></ErrorResponse>`,
    };
  }
  private byId(id: string) {
    return [...this.tenants.values()].find((t) => t.id === id);
  }

  cloudfront(
    method: string,
    path: string,
    query: Record<string, string>,
    headers: Record<string, string>,
    body: string,
  ): Answer {
    if (method === 'GET' && path === '/2020-05-31/distribution-tenant') {
      const t = this.tenants.get(String(query.domain));
      return t ? this.ok(t) : this.cfError(404, 'EntityNotFound');
    }
    if (method === 'POST' && path === '/2020-05-31/distribution-tenant') {
      const domain = String(tag(body, 'Domain'));
      if (this.tenants.has(domain)) return this.cfError(409, 'CNAMEAlreadyExists');
      const certArn = tag(body, 'Arn');
      const t: Tenant = {
        id: `DT${this.next++}`,
        domain,
        enabled: tag(body, 'Enabled') === 'true',
        managed: tag(body, 'ValidationTokenHost') === 'cloudfront',
        etag: 1,
        ...(certArn ? { certArn } : {}),
      };
      this.tenants.set(domain, t);
      return this.ok(t, 201);
    }
    const id = path.split('/').pop() ?? '';
    const t = this.byId(id);
    if (!t) return this.cfError(404, 'EntityNotFound');
    if (headers['if-match'] !== `E${t.etag}`) return this.cfError(412, 'PreconditionFailed');
    if (method === 'PUT') {
      t.enabled = tag(body, 'Enabled') === 'true';
      const certArn = tag(body, 'Arn');
      if (certArn) t.certArn = certArn;
      else if (body.includes('<Customizations')) delete t.certArn;
      if (body.includes('<ManagedCertificateRequest>'))
        t.managed = tag(body, 'ValidationTokenHost') === 'cloudfront';
      t.etag++;
      return this.ok(t);
    }
    if (method === 'DELETE') {
      if (t.enabled || this.deleteRefused) return this.cfError(409, 'ResourceNotDisabled');
      this.tenants.delete(t.domain);
      return { statusCode: 204 };
    }
    return this.cfError(400, 'InvalidArgument');
  }

  acm(target: string, body: string): Answer {
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    const json = (value: unknown, statusCode = 200): Answer => ({
      statusCode,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: JSON.stringify(value),
    });
    if (target === 'CertificateManager.ImportCertificate') {
      if (this.failImport) return json({ __type: 'ValidationException', message: 'bad key' }, 400);
      const certificate = Buffer.from(String(input.Certificate), 'base64').toString();
      const arn = `arn:aws:acm:us-east-1:111111111111:certificate/c${this.next++}`;
      const tags = input.Tags as { Key: string; Value: string }[];
      this.certs.set(arn, {
        serial: certificateSerial(certificate),
        domain: String(tags.find((t) => t.Key === DOMAIN_TAG)?.Value),
        privateKey: Buffer.from(String(input.PrivateKey), 'base64').toString(),
      });
      return json({ CertificateArn: arn });
    }
    const arn = String(input.CertificateArn);
    const cert = this.certs.get(arn);
    if (!cert) return json({ __type: 'ResourceNotFoundException', message: 'no such certificate' }, 400);
    if (target === 'CertificateManager.DescribeCertificate') {
      // ACM writes serials as colon-separated lower-case hex.
      const colon = cert.serial.toLowerCase().padStart(cert.serial.length + (cert.serial.length % 2), '0');
      return json({ Certificate: { CertificateArn: arn, Serial: colon.match(/../g)?.join(':') } });
    }
    if (target === 'CertificateManager.DeleteCertificate') {
      if ([...this.tenants.values()].some((t) => t.certArn === arn)) {
        return json({ __type: 'ResourceInUseException', message: 'in use' }, 400);
      }
      this.certs.delete(arn);
      return json({});
    }
    return json({ __type: 'InvalidRequestException' }, 400);
  }

  clients(): CdnClients {
    const handler = (service: Sent['service']) => ({
      handle: async (request: {
        method: string;
        path: string;
        query?: Record<string, string>;
        headers: Record<string, string>;
        body?: unknown;
      }) => {
        const raw = request.body;
        const body =
          raw == null
            ? ''
            : ArrayBuffer.isView(raw)
              ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString()
              : String(raw);
        const target = request.headers['x-amz-target'] ?? '';
        this.sent.push({ service, method: request.method, path: request.path, target, body });
        const answer =
          service === 'acm'
            ? this.acm(target, body)
            : this.cloudfront(request.method, request.path, request.query ?? {}, request.headers, body);
        return {
          response: {
            statusCode: answer.statusCode,
            headers: answer.headers ?? {},
            body: Readable.from([Buffer.from(answer.body ?? '')]),
          },
        };
      },
    });
    const common = {
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
      maxAttempts: 1,
    };
    return {
      cloudfront: new CloudFrontClient({ ...common, requestHandler: handler('cloudfront') as never }),
      acm: new ACMClient({ ...common, requestHandler: handler('acm') as never }),
    };
  }
}

const silent = { debug() {}, info() {}, warn() {}, error() {}, child: () => silent };

let aws: FakeAws;
let cdn: ReturnType<typeof cloudFrontCdnDomains>;
let shop: TestCertificate;
let renewed: TestCertificate;
beforeAll(async () => {
  [shop, renewed] = await Promise.all([
    makeCertificate(['shop.example.com']),
    makeCertificate(['shop.example.com']),
  ]);
});
beforeEach(() => {
  aws = new FakeAws();
  cdn = cloudFrontCdnDomains({
    clients: aws.clients(),
    distributionId: 'EMULTI',
    connectionGroupId: 'cg-1',
    log: silent,
  });
});

describe('cloudFrontCdnDomains.attach', () => {
  it('creates one tenant of the multi-tenant distribution per domain, in the connection group, with a managed certificate for HTTP', async () => {
    await cdn.attach('shop.example.com');
    const create = aws.sent.find((s) => s.method === 'POST');
    expect(create?.path).toBe('/2020-05-31/distribution-tenant');
    expect(tag(create?.body ?? '', 'DistributionId')).toBe('EMULTI');
    expect(tag(create?.body ?? '', 'Name')).toBe('shop.example.com');
    expect(tag(create?.body ?? '', 'ConnectionGroupId')).toBe('cg-1');
    expect(tag(create?.body ?? '', 'ValidationTokenHost')).toBe('cloudfront');
    expect(create?.body).toContain(`<Key>${DOMAIN_TAG}</Key><Value>shop.example.com</Value>`);
    expect(aws.tenants.get('shop.example.com')).toMatchObject({ enabled: true, managed: true });
    expect(aws.sent.filter((s) => s.service === 'acm')).toEqual([]);
  });

  it('imports an uploaded certificate into ACM (leaf and chain apart) and gives the tenant its ARN', async () => {
    await cdn.attach('shop.example.com', {
      certificate: `${shop.cert}\n${renewed.cert}`,
      privateKey: shop.key,
    });
    const [arn, stored] = [...aws.certs.entries()][0] ?? [];
    expect(stored).toMatchObject({
      serial: certificateSerial(shop.cert),
      domain: 'shop.example.com',
      privateKey: shop.key,
    });
    const imported = JSON.parse(aws.sent.find((s) => s.target.endsWith('ImportCertificate'))?.body ?? '{}');
    expect(Buffer.from(imported.CertificateChain, 'base64').toString()).toBe(renewed.cert.trim());
    expect(aws.tenants.get('shop.example.com')).toMatchObject({
      enabled: true,
      certArn: arn,
      managed: false,
    });
  });

  it('is idempotent: attaching again with the same certificate changes nothing', async () => {
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    const before = aws.sent.length;
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    const again = aws.sent.slice(before).map((s) => s.target || `${s.method} ${s.path}`);
    expect(again).toEqual(['GET /2020-05-31/distribution-tenant', 'CertificateManager.DescribeCertificate']);
    expect(aws.certs.size).toBe(1);
  });

  it('swaps in a renewed certificate and deletes the replaced one from ACM', async () => {
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    const [oldArn] = [...aws.certs.keys()];
    await cdn.attach('shop.example.com', { certificate: renewed.cert, privateKey: renewed.key });
    const tenant = aws.tenants.get('shop.example.com');
    expect(tenant?.certArn).not.toBe(oldArn);
    expect([...aws.certs.keys()]).toEqual([tenant?.certArn]);
    expect(aws.certs.get(String(tenant?.certArn))?.serial).toBe(certificateSerial(renewed.cert));
  });

  it('moves a domain from HTTPS to HTTP: managed certificate, the uploaded one deleted', async () => {
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    await cdn.attach('shop.example.com');
    expect(aws.tenants.get('shop.example.com')).toMatchObject({ enabled: true, managed: true });
    expect(aws.tenants.get('shop.example.com')?.certArn).toBeUndefined();
    expect(aws.certs.size).toBe(0);
  });

  it('re-enables a tenant left disabled by an earlier detach', async () => {
    await cdn.attach('shop.example.com');
    aws.deleteRefused = true;
    await cdn.detach('shop.example.com');
    expect(aws.tenants.get('shop.example.com')?.enabled).toBe(false);
    await cdn.attach('shop.example.com');
    expect(aws.tenants.get('shop.example.com')?.enabled).toBe(true);
    expect(aws.tenants.size).toBe(1);
  });

  it('fails without creating a tenant when ACM refuses the certificate, and never sends the key anywhere else', async () => {
    aws.failImport = true;
    await expect(
      cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key }),
    ).rejects.toThrow();
    expect(aws.tenants.size).toBe(0);
    const keyBody = shop.key.split('\n')[1] ?? shop.key;
    const withKey = aws.sent.filter(
      (s) =>
        s.body.includes(Buffer.from(shop.key).toString('base64').slice(0, 40)) || s.body.includes(keyBody),
    );
    expect(withKey.map((s) => s.target)).toEqual(['CertificateManager.ImportCertificate']);
  });
});

describe('cloudFrontCdnDomains.detach', () => {
  it('disables, then deletes the tenant and its imported certificate', async () => {
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    await cdn.detach('shop.example.com');
    expect(aws.tenants.size).toBe(0);
    expect(aws.certs.size).toBe(0);
    const steps = aws.sent.slice(-4).map((s) => s.target || s.method);
    expect(steps).toEqual(['GET', 'PUT', 'DELETE', 'CertificateManager.DeleteCertificate']);
  });

  it('does nothing for a domain with no tenant', async () => {
    await cdn.detach('nothing.example.com');
    expect(aws.sent.map((s) => s.method)).toEqual(['GET']);
  });

  it('leaves the tenant disabled (serving nothing) when CloudFront will not delete it yet', async () => {
    await cdn.attach('shop.example.com', { certificate: shop.cert, privateKey: shop.key });
    aws.deleteRefused = true;
    await expect(cdn.detach('shop.example.com')).resolves.toBeUndefined();
    expect(aws.tenants.get('shop.example.com')?.enabled).toBe(false);
    expect(aws.certs.size).toBe(1); // still the tenant's: deleted with it later
  });
});

describe('helpers', () => {
  it('names a tenant after its domain, or a hash for names too long for CloudFront', () => {
    expect(tenantName('shop.example.com')).toBe('shop.example.com');
    const long = `${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.example`;
    expect(tenantName(long)).toMatch(/^domain-[0-9a-f]{64}$/);
    expect(tenantName(long)).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9-.]{1,126}[a-zA-Z0-9]$/);
  });

  it('splits a pasted chain into leaf and chain, and turns base64 DER into PEM', () => {
    expect(acmCertificateParts(shop.cert)).toEqual({ certificate: shop.cert.trim() });
    const der = shop.cert.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
    expect(certificateSerial(acmCertificateParts(der).certificate)).toBe(certificateSerial(shop.cert));
    expect(() => acmCertificateParts('not a certificate')).toThrow();
  });
});
