import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Opens every route of `routes` to pupils of a class too (route config `pupils`, plugins/auth.ts): for modules that
 * are a pupil's as much as anyone's (reading, notes, drawings, uploads), where each route still checks what is theirs.
 */
export const openToPupils = (routes: FastifyPluginAsync): FastifyPluginAsync =>
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, pupils: true };
    });
    await app.register(routes);
  };
