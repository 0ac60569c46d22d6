import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: the document at /api/openapi.json, a browser at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Folio API', version: '1.0.0', description: 'Create, publish, sell and read interactive e-books.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Its own CSP, as strict as the app's: no third-party hosts, no upgrade of plain-HTTP localhost.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
