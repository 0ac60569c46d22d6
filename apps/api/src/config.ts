import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { RegisterSchema } from '@folio/shared';
import { weakAdminPasswordReason, weakSecretReason } from './lib/secret-strength.ts';

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
  /** Whether requests come through a proxy that tells the client's address and protocol (X-Forwarded-*). */
  trustProxy: boolean;
  bodyLimitBytes: number;
  loginPerIp: RateLimit;
  loginPerAccount: RateLimit;
  /** Messages from the public contact form per IP. */
  contactPerIp: RateLimit;
  /** Cart quotes per IP (anyone may ask, without signing in). */
  quotePerIp: RateLimit;
  /** Bytes of uploads one account may keep (admins have no quota; authors and publishers have their plan's while plans are on). */
  storageQuotaBytes: number;
  /**
   * Whether authors and publishers are held to a plan (PLANS, on by default; docs/decisions/028-plans.md): off for a
   * school's own installation, where every account has STORAGE_QUOTA_MB and no limit on its books.
   */
  plans: boolean;
  /** How long an upload that nothing uses is kept before it is removed. */
  orphanUploadGraceMs: number;
  /** The largest a book's (or template's) pages may be in all, as stored JSON. */
  bookMaxBytes: number;
  /** The most bytes of pages one reading answer carries (it stops early and says where to go on). */
  readAnswerMaxBytes: number;
  /** The site's public address (payment return links); without it, the address the request came to. */
  publicUrl?: string;
  /** Stripe payments, on when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; otherwise payments are manual. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase?: string };
  /** What a buyer reads to pay an order by the manual provider; {{total}} and {{tracking_number}} are filled in. */
  manualPaymentInstructions?: string;
  /** Redis for counters every instance shares (rate limits); without it they are counted in the database. */
  redisUrl?: string;
  /** Where uploaded files live: the local `uploadsDir`, or an S3-compatible bucket. */
  storage: { kind: 'local' } | { kind: 's3'; s3: S3Settings };
  /** Whether this process runs background jobs (PDF processing); `npm run worker` runs them on their own. */
  runWorker: boolean;
  /** How long a stopping server waits for requests in progress before it closes anyway. */
  shutdownTimeoutMs: number;
  /** The site's Learning Record Store: every answer and completion is sent to it as an xAPI statement (a book may have its own). */
  xapi?: Lrs;
  /** How long the first wait is before an LRS that did not answer is tried again (it doubles each time, up to an hour). */
  xapiRetrySeconds: number;
  /** The Chromium that draws PDF exports (CHROMIUM_PATH, else Debian's when installed); without one, PDF export is not offered. */
  chromiumPath: string | null;
  /**
   * The scripts exports carry, built with the web app (EXPORT_SCRIPTS_DIR, else the web build's exports folder): the
   * offline reader (until it is built, offline export is not offered) and the EPUB's questions script.
   */
  exportScriptsDir: string;
  /**
   * Sign-in with a school account (OpenID Connect: Google Workspace, Microsoft Entra ID, any standard provider), on
   * when OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set; `name` is what the button says.
   */
  oidc?: { issuer: string; clientId: string; clientSecret: string; name: string; hostedDomain?: string };
  /** Where e-mail goes out (a parent's consent link, a teacher's notice): an SMTP address; without it, mails are written to the log. */
  smtpUrl?: string;
  mailFrom: string;
  /** Pupil accounts with no sign-in for this long are deleted by a job, after a notice to their teacher. */
  studentRetentionDays: number;
  /** How long an account whose owner asked to delete it waits before it is deleted (they may cancel until then). */
  accountDeletionGraceDays: number;
  /** Class sign-ins per class code in a minute, whoever tries (a class behind one school address must all get in). */
  classSignInPerCode: RateLimit;
  /** Wrong picture passwords in a row that lock one pupil, and for how long. */
  classSignInPerPupil: RateLimit;
  /**
   * Join codes that do not work (unknown or closed) one address may try, on the class page, the pupils' sign-in and
   * school sign-in together, before its refusals are all the same 429 for the rest of the window (codes must not be
   * guessed by trying them). A code that works is never counted per address: a whole school signs in from one.
   */
  joinCodeMissPerIp: RateLimit;
  /** Look-ups of one class's page (its pupils' first names) in a minute, from any address: a big class reloading it several times. */
  joinLookupPerCode: RateLimit;
  /** Access-code redemptions (POST /api/me/redeem) per account, and per address, in ten minutes: codes must not be guessed by trying them. */
  redeemPerAccount: RateLimit;
  redeemPerIp: RateLimit;
  /** Reading analytics: how long raw events are kept (daily totals stay as long as the book). */
  analyticsRawDays: number;
  /** Batches of reading events per reader (account, or tab's session; the address only without either) in a minute. */
  eventsPerReader: RateLimit;
}

/** A Learning Record Store's xAPI endpoint and the credentials it gave (HTTP Basic). */
export interface Lrs {
  endpoint: string;
  username: string;
  password: string;
}

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses of the form endpoint/bucket/key (MinIO, Swift, Ceph) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

const DEFAULT_DEMO_PASSWORD = 'folio-demo';
/** Shorter signing secrets can be guessed offline from any token (HS256). */
const JWT_SECRET_MIN_BYTES = 32;
const MB = 1024 * 1024;

/** A start refused for a bad setting: the message names the variable, and the server prints only that. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);
const positiveInt = (fallback: number) => z.preprocess(blankAsUnset, z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').positive('must be above 0').default(fallback));
const optionalText = z.preprocess(blankAsUnset, z.string().optional());
const flag = z.preprocess(blankAsUnset, z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional());

/** The environment, variable by variable (README: Configuration). */
const EnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.preprocess(blankAsUnset, z.coerce.number({ error: 'must be a port number' }).int().min(1, 'must be a port number').max(65535, 'must be a port number').default(3000)),
  HOST: z.preprocess(blankAsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankAsUnset, z.string().default('./data')),
  UPLOADS_DIR: optionalText,
  WEB_DIST: optionalText,
  EXPORT_SCRIPTS_DIR: optionalText,
  DATABASE_URL: z.preprocess(blankAsUnset, z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional()),
  JWT_SECRET: optionalText,
  SEED_DEMO: flag,
  DEMO_PASSWORD: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.preprocess(blankAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  TRUST_PROXY: flag,
  BODY_LIMIT_BYTES: positiveInt(MB),
  LOGIN_IP_MAX: positiveInt(20),
  LOGIN_IP_WINDOW_MS: positiveInt(60_000),
  LOGIN_ACCOUNT_MAX: positiveInt(5),
  LOGIN_ACCOUNT_WINDOW_MS: positiveInt(15 * 60_000),
  CONTACT_IP_MAX: positiveInt(5),
  CONTACT_IP_WINDOW_MS: positiveInt(10 * 60_000),
  QUOTE_IP_MAX: positiveInt(60),
  QUOTE_IP_WINDOW_MS: positiveInt(60_000),
  STORAGE_QUOTA_MB: positiveInt(1024),
  PLANS: z.preprocess(blankAsUnset, z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on')),
  ORPHAN_UPLOAD_GRACE_HOURS: positiveInt(24),
  BOOK_MAX_MB: positiveInt(20),
  READ_ANSWER_MAX_MB: positiveInt(4),
  PUBLIC_URL: z.preprocess(blankAsUnset, z.url({ error: 'must be an address such as https://books.example.com' }).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText,
  MANUAL_PAYMENT_INSTRUCTIONS: optionalText,
  REDIS_URL: z.preprocess(blankAsUnset, z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional()),
  STORAGE: z.preprocess(blankAsUnset, z.enum(['local', 's3'], { error: "must be 'local' or 's3'" }).default('local')),
  S3_ENDPOINT: z.preprocess(blankAsUnset, z.url({ error: 'must be an address such as https://s3.example.com' }).optional()),
  S3_REGION: z.preprocess(blankAsUnset, z.string().default('us-east-1')),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  RUN_WORKER: flag,
  SHUTDOWN_TIMEOUT_MS: positiveInt(10_000),
  XAPI_ENDPOINT: z.preprocess(blankAsUnset, z.url({ error: 'must be an address such as https://lrs.example.com/xapi' }).optional()),
  XAPI_USERNAME: optionalText,
  XAPI_PASSWORD: optionalText,
  XAPI_RETRY_SECONDS: positiveInt(30),
  CHROMIUM_PATH: optionalText,
  OIDC_ISSUER: z.preprocess(blankAsUnset, z.url({ error: 'must be an address such as https://accounts.google.com' }).optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.preprocess(blankAsUnset, z.string().default('your school account')),
  OIDC_HOSTED_DOMAIN: z.preprocess(blankAsUnset, z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain such as school.example').optional()),
  SMTP_URL: z.preprocess(blankAsUnset, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(blankAsUnset, z.string().default('Folio <no-reply@folio.invalid>')),
  STUDENT_RETENTION_DAYS: positiveInt(365),
  ACCOUNT_DELETION_GRACE_DAYS: positiveInt(14),
  CLASS_SIGN_IN_CODE_MAX: positiveInt(120),
  ANALYTICS_RAW_DAYS: positiveInt(90),
  EVENTS_READER_MAX: positiveInt(120),
  CLASS_SIGN_IN_PUPIL_MAX: positiveInt(5),
  CLASS_SIGN_IN_PUPIL_WINDOW_MS: positiveInt(5 * 60_000),
  JOIN_CODE_MISS_IP_MAX: positiveInt(50),
  JOIN_CODE_MISS_IP_WINDOW_MS: positiveInt(15 * 60_000),
  JOIN_LOOKUP_CODE_MAX: positiveInt(600),
  REDEEM_ACCOUNT_MAX: positiveInt(10),
  REDEEM_IP_MAX: positiveInt(100),
});

/** Debian's Chromium, which CI and the README's machines install. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The configuration, from the environment. A bad value stops the start with a message naming the variable
 * (ConfigError): a signing secret too short to resist guessing, an ADMIN_PASSWORD that fails the password
 * rules, and in production (NODE_ENV=production) a secret or an admin password that is easy to guess
 * (lib/secret-strength.ts). In production demo accounts are never seeded unless SEED_DEMO=true.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}.`).join(' '));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.JWT_SECRET !== undefined && Buffer.byteLength(e.JWT_SECRET) < JWT_SECRET_MIN_BYTES ) {
    throw new ConfigError(`JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes long (e.g. the output of \`openssl rand -base64 48\`).`);
  }
  if (e.ADMIN_PASSWORD !== undefined) {
    const password = RegisterSchema.shape.password.safeParse(e.ADMIN_PASSWORD);
    if (!password.success) throw new ConfigError(`ADMIN_PASSWORD does not pass the password rules: ${password.error.issues[0]?.message}.`);
  }
  if (production) {
    // Several instances must share one signing secret, one database and one public address: none may be guessed.
    const missing = (['JWT_SECRET', 'DATABASE_URL', 'PUBLIC_URL'] as const).filter((name) => e[name] === undefined);
    if (missing.length > 0) throw new ConfigError(`${missing.join(', ')} must be set when NODE_ENV=production.`);
    // Long enough is not enough: 32 × "a" signs tokens anyone can forge, and "123456" opens the admin account.
    const weakSecret = weakSecretReason(e.JWT_SECRET!);
    if (weakSecret) throw new ConfigError(`JWT_SECRET is too easy to guess (${weakSecret}): use a random one, e.g. the output of \`openssl rand -base64 48\`.`);
    const weakPassword = e.ADMIN_PASSWORD === undefined ? null : weakAdminPasswordReason(e.ADMIN_PASSWORD);
    if (weakPassword) throw new ConfigError(`ADMIN_PASSWORD ${weakPassword}.`);
  }
  if (e.STORAGE === 's3' && e.S3_BUCKET === undefined) throw new ConfigError('S3_BUCKET must be set when STORAGE=s3.');
  const oidcSet = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET].filter((value) => value !== undefined).length;
  if (oidcSet > 0 && oidcSet < 3) throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together.');
  if (e.XAPI_ENDPOINT && (!e.XAPI_USERNAME || !e.XAPI_PASSWORD)) throw new ConfigError('XAPI_USERNAME and XAPI_PASSWORD must be set with XAPI_ENDPOINT.');
  // Demo accounts share a published password: never on a production site unless asked for by name.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production;
  const webDist = resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    production,
    jwtSecret: e.JWT_SECRET,
    seedDemo,
    demoPassword: e.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    uploadsDir: resolve(e.UPLOADS_DIR ?? join(e.DATA_DIR, 'uploads')),
    webDist,
    exportScriptsDir: resolve(e.EXPORT_SCRIPTS_DIR ?? join(webDist, 'exports')),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginPerIp: { max: e.LOGIN_IP_MAX, windowMs: e.LOGIN_IP_WINDOW_MS },
    loginPerAccount: { max: e.LOGIN_ACCOUNT_MAX, windowMs: e.LOGIN_ACCOUNT_WINDOW_MS },
    contactPerIp: { max: e.CONTACT_IP_MAX, windowMs: e.CONTACT_IP_WINDOW_MS },
    quotePerIp: { max: e.QUOTE_IP_MAX, windowMs: e.QUOTE_IP_WINDOW_MS },
    storageQuotaBytes: e.STORAGE_QUOTA_MB * MB,
    plans: e.PLANS === 'on',
    orphanUploadGraceMs: e.ORPHAN_UPLOAD_GRACE_HOURS * 3_600_000,
    bookMaxBytes: e.BOOK_MAX_MB * MB,
    readAnswerMaxBytes: e.READ_ANSWER_MAX_MB * MB,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE }
        : undefined,
    manualPaymentInstructions: e.MANUAL_PAYMENT_INSTRUCTIONS,
    redisUrl: e.REDIS_URL,
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET!,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            },
          }
        : { kind: 'local' },
    runWorker: e.RUN_WORKER !== 'false',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    xapiRetrySeconds: e.XAPI_RETRY_SECONDS,
    chromiumPath: e.CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null),
    xapi: e.XAPI_ENDPOINT ? { endpoint: e.XAPI_ENDPOINT.replace(/\/+$/, ''), username: e.XAPI_USERNAME!, password: e.XAPI_PASSWORD! } : undefined,
    oidc: e.OIDC_ISSUER ? { issuer: e.OIDC_ISSUER.replace(/\/+$/, ''), clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET!, name: e.OIDC_NAME, hostedDomain: e.OIDC_HOSTED_DOMAIN?.toLowerCase() } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    studentRetentionDays: e.STUDENT_RETENTION_DAYS,
    accountDeletionGraceDays: e.ACCOUNT_DELETION_GRACE_DAYS,
    classSignInPerCode: { max: e.CLASS_SIGN_IN_CODE_MAX, windowMs: 60_000 },
    classSignInPerPupil: { max: e.CLASS_SIGN_IN_PUPIL_MAX, windowMs: e.CLASS_SIGN_IN_PUPIL_WINDOW_MS },
    joinCodeMissPerIp: { max: e.JOIN_CODE_MISS_IP_MAX, windowMs: e.JOIN_CODE_MISS_IP_WINDOW_MS },
    joinLookupPerCode: { max: e.JOIN_LOOKUP_CODE_MAX, windowMs: 60_000 },
    redeemPerAccount: { max: e.REDEEM_ACCOUNT_MAX, windowMs: 10 * 60_000 },
    redeemPerIp: { max: e.REDEEM_IP_MAX, windowMs: 10 * 60_000 },
    analyticsRawDays: e.ANALYTICS_RAW_DAYS,
    eventsPerReader: { max: e.EVENTS_READER_MAX, windowMs: 60_000 },
  };
}
