// The tasks centre (spec 3 §7 "Task-centre GETs: list, completed, event/{id}, task/{id}"). The list
// and task/{id} answer guests too (every task open): spec 1 §6 shows active tasks to guests on wide
// screens. completed and event/{id} are the shopper's own and answer guests 401.
import { genericErrorCodes, loyaltyPaths, taskIdParamsSchema, taskListResponseSchema, taskResponseSchema } from '@ornament/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/httpError';
import { local } from '../favorites/local';
import { storefrontOf } from './storefront';
import { activeTaskOf, activeTasksFor, completedTasksOf, completionEventOf } from './taskRepository';
import { taskOf } from './taskView';

const taskNotFound = (id: number) => new HttpError(404, genericErrorCodes.notFound, `Task ${id} not found`, '/path/id');
const eventNotFound = (id: number) => new HttpError(404, genericErrorCodes.notFound, `Task event ${id} not found`, '/path/id');

/** The signed-in shopper's id, or null for a guest or no session. */
async function shopperIdOf(request: FastifyRequest): Promise<string | null> {
  const user = await request.sessionUser();
  return user && !user.isGuest ? user.id : null;
}

export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const privateAnswer = { 'cache-control': 'private, no-store' };

  routes.get(local(loyaltyPaths.tasks), { schema: { response: { 200: taskListResponseSchema } } }, async (request, reply) => {
    const rows = await activeTasksFor(app.db, storefrontOf(request.headers), await shopperIdOf(request));
    void reply.headers(privateAnswer);
    return { data: rows.map((row) => taskOf(row.task, row.completion)) };
  });

  routes.get(local(loyaltyPaths.tasksCompleted), { schema: { response: { 200: taskListResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const rows = await completedTasksOf(app.db, user.id);
    void reply.headers(privateAnswer);
    return { data: rows.map((row) => taskOf(row.task, row.completion)) };
  });

  routes.get(local(loyaltyPaths.taskEvent(':id')), { schema: { params: taskIdParamsSchema, response: { 200: taskResponseSchema } } }, async (request, reply) => {
    const user = await request.requireSignedIn();
    const row = await completionEventOf(app.db, user.id, request.params.id);
    if (!row) throw eventNotFound(request.params.id);
    void reply.headers(privateAnswer);
    return { data: taskOf(row.task, row.completion) };
  });

  routes.get(local(loyaltyPaths.task(':id')), { schema: { params: taskIdParamsSchema, response: { 200: taskResponseSchema } } }, async (request, reply) => {
    const row = await activeTaskOf(app.db, request.params.id, storefrontOf(request.headers), await shopperIdOf(request));
    if (!row) throw taskNotFound(request.params.id);
    void reply.headers(privateAnswer);
    // "Bonuses for a task": the reward, or what the completion credited.
    return { data: { ...taskOf(row.task, row.completion), bonusAmount: row.completion?.bonusAmount ?? row.task.bonusAmount } };
  });
}
