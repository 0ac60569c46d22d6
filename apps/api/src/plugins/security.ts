import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { EMBED_FRAME_ORIGINS } from '@folio/shared';
import { LTI_PAGE, ltiPagePolicy, type PagePolicy } from '../modules/lti/page-policy.ts';

/** A year, subdomains included (helmet's default): browsers then refuse plain http for the site. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * One response's CSP, widened from the site's for an LTI page (modules/lti/page-policy.ts): framed by the
 * registered LMSs instead of nobody (and without X-Frame-Options, which cannot name them), and posting its form
 * to the one LMS address it answers.
 */
function widen(reply: FastifyReply, policy: PagePolicy) {
  let csp = String(reply.getHeader('content-security-policy') ?? '');
  csp = csp.replace("frame-ancestors 'none'", `frame-ancestors ${["'self'", ...policy.frameAncestors].join(' ')}`);
  if (policy.formAction.length) csp = csp.replace("form-action 'self'", `form-action ${["'self'", ...policy.formAction].join(' ')}`);
  reply.header('content-security-policy', csp);
  reply.removeHeader('x-frame-options');
}

/**
 * Security headers. Everything is served by Folio itself (architecture.md §11: no third parties), so the CSP
 * allows only 'self'. Inline styles stay allowed because the toast library injects its stylesheet.
 *
 * helmet's middleware is made once here. (@fastify/helmet made it again on every request, parsing the CSP
 * each time: about 2% of the API's CPU under load on the orders list.)
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
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
    // The same as frame-ancestors 'none', for browsers that know only this header. The one page that others
    // may frame (the flipbook embed, plugins/web.ts) relaxes its CSP and drops this header.
    xFrameOptions: { action: 'deny' },
    // Sent below, over HTTPS only: RFC 6797 §7.2 forbids it over plain http (browsers ignore it there).
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // `protocol` is 'https' on a TLS socket, or behind a proxy that says so in X-Forwarded-Proto when the
    // proxy is trusted (TRUST_PROXY=true); a client cannot claim it otherwise.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    setSecurityHeaders(request.raw, reply.raw, (error) => {
      const path = request.url.split('?')[0] ?? '/';
      if (error || !LTI_PAGE.test(path)) return done(error as Error | undefined);
      // A lookup that fails leaves the site's own policy: the page is served, only not framed nor posting away.
      void ltiPagePolicy(app.db, path, request.query as Record<string, unknown>).catch(() => undefined).then((policy) => {
        if (policy) widen(reply, policy);
        done();
      });
    });
  });
});
