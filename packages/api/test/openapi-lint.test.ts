import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '../src/errors';
import { type Harness, makeHarness } from './support/harness';

/**
 * The OpenAPI document as API users' tools read it: Redocly's recommended rules pass with nothing to
 * report (every operation documents its error answers, no ambiguous paths), and each operation's
 * error answers are the catalogue's codes under their own HTTP status. support/openapi-conformance.ts
 * checks the other direction: every error a test meets is one the document lists for that operation.
 */
let h: Harness;
// biome-ignore lint/suspicious/noExplicitAny: the document is inspected loosely
let doc: any;
beforeAll(async () => {
  h = await makeHarness({ BUILD_HASH: 'abc123' });
  doc = (await h.client_().get('/api/v1/openapi.json')).body;
});
afterAll(() => h.close());

type Op = { operationId: string; responses: Record<string, { content?: { 'application/json': { schema: Schema } } }> };
type Schema = { allOf?: { $ref?: string; properties?: { code?: { enum: string[] } } }[] };
const operations = (): Op[] => Object.values(doc.paths as Record<string, Record<string, Op>>).flatMap((p) => Object.values(p));
const codesOf = (op: Op, status: number) =>
  op.responses[status]?.content?.['application/json'].schema.allOf?.find((s) => s.properties)?.properties?.code?.enum ?? [];
const byId = (id: string) => operations().find((o) => o.operationId === id) as Op;

describe('OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no problems at all', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('documents each error answer under its catalogue status, with the shared Error shape', () => {
    for (const op of operations()) {
      const statuses = Object.keys(op.responses).filter((s) => /^4/.test(s));
      expect(statuses.length, op.operationId).toBeGreaterThan(0);
      for (const status of statuses) {
        const schema = op.responses[status]?.content?.['application/json'].schema;
        expect(schema?.allOf?.[0]?.$ref).toBe('#/components/schemas/Error');
        for (const code of codesOf(op, Number(status))) expect(ERRORS[code as keyof typeof ERRORS].http).toBe(Number(status));
      }
    }
  });

  it('reads each operation’s answers from its guards, path, input and declared rules', () => {
    // Signed in, a business with a plan that has clients, not read-only; a record in the path; a rule.
    const destroy = byId('clients.destroy');
    expect(codesOf(destroy, 401)).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(destroy, 403)).toEqual(['FEATURE_NOT_IN_PLAN', 'FORBIDDEN', 'READ_ONLY']);
    expect(codesOf(destroy, 404)).toEqual(['NOT_FOUND']);
    expect(codesOf(destroy, 409)).toEqual(['IN_USE']);
    expect(codesOf(destroy, 422)).toEqual(['ARCHIVE_FIRST', 'VALIDATION_ERROR']);
    // A public call: no 401; its rate limit is documented.
    const login = byId('auth.login');
    expect(login.responses['401']).toBeUndefined();
    expect(codesOf(login, 429)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(codesOf(login, 422)).toEqual(['INVALID_CREDENTIALS', 'VALIDATION_ERROR']);
    // An admin call: 403 for everyone else; the booking page: 404 for a page that is off.
    expect(codesOf(byId('admin.users'), 403)).toEqual(['FORBIDDEN']);
    expect(codesOf(byId('booking.slots'), 404)).toEqual(['NOT_FOUND']);
    expect(codesOf(byId('appointments.create'), 409)).toEqual(['APPOINTMENT_OVERLAP', 'CLASS_SESSION_FULL']);
  });
});
