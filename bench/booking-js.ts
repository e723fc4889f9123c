// bench:booking, first-load JavaScript: what a browser fetches before a served page can run. The page's
// HTML as the server answers it, its <script src> and <link rel="modulepreload" href> files, plus any
// module those import statically (dynamic import() chunks are left out: they load later, if at all);
// each file gzipped at level 9 (node:zlib) and summed.
import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  page: string;
  files: { path: string; bytes: number; gzip: number }[];
  bytes: number;
  gzip: number;
}

const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g;
// Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;

export async function firstLoadJs(origin: string, page: string): Promise<FirstLoadJs> {
  const res = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${page} answered ${res.status}`);
  const queue = [...html.matchAll(SCRIPT)].map((m) => m[1] as string);
  for (const m of html.matchAll(PRELOAD)) queue.push((m[1] ?? m[2]) as string);
  if (queue.length === 0) throw new Error(`GET ${page} loads no script`);
  const seen = new Set<string>();
  const files: FirstLoadJs['files'] = [];
  while (queue.length > 0) {
    const url = new URL(queue.shift() as string, `${origin}${page}`);
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const js = await fetch(url);
    const body = Buffer.from(await js.arrayBuffer());
    if (js.status !== 200) throw new Error(`GET ${url.pathname} answered ${js.status}`);
    files.push({ path: url.pathname, bytes: body.byteLength, gzip: gzipSync(body, { level: 9 }).byteLength });
    for (const m of body.toString('utf8').matchAll(STATIC_IMPORT)) queue.push(new URL(m[1] as string, url).href);
  }
  return {
    page,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
