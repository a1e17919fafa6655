import fs from 'node:fs';
import Fastify from 'fastify';

/** The ceiling: a bare Fastify route answering the same JSON from memory (bench:api). */
const [port, file] = process.argv.slice(2);
if (!port || !file) throw new Error('Usage: tsx scripts/bare-server.ts <port> <JSON file to answer>');
const body = fs.readFileSync(file, 'utf8');
const app = Fastify();
app.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
app.listen({ port: Number(port), host: '127.0.0.1' }).then(() => console.log('ready'));
