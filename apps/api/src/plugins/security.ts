import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { EMBED_FRAME_ORIGINS } from '@folio/shared';

/**
 * Security headers. Everything is served by Folio itself (DESIGN.md §11: no third parties), so the CSP
 * allows only 'self'. Inline styles stay allowed because the toast library injects its stylesheet.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // The one exception to 'self': allow-listed video players (EMBED_HOSTS), loaded only after the reader
        // clicks play, from the privacy-enhanced hosts.
        frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Tokens travel in the Authorization header, never cross-site; keep the referrer to our own origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
});
