import { LibsqlError } from '@libsql/client';

/**
 * Parses a `file:` URL (or a bare path, or `:memory:`) as @libsql/client does
 * for its sqlite3 driver and returns what `new Database()` must be given.
 */
export function parseFileUrl(url: string): { path: string; memory: boolean } {
  let rest: string;
  let decode: (s: string) => string = (s) => s;
  if (url === ':memory:') rest = url;
  else if (/^file:/i.test(url)) {
    rest = url.slice('file:'.length);
    decode = percentDecode;
    const hash = rest.indexOf('#');
    if (hash >= 0) throw new LibsqlError(`URL fragments are not supported: ${JSON.stringify(rest.slice(hash))}`, 'URL_INVALID');
    if (rest.startsWith('//')) {
      const end = rest.slice(2).search(/[/?]/);
      const authority = end < 0 ? rest.slice(2) : rest.slice(2, end + 2);
      if (authority !== '' && authority.toLowerCase() !== 'localhost') {
        throw new LibsqlError(
          `Invalid host in file URL: ${JSON.stringify(authority)}. A "file:" URL with an absolute path should start with one slash ("file:/absolute/path.db") or with three slashes ("file:///absolute/path.db").`,
          'URL_INVALID',
        );
      }
      rest = end < 0 ? '' : rest.slice(end + 2);
    }
  } else return { path: url, memory: false }; // a bare path, used as is
  const q = rest.indexOf('?');
  const path = decode(q < 0 ? rest : rest.slice(0, q));
  const query = q < 0 ? '' : rest.slice(q + 1);
  if (path === ':memory:') {
    // Only `cache=shared|private` is meaningful here, as for the stock client;
    // the `file:` prefix makes SQLite read it.
    const params = query.split('&').filter((p) => /^cache=(shared|private)$/.test(p));
    return { path: `file::memory:${params.length ? `?${params.join('&')}` : ''}`, memory: true };
  }
  return { path, memory: false };
}

export function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch (e) {
    throw new LibsqlError(`URL component has invalid percent encoding: ${e}`, 'URL_INVALID', undefined, undefined, e as Error);
  }
}
