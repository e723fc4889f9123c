// bench:booking, first-load JavaScript: what a browser fetches before a served page can run. The page's
// HTML as the server answers it, its <script src> and <link rel="modulepreload" href> files, plus any
// module those import statically (dynamic import() chunks are left out: they load later, if at all);
// each file gzipped at level 9 (node:zlib) and summed. With `started: true`, also the chunks the entry always
// imports dynamically and what they import (the booking page starts its app that way right after the first paint:
// that JavaScript loads on every visit, so it counts), each such file marked `afterPaint`, as are the files of the
// tags the page keeps in <template id="bk-app"> for its loader to add after the first contentful paint.
import { gzipSync } from 'node:zlib';

export interface FirstLoadJs {
  page: string;
  files: { path: string; bytes: number; gzip: number; afterPaint?: boolean }[];
  bytes: number;
  gzip: number;
}

const SCRIPT = /<script\b[^>]*\bsrc="([^"]+)"/g;
const PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"|<link\b[^>]*\bhref="([^"]+)"[^>]*\brel="modulepreload"/g;
// Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g;
// `import(\`./x.js\`)` and Vite's preload list (`__vite__mapDeps`: "assets/x.js", relative to the site's root).
const DYNAMIC_IMPORT = /\bimport\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g;
const PRELOAD_DEPS = /__vite__mapDeps=[^;]*?\[((?:"[^"]+\.js",?)+)\]/g;

export async function firstLoadJs(origin: string, page: string, options: { started?: boolean } = {}): Promise<FirstLoadJs> {
  const res = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${page} answered ${res.status}`);
  // The booking page's module tags wait in <template id="bk-app"> until its loader adds them after the first paint.
  const later = /<template id="bk-app">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const queue: { url: string; afterPaint: boolean }[] = [...html.matchAll(SCRIPT)].map((m) => ({
    url: m[1] as string,
    afterPaint: later.includes(m[0]),
  }));
  for (const m of html.matchAll(PRELOAD)) queue.push({ url: (m[1] ?? m[2]) as string, afterPaint: later.includes(m[0]) });
  if (queue.length === 0) throw new Error(`GET ${page} loads no script`);
  const seen = new Set<string>();
  const files: FirstLoadJs['files'] = [];
  while (queue.length > 0) {
    const next = queue.shift() as { url: string; afterPaint: boolean };
    const url = new URL(next.url, `${origin}${page}`);
    if (seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const js = await fetch(url);
    const body = Buffer.from(await js.arrayBuffer());
    if (js.status !== 200) throw new Error(`GET ${url.pathname} answered ${js.status}`);
    files.push({
      path: url.pathname,
      bytes: body.byteLength,
      gzip: gzipSync(body, { level: 9 }).byteLength,
      ...(next.afterPaint ? { afterPaint: true } : {}),
    });
    const code = body.toString('utf8');
    for (const m of code.matchAll(STATIC_IMPORT))
      queue.push({ url: new URL(m[1] as string, url).href, afterPaint: next.afterPaint });
    if (!options.started) continue;
    for (const m of code.matchAll(DYNAMIC_IMPORT)) queue.push({ url: new URL(m[1] as string, url).href, afterPaint: true });
    for (const m of code.matchAll(PRELOAD_DEPS))
      for (const dep of (m[1] as string).match(/"[^"]+"/g) ?? [])
        queue.push({ url: new URL(`/${dep.slice(1, -1)}`, origin).href, afterPaint: true });
  }
  return {
    page,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
  };
}
