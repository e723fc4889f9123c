import type { Hono } from 'hono';
import { assertDocumentedError } from './openapi-conformance';

// biome-ignore lint/suspicious/noExplicitAny: test responses are inspected loosely
type Json = any;

export interface Res {
  status: number;
  body: Json;
  headers: Headers;
}

/** Speaks HTTP to the app in-process, keeping cookies and the CSRF header like the web client does. */
export class Client {
  readonly cookies = new Map<string, string>();
  bearer?: string;

  constructor(
    private readonly app: Hono,
    private readonly opts: { locale: 'uk' | 'en'; ip: string },
  ) {}

  setLocale(locale: 'uk' | 'en') {
    this.opts.locale = locale;
  }

  async request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<Res> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN') && !this.bearer && !extra['x-skip-csrf']) {
      await this.request('GET', '/api/csrf-cookie');
    }
    const headers: Record<string, string> = { 'x-locale': this.opts.locale, ...extra };
    delete headers['x-skip-csrf'];
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET' && !extra['x-xsrf-token']) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await this.app.request(
      `http://localhost${path}`,
      { method, headers, body: payload },
      {
        incoming: { socket: { remoteAddress: this.opts.ip } },
      },
    );
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const idx = (pair as string).indexOf('=');
      const name = (pair as string).slice(0, idx).trim();
      const value = (pair as string).slice(idx + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: Json = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    assertDocumentedError(method, path, res.status, parsed);
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get = (path: string, extra?: Record<string, string>) => this.request('GET', path, undefined, extra);
  post = (path: string, body?: unknown, extra?: Record<string, string>) => this.request('POST', path, body ?? {}, extra);
  put = (path: string, body?: unknown, extra?: Record<string, string>) => this.request('PUT', path, body ?? {}, extra);
  del = (path: string, extra?: Record<string, string>) => this.request('DELETE', path, undefined, extra);

  /** tRPC over HTTP, as the web app calls it. */
  async query(path: string, input?: unknown): Promise<Res> {
    const q = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return this.get(`/trpc/${path}${q}`);
  }

  async mutate(path: string, input?: unknown): Promise<Res> {
    return this.post(`/trpc/${path}`, input ?? null);
  }
}
