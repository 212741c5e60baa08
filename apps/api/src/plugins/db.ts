// The database as a decorator: routes and repositories read `app.db`; the app owns closing it.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db, DbDriver } from '../db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDriver: DbDriver;
    /** LISTEN on a NOTIFY channel (Database.listen). */
    dbListen: Database['listen'];
  }
}

export interface DbPluginOptions {
  database: Database;
  /** Close the database when the app closes (the app opened it). */
  closeOnShutdown: boolean;
}

async function dbPlugin(app: FastifyInstance, options: DbPluginOptions): Promise<void> {
  app.decorate('db', options.database.db);
  app.decorate('dbDriver', options.database.driver);
  app.decorate('dbListen', options.database.listen);
  if (options.closeOnShutdown) app.addHook('onClose', async () => options.database.close());
}

export const db = fp(dbPlugin, { name: 'db' });
