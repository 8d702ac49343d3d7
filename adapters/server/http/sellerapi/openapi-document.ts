import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { ErrorBody } from '../../../../contracts/shared/index.ts';
import { SELLER_API_BASE } from '../../../../contracts/sellerapi/index.ts';
import { SELLER_API_OPERATIONS, type SellerApiOperation } from './seller-api-operations.ts';

type Json = Record<string, unknown>;

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a valibot schema. Checks
 * written as code (`v.check`, cross-field rules) and transforms have no JSON
 * Schema form and are left out ('ignore'): the document describes the shape,
 * the server still enforces every rule and names the field it refuses.
 */
function schemaOf(schema: v.GenericSchema): Json {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Json;
  return rest;
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

function parametersOf(op: SellerApiOperation): Json[] {
  const of = (where: 'path' | 'query', object: v.ObjectSchema<v.ObjectEntries, undefined> | undefined) =>
    Object.entries(object?.entries ?? {}).map(([name, entry]) => {
      const optional = entry.type === 'optional';
      return { name, in: where, required: where === 'path' || !optional, schema: schemaOf(entry) };
    });
  return [...of('path', op.params), ...of('query', op.query)];
}

function operationOf(op: SellerApiOperation): Json {
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `Needs an API key with the \`${op.scope}\` scope.`,
    tags: [op.path.startsWith('/offers') ? 'offers' : 'orders'],
    security: [{ apiKey: [op.scope] }],
    ...(parametersOf(op).length === 0 ? {} : { parameters: parametersOf(op) }),
    ...(op.body === undefined ? {} : { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(op.body) } } } }),
    responses: {
      [String(op.status)]: { description: 'OK', content: { 'application/json': { schema: schemaOf(op.answer) } } },
      '400': errorResponse('The input is invalid; `field` names what to fix'),
      '401': errorResponse('No API key, or an unknown or revoked one'),
      '403': errorResponse('The key lacks the scope, or its owner may no longer use the API'),
      ...(op.params === undefined ? {} : { '404': errorResponse('Not found among the key owner\u2019s') }),
      '429': errorResponse('The key made too many requests this minute (see Retry-After)'),
    },
  };
}

/** The seller API's OpenAPI 3.1 document, from the same valibot schemas the routes parse with. */
export function sellerApiOpenApi(serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of SELLER_API_OPERATIONS) paths[op.path] = { ...paths[op.path], [op.method]: operationOf(op) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'ig-marketplace seller API',
      version: '1.0.0',
      description:
        'For bulk sellers: manage offers and fulfil orders. Create a key at /dashboard/account/api and send it as `Authorization: Bearer <key>`. Every write reaches the public search before it answers.',
    },
    servers: [{ url: `${serverUrl}${SELLER_API_BASE}` }],
    tags: [{ name: 'offers' }, { name: 'orders' }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (`igm_…`)' } },
      schemas: { Error: schemaOf(ErrorBody) },
    },
  };
}
