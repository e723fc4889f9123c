import type { AnyRouter } from '@trpc/server';
import * as z from 'zod';
import { errorCatalogue } from '../core/errors';
import { isDataShaped } from './adapter';
import { errorResponses, operationErrors } from './operation-errors';
import { restProcedures } from './procedures';

function schemaOf(s: z.ZodType | undefined, io: 'input' | 'output'): Record<string, unknown> {
  if (!s) return {};
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** What `data` (and `meta`) hold in the REST envelope for an output schema (as the adapter's `envelope` shapes it). */
function bodyOf(output: Record<string, unknown>): Record<string, unknown> {
  const props = (output.properties ?? {}) as Record<string, Record<string, unknown>>;
  const keys = Object.keys(props);
  if (props.items?.type === 'array') {
    const { items, ...meta } = props;
    return { data: items, meta: { type: 'object', properties: meta } };
  }
  if (isDataShaped(keys)) return { data: props.data, ...(props.meta ? { meta: props.meta } : {}) };
  return { data: output };
}

/** The OpenAPI 3.1 document, generated from the same procedures and schemas the adapter mounts. */
export function openApiDocument(router: AnyRouter, version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const p of restProcedures(router)) {
    const method = p.rest.method.toLowerCase();
    const pathParams = [...p.rest.path.matchAll(/\{(\w+)\}/g)].map((mm) => mm[1] as string);
    const input = schemaOf(p.input, 'input');
    const parameters: unknown[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    let requestBody: unknown;
    if (method === 'get' || method === 'delete') {
      const props = (input.properties ?? {}) as Record<string, unknown>;
      const required = new Set((input.required ?? []) as string[]);
      for (const [name, schema] of Object.entries(props)) {
        if (!pathParams.includes(name)) parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    } else if (p.input) {
      requestBody = { required: true, content: { 'application/json': { schema: input } } };
    }
    paths[p.rest.path] = {
      ...paths[p.rest.path],
      [method]: {
        operationId: p.path,
        summary: p.rest.summary,
        tags: p.rest.tags ?? [],
        parameters,
        ...(requestBody ? { requestBody } : {}),
        responses: {
          200: {
            description: 'OK',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { ...bodyOf(schemaOf(p.output, 'output')), message: { type: ['string', 'null'] } },
                },
              },
            },
          },
          ...errorResponses(operationErrors(p, input)),
          default: {
            description: 'Unexpected error (code INTERNAL)',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kairos API',
      version,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'REST adapter over the tRPC procedures. Authenticate with `Authorization: Bearer <token>` (API users) or a session cookie; cookie-authenticated writes need the X-XSRF-TOKEN header echoing the XSRF-TOKEN cookie from GET /api/csrf-cookie. Send `x-locale: uk|en` for translated messages.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: 'kairos_session' },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message', 'code'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string', enum: Object.keys(errorCatalogue()) },
            errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths,
  };
}
