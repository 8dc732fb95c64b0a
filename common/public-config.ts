// The little the browser learns from the server at serve time (docs/http-api.md): a
// `<meta name="rt-config" content="{…}">` tag the server puts into index.html. Only public values
// belong here; the error-reporting DSN is public by design (it only lets a browser send events).

export const PUBLIC_CONFIG_META_NAME = 'rt-config';

export interface PublicConfig {
  /** The error-reporting DSN; absent: error reporting stays off. */
  sentryDsn?: string;
  /** The server's NODE_ENV: production, development or test. */
  environment: string;
  release: string;
}
