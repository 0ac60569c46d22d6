export * from './roles.ts';
export * from './admin-pages.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './http.ts';
export * from './constants.ts';
