/** The database schema (Drizzle), one file per area; drizzle-kit and the client read it all from here. */
export * from './schema-enums.ts';
export * from './schema-core.ts';
export * from './schema-commerce.ts';
