import { afterAll } from 'vitest';

/**
 * Setup for the `shared` vitest project, whose files share a worker's globals (isolate: false): a file that
 * replaces fetch or defines a document and leaves them behind breaks whatever file runs after it in that worker
 * (an HTTP fake answering 404, a DOM that is not one). Each file must put them back before it ends; this fails
 * the file that did not, by name, instead of a stranger later.
 */
const KEY = Symbol.for('kairos.test.globals');
type Saved = { fetch: typeof fetch; document: PropertyDescriptor | undefined };
const store = globalThis as unknown as Record<symbol, Saved | undefined>;
store[KEY] ??= { fetch: globalThis.fetch, document: Object.getOwnPropertyDescriptor(globalThis, 'document') };
const first = store[KEY] as Saved;

afterAll(() => {
  const leaked: string[] = [];
  if (globalThis.fetch !== first.fetch) leaked.push('globalThis.fetch');
  if (Object.getOwnPropertyDescriptor(globalThis, 'document')?.value !== first.document?.value) leaked.push('document');
  if (leaked.length) {
    globalThis.fetch = first.fetch;
    throw new Error(
      `this file left ${leaked.join(' and ')} replaced: restore it in afterAll, or list the file as ISOLATED in vitest.config.ts`,
    );
  }
});
