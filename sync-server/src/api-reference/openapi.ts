import { z } from 'zod';
import { apiErrorSchema } from '#shared/api';
import { bakery } from '#shared/bakery';
import {
  ownerEditAnswerSchemas,
  ownerEditKinds,
  ownerEditRoutes,
  ownerEditSchemas,
  pathParameters,
} from '#shared/owner-edits';
import { apiRoutes, type AnswerBody, type ApiRoute } from './routes';

type JsonSchema = Record<string, unknown>;

/**
 * The API reference, OpenAPI 3.1, written from the shared zod schemas with zod's own JSON
 * Schema output (z.toJSONSchema), so the reference says what the server parses and answers,
 * not what someone remembered to write down. Served at GET /api/openapi.json; its test checks
 * that it names exactly the routes the server has (openapi.test.ts).
 */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...apiRoutes, ...ownerEditApiRoutes()]) {
    const path = openApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operationOf(route);
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
const tagDescriptions: Record<ApiRoute['tag'], string> = {
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

/**
 * Each owner's edit's own route (shared owner-edits.ts): its path's parameters and the rest of
 * its fields as the body, answered as its kind's answer schema. The same table the server
 * mounts them from (owner-edits/run.ts).
 */
export function ownerEditApiRoutes(): ApiRoute[] {
  return ownerEditKinds.map((kind): ApiRoute => {
    const { method, path, status } = ownerEditRoutes[kind];
    const named = pathParameters(path);
    const shape = ownerEditSchemas[kind].shape as Record<string, z.core.$ZodType>;
    const pick = (keep: (field: string) => boolean) =>
      z.object(Object.fromEntries(Object.entries(shape).filter(([field]) => keep(field))));
    const body = pick((field) => field !== 'kind' && !named.includes(field));
    return {
      method,
      path,
      tag: 'Owner edits',
      summary: `The edit "${kind}" on its own (also by name in POST /api/admin/edits)`,
      access: 'owner',
      ...(named.length > 0 ? { params: pick((field) => named.includes(field)) } : {}),
      ...(Object.keys(body.shape).length > 0 ? { body } : {}),
      idempotent: true,
      answer: ownerEditAnswerSchemas[kind],
      // Named by its kind, as her outbox names it in a batch: "set-stock" is setStock.
      operationId: camelCase(kind.split('-')),
      ...(status ? { status } : {}),
    };
  });
}

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
export function operationIdOf(route: Pick<ApiRoute, 'method' | 'path' | 'operationId'>): string {
  if (route.operationId) return route.operationId;
  const words = route.path
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/)));
  return camelCase([route.method, ...words]);
}

function operationOf(route: ApiRoute): Record<string, unknown> {
  const status = String(route.status ?? 200);
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
      ...(route.idempotent
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
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [status]: answerOf(route.answer),
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
