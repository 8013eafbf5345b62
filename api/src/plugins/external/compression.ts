import fp from 'fastify-plugin';
import compress from '@fastify/compress';

// Static files are precompressed at build time; this covers API answers.
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { 1: 4 } } });
  },
  { name: 'compression' },
);
