import type { Envelope } from '#core/contracts/envelope.ts';

/** The server answered with an HTTP status outside 2xx. */
export class ApiHttpError extends Error {
  override readonly name = 'ApiHttpError';
  readonly status: number;
  readonly url: string;
  constructor(status: number, url: string) {
    super(`HTTP ${status} from ${url}`);
    this.status = status;
    this.url = url;
  }
}

/** No answer within the request timeout. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  readonly url: string;
  constructor(url: string) {
    super(`Request to ${url} timed out`);
    this.url = url;
  }
}

/** The request never reached the server (offline, DNS, connection refused). */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly url: string;
  readonly offline: boolean;
  constructor(url: string, offline: boolean, options?: ErrorOptions) {
    super(`Network error for ${url}`, options);
    this.url = url;
    this.offline = offline;
  }
}

/** The answer is not the envelope, or its data does not match the endpoint's contract. */
export class ApiContractError extends Error {
  override readonly name = 'ApiContractError';
  readonly url: string;
  constructor(url: string, options?: ErrorOptions) {
    super(`Unexpected answer from ${url}`, options);
    this.url = url;
  }
}

/** The envelope's code is not 1 (a handled failure, "need login", expired token, no permission). */
export class ApiCodeError extends Error {
  override readonly name = 'ApiCodeError';
  readonly envelope: Envelope<unknown>;
  constructor(envelope: Envelope<unknown>) {
    super(envelope.msg || `Code ${envelope.code}`);
    this.envelope = envelope;
  }
}

/** Every failure of a call; code failures carry the envelope, the others are transport failures. */
export type ApiError = ApiHttpError | ApiTimeoutError | ApiNetworkError | ApiContractError | ApiCodeError;
