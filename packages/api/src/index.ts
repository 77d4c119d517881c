export { API_VERSION, createApp } from './app.ts';
export type { AppDeps, AppEnv, AuthContext } from './context.ts';
export { type HttpServer, startHttpServer } from './server.ts';
export { createServices, type ServiceOptions, type Services } from './services.ts';
