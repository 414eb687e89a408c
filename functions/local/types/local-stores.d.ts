// dynalite and s3rver ship no type declarations; these cover the parts the local stack uses.
declare module 'dynalite' {
  import type { Server } from 'node:http';

  type Options = { path?: string; createTableMs?: number; deleteTableMs?: number; updateTableMs?: number };
  export default function dynalite(options?: Options): Server;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = { address?: string; port?: number; directory: string; silent?: boolean };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// negotiator (the Accept-* parser of express and koa) ships no declarations; the local server
// uses its encoding negotiation only.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encodings(available?: string[]): string[];
  }
}
