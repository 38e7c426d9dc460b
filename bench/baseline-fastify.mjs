// The API's floor: a bare Fastify hello-world, run as its own process like the API
// (`PORT=… node bench/baseline-fastify.mjs`), so both pay the same process and loopback costs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
