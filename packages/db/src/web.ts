import { type Client, createClient } from '@libsql/client/web';

/** Workers: Turso over HTTP. */
export function openWebClient(url: string, authToken?: string): Client {
  return createClient({ url, authToken });
}
