// The baselines of `npm run bench`: a bare Fastify hello-world, same machine, same run; and the same
// bare Fastify sending the cached page's own bytes (set by the bench with PUT /same-bytes, loopback
// only), which shows how much of the page's figure is its size rather than the site's code.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
let sameBytes = { body: Buffer.alloc(0), type: 'text/html; charset=utf-8', encoding: undefined };

app.get('/', async () => ({ hello: 'world' }));
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
app.put('/same-bytes', async (request) => {
  sameBytes = { body: request.body, type: request.headers['x-type'] ?? sameBytes.type, encoding: request.headers['x-encoding'] };
  return { bytes: sameBytes.body.length };
});
app.get('/same-bytes', (_request, reply) => {
  reply.type(sameBytes.type);
  if (sameBytes.encoding) reply.header('content-encoding', sameBytes.encoding);
  return reply.send(sameBytes.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
