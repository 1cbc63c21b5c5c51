// The benchmark's denominator: Fastify 5 with one JSON route and nothing else, on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', () => ({ result: 1 }));
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT']) });

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
