// A shopper for favourites tests: the first write makes a guest and its cookie; later calls send it.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

export interface Shopper {
  cookie: string | undefined;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export function shopper(app: FastifyInstance): Shopper {
  const self: Shopper = {
    cookie: undefined,
    async call(options) {
      const headers = { ...(options.headers ?? {}), ...(self.cookie ? { cookie: self.cookie } : {}) };
      const response = await app.inject({ ...options, headers });
      const set = [response.headers['set-cookie']].flat()[0];
      const pair = set ? /^(sid=[^;]+)/.exec(set)?.[1] : undefined;
      if (pair) self.cookie = pair;
      return response;
    },
  };
  return self;
}

export const favoriteBody = (article: string) => ({ data: { type: 'favorite', attributes: { article } } });
