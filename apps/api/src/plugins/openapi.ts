// The API's published description (issue 20): OpenAPI 3.1 generated from the routes' zod schemas,
// served as GET /openapi.json and browsable at GET /docs (Swagger UI's own files from its package,
// nothing from a CDN). Swagger only listens to onRoute and builds the document on its first request,
// so no other request pays for it. Registered before the services, so it sees every route. The same
// document is committed as apps/api/openapi.json (scripts/openapi/write.ts) and checked against the
// last release (scripts/openapi/breakingChanges.ts).
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { filterFieldSchema, menuItemSchema, serviceOfPath, services } from '@ornament/api-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiVersion } from '../release';

const openapiPaths = { description: '/openapi.json', docs: '/docs' } as const;

const openapiInfo = {
  title: 'Ornament commerce API',
  version: apiVersion,
  description: 'The storefronts’ commerce API, generated from the zod contract (packages/api-contract). Clients ignore response fields and enum values they do not know.',
} as const;

/** Swagger UI's pages: its own scripts and styles (React sets inline styles), the logo as a data: URL. */
const docsContentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

type SwaggerTransform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type SwaggerTransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;

/** The parts of the generated document that inReadingOrder reorders. */
interface DescriptionParts {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * Routes that exist only in some deployments, so are no part of the one contract: the development
 * helpers (outside live production only: services/auth/devRoutes.ts, checkout/devRoutes.ts) and the
 * acquirer's pages and notification (the sandbox's outside live production, a remote acquirer's when
 * one is configured: checkout/routes.ts), which browsers and the acquirer reach, not API clients.
 */
const deploymentSpecificPrefixes = [`${services.main}/dev/`, `${services.main}/v6/payment/`];

function isDeploymentSpecific(url: string): boolean {
  return deploymentSpecificPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Some routes answer with and without the trailing slash (giftCards/routes.ts `bothSlashes`); the
 * description names the slashed form the storefronts send, once.
 */
function isSlashlessTwin(routes: ReadonlySet<string>, method: string, url: string): boolean {
  return !url.endsWith('/') && routes.has(`${method} ${url}/`);
}

/**
 * The contract's recursive schemas, which JSON Schema can only state by reference, as named
 * components (left unnamed, the zod transform refers to definitions it then leaves out).
 */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(filterFieldSchema, { id: 'FilterField' });
namedSchemas.add(menuItemSchema, { id: 'MenuItem' });
const zodRouteTransform = createJsonSchemaTransform({ schemaRegistry: namedSchemas });
const zodComponentsTransform = createJsonSchemaTransformObject({ schemaRegistry: namedSchemas });

function describedRoutes(routes: ReadonlySet<string>): SwaggerTransform {
  return (input) => {
    const methods = [input.route.method].flat();
    if (isDeploymentSpecific(input.url) || methods.every((method) => isSlashlessTwin(routes, method, input.url))) {
      return { schema: { hide: true }, url: input.url };
    }
    const described = zodRouteTransform(input);
    if (!input.url.startsWith('/api/')) return described;
    return { ...described, schema: { ...described.schema, tags: [serviceOfPath(input.url)] } };
  };
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const methodOrder = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function sortedBy<T>(record: Record<string, T>, compare: (a: string, b: string) => number): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => compare(a, b)));
}

/**
 * A stable order for readable diffs of the committed file: paths and components by name, methods
 * as OpenAPI lists them, and only the components some operation refers to (the zod transform adds
 * an input twin of every named schema). Inside a schema, zod's declaration order stays.
 */
function inReadingOrder(description: DescriptionParts): DescriptionParts {
  const ordered = sortedBy(description.paths ?? {}, byCodeUnits);
  for (const [path, operations] of Object.entries(ordered)) {
    ordered[path] = sortedBy(operations, (a, b) => methodOrder.indexOf(a) - methodOrder.indexOf(b));
  }
  const schemas = sortedBy(referencedComponents(ordered, description.components?.schemas ?? {}), byCodeUnits);
  return { ...description, paths: ordered, components: { ...description.components, schemas } };
}

/** The components the paths refer to, directly or through other components. */
function referencedComponents(paths: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let added = [JSON.stringify(paths)];
  while (added.length > 0) {
    const text = added.join();
    const found = Object.entries(schemas).filter(([name]) => !(name in kept) && text.includes(`"#/components/schemas/${name}"`));
    for (const [name, schema] of found) kept[name] = schema;
    added = found.map(([, schema]) => JSON.stringify(schema));
  }
  return kept;
}

async function openapiPlugin(app: FastifyInstance): Promise<void> {
  const routes = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
  });
  await app.register(swagger, {
    openapi: { openapi: '3.1.0', info: openapiInfo },
    transform: describedRoutes(routes),
    transformObject: (input) => inReadingOrder(zodComponentsTransform(input) as DescriptionParts) as ReturnType<SwaggerTransformObject>,
  });
  await app.register(swaggerUi, { routePrefix: openapiPaths.docs, staticCSP: docsContentSecurityPolicy });

  let description: string | undefined;
  app.get(openapiPaths.description, { schema: { hide: true } }, async (_request, reply) => {
    description ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(description);
  });
}

export const openapi = fp(openapiPlugin, { name: 'openapi' });
