import { join, resolve } from 'node:path';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  production: boolean;
  /** Signing secret for tokens; when absent one is generated once and kept in `dataDir`. */
  jwtSecret?: string;
  seedDemo: boolean;
  demoPassword: string;
  adminEmail?: string;
  adminPassword?: string;
  /** Uploaded files (local storage). */
  uploadsDir: string;
  /** Folder of the built web app, served with an SPA fallback when it exists. */
  webDist: string;
  logLevel: string;
  bodyLimitBytes: number;
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  /** Messages from the public contact form per IP. */
  contactPerIp: RateLimit;
  /** The site's public address (payment return links); without it, the address the request came to. */
  publicUrl?: string;
  /** Stripe payments, on when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; otherwise payments are manual. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** What a buyer reads to pay an order by the manual provider; {{total}} and {{tracking_number}} are filled in. */
  manualPaymentInstructions?: string;
}

export const DEFAULT_DEMO_PASSWORD = 'folio-demo';

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  // Demo content is for the embedded database and for whoever asks; a production database gets none unasked.
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : !(databaseUrl && production);
  return {
    port: int(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    production,
    jwtSecret: env.JWT_SECRET || undefined,
    seedDemo,
    demoPassword: env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    uploadsDir: resolve(env.UPLOADS_DIR ?? join(env.DATA_DIR ?? './data', 'uploads')),
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    loginPerIp: { max: int(env.LOGIN_IP_MAX, 20), windowMs: int(env.LOGIN_IP_WINDOW_MS, 60_000) },
    loginPerAccount: { max: int(env.LOGIN_ACCOUNT_MAX, 5), windowMs: int(env.LOGIN_ACCOUNT_WINDOW_MS, 15 * 60_000) },
    contactPerIp: { max: int(env.CONTACT_IP_MAX, 5), windowMs: int(env.CONTACT_IP_WINDOW_MS, 10 * 60_000) },
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE || undefined }
        : undefined,
    manualPaymentInstructions: env.MANUAL_PAYMENT_INSTRUCTIONS || undefined,
  };
}
