// '@aec/ui/testing': the test kit (server render and hydration) and the shared test factories each
// app calls with its own data. Test-only: never exported from '@aec/ui', the shared singleton.
export * from './server-render-kit';
export * from './describe-catalogues';
export * from './describe-server-render';
export * from './describe-languages';
// The answers' lazy schemas, loaded before a render of known answers that cannot wait (renderToString).
export { loadEveryLazySchema } from '../data/api-client';
