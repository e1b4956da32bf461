import { z } from 'zod';
import { apiErrorSchema } from '#shared/api';
import { bakery } from '#shared/bakery';
import type { AnswerBody, CallSpec, Tag } from '#shared/calls/define';
import { calls } from '#shared/calls/index';

type JsonSchema = Record<string, unknown>;

/**
 * The API reference, OpenAPI 3.1, written from the shared zod schemas with zod's own JSON
 * Schema output (z.toJSONSchema), from the contract the server mounts (shared-schema/src/calls),
 * so the reference says what the server parses and answers, not what someone remembered to write
 * down. Served at GET /api/openapi.json; its test checks it against the server's routes and a
 * validator (openapi.test.ts).
 */
export function openApiDocument(): { openapi: string } & Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of Object.values<CallSpec>(calls)) {
    const path = openApiPath(spec.path);
    (paths[path] ??= {})[spec.method.toLowerCase()] = operationOf(spec);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${bakery.name} API`,
      version: '1',
      description:
        "The shop, her order pages and the owner's admin call this API. Every body, query and path parameter is parsed with the schema shown; a refusal is {message, reason?, issues?} with a 4xx status. See docs/api.md.",
    },
    servers: [{ url: '/' }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        ownerSession: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token POST /api/admin/login answers',
        },
      },
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
    },
    paths,
  };
}

/** What each group of calls is for, as the reference's reader meets them. */
const tagDescriptions: Record<Tag, string> = {
  Server: 'Whether the server is up, and this reference',
  Shop: "The catalogue, the pickup settings, a cart's holds and the checkout",
  'Customer order': 'Her order from the link she was sent: see it, move its time, cancel it, add it to a calendar',
  'Standing order': 'A regular order every week, from the link of her order',
  Waitlist: 'A line for a sold-out product or a full pickup, and her turn in it',
  'Customer messages': 'Contact messages, reviews and comments on recipes',
  Notifications: 'E-mail when orders open, and Web Push to a phone',
  'Owner session': "The owner's login, logout and password reset",
  Owner: "The owner's lists, exports, pickup notices and photo uploads",
  'Owner edits': "Each of the owner's edits on its own route, or many at once by name",
};

/** Koa's ":id" as OpenAPI's "{id}". */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const camelCase = (words: readonly string[]) =>
  words
    .filter(Boolean)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');

/**
 * A call's operationId, which client generators make their function names of: its method and
 * its path after /api, a parameter read as "by" it. `DELETE /api/cart/reserve/:id` is
 * deleteCartReserveById, `GET /api/orders/:id/calendar.ics` getOrdersByIdCalendarIcs. Made
 * from what names the call, so it stays the same from one version to the next; the reference
 * test checks that no two calls share one.
 */
export function operationIdOf(route: Pick<CallSpec, 'method' | 'path' | 'operationId'>): string {
  if (route.operationId) return route.operationId;
  const words = route.path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return camelCase([route.method, ...words]);
}

function operationOf(route: CallSpec): Record<string, unknown> {
  const answers = Object.entries(route.answers).map(([status, answer]) => [status, answerOf(answer)] as const);
  const body = route.bodyShown ?? (route.body === 'binary' ? undefined : route.body);
  return {
    operationId: operationIdOf(route),
    tags: [route.tag],
    summary: route.summary,
    // Every call says who may make it; `[]` is "anyone" (a customer's link carries its own key
    // in its parameters), where nothing said would read as "unknown" to Redocly and client generators.
    security: route.access === 'owner' ? [{ ownerSession: [] }] : [],
    parameters: [
      ...parametersOf(route.params, 'path'),
      ...parametersOf(route.query, 'query'),
      ...(route.repeat === 'idempotency-key' || route.repeat === 'idempotency-key-in-service'
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              description: 'The same key again gets the first answer back; nothing applies twice',
              schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,200}$' },
            },
          ]
        : []),
    ],
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } } } }
      : route.body === 'binary'
        ? {
            requestBody: {
              required: true,
              content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'image/*' } } },
            },
          }
        : {}),
    responses: {
      ...Object.fromEntries(answers),
      '4XX': {
        description: 'Refused: bad input (400), not signed in (401), not found (404), a conflict (409), too many (429)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

function answerOf(answer: AnswerBody): Record<string, unknown> {
  if (answer === 'empty') return { description: 'Done; nothing to say' };
  if ('file' in answer) return { description: 'A file', content: { [answer.file]: { schema: { type: 'string' } } } };
  return { description: 'Done', content: { 'application/json': { schema: jsonSchemaOf(answer, 'output') } } };
}

/** An object schema's fields as OpenAPI parameters of one place (path or query). */
function parametersOf(schema: z.core.$ZodType | undefined, place: 'path' | 'query') {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: property,
  }));
}

/**
 * A zod schema as JSON Schema (2020-12, OpenAPI 3.1's): requests as they are sent (`input`:
 * before defaults and transforms), answers as they arrive (`output`). What JSON Schema cannot
 * say (a refinement, a transform) is left open rather than refused.
 */
function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return json;
}
