import { type ErrorCode, httpStatusOf } from '../core/errors';
import { errorsOfGuards } from '../core/trpc';
import type { RestProcedure } from './procedures';

/** An input field naming a record (or a page) that may not exist for the caller: NOT_FOUND, never another tenant's row. */
const REFERENCE = /^(id|slug|token)$|_(id|ids|token)$/;

/**
 * Every catalogue code one REST operation can answer, read from the operation itself: its guards
 * (core/trpc.ts `guarded`: signed in, admin, business, read-only, plan), a record named in its path
 * or input (NOT_FOUND), any input (VALIDATION_ERROR; a body also PAYLOAD_TOO_LARGE), a write by a
 * browser session (the CSRF check, http/csrf.ts), and what the procedure declares in
 * `meta.rest.errors` for its own rules (conflicts, limits, money).
 */
export function operationErrors(p: RestProcedure, input: JsonSchema): ErrorCode[] {
  const codes = new Set<ErrorCode>(errorsOfGuards(p.middlewares));
  const pathParams = [...p.rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  if (pathParams.length > 0 || fieldNames(input).some((f) => REFERENCE.test(f))) codes.add('NOT_FOUND');
  if (p.input || pathParams.length > 0) codes.add('VALIDATION_ERROR');
  if (p.rest.method === 'POST' || p.rest.method === 'PUT') codes.add('PAYLOAD_TOO_LARGE');
  if (p.rest.method !== 'GET') codes.add('CSRF_TOKEN_MISMATCH');
  for (const code of p.rest.errors ?? []) codes.add(code);
  return [...codes];
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema } & Record<string, unknown>;

/** Every property name in an input's JSON schema, nested objects, arrays and unions included. */
function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const own = Object.keys(schema.properties ?? {});
  const nested = [
    ...Object.values(schema.properties ?? {}),
    schema.items,
    ...(['anyOf', 'oneOf', 'allOf'] as const).flatMap((k) => (schema[k] as JsonSchema[] | undefined) ?? []),
  ];
  return [...own, ...nested.flatMap((s) => fieldNames(s))];
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Malformed request',
  401: 'Not signed in (no or an expired session or token)',
  402: 'Payment or credits needed',
  403: 'Not allowed: role, read-only mode or plan',
  404: 'Not found, or not this business’s',
  409: 'Conflicts with the current state',
  413: 'Body too large',
  419: 'CSRF token missing or wrong (cookie sessions)',
  422: 'Invalid input or a rule refused it (`errors` holds per-field messages)',
  412: 'A provider this needs is not set up on this server',
  429: 'Too many attempts (see Retry-After when present)',
  503: 'A provider did not answer; try again later',
};

/** The operation's error answers by HTTP status, each the shared Error shape with the codes it can hold there. */
export function errorResponses(codes: readonly ErrorCode[]): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: Record<string, unknown> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    out[status] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: {
        'application/json': {
          schema: {
            allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { code: { enum: list.sort() } } }],
          },
        },
      },
    };
  }
  return out;
}
