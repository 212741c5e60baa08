import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLog, slowRequestMs, worthLogging } from './requestLog';

describe('production request log', () => {
  it('keeps server errors and slow requests, nothing else', () => {
    expect(worthLogging(200, 3)).toBe(false);
    expect(worthLogging(404, 3)).toBe(false);
    expect(worthLogging(500, 3)).toBe(true);
    expect(worthLogging(200, slowRequestMs)).toBe(true);
  });

  it('writes the route pattern of a failed request, not its URL with the query', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } }, logController: new LogController({ disableRequestLogging: true }) });
    await app.register(requestLog);
    app.get('/boom/:id', async (_request, reply) => reply.status(503).send({}));
    app.get('/fine', async () => ({}));
    await app.inject({ method: 'GET', url: '/fine' });
    await app.inject({ method: 'GET', url: '/boom/7?token=secret' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ route: '/boom/:id', status: 503, msg: 'request failed or slow' });
    expect(lines[0]).not.toContain('secret');
  });
});
