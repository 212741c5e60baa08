// The tasks centre's reads (spec 3 §7 "Task-centre GETs"): the list with the shopper's completed
// flags, the completed list, one completion (event) and one task with its reward; guests see open
// tasks but no personal ones; unknown, inactive, other editions' and other shoppers' ids are 404s.
import { loyaltyPaths, paths, type TaskListResponse, type TaskResponse, taskTypes } from '@ornament/api-contract';
import { profileLimits } from '@ornament/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskCompletions, tasks } from '../../src/db/schema';
import { seededUserIds } from '../../src/db/seed/users';
import { type TestApp, buildTestApp } from '../helpers/build';
import { type Shopper, freshShopper, jsonApiError, seedLoyaltyFixtures, seedToday, sessionOf, taskIdOf } from './fixtures';

let t: TestApp;
let anna: Shopper;
beforeAll(async () => {
  t = await buildTestApp({ seed: seedLoyaltyFixtures });
  anna = await sessionOf(t.app, t.db, (await seededUserIds(t.db)).shopper);
});
afterAll(async () => t?.close());

const day = 24 * 60 * 60 * 1000;

describe('GET tasks-center/', () => {
  it('lists the four active tasks in order, Anna’s seeded ones completed with their credit and date', async () => {
    const response = await anna.call({ method: 'GET', url: loyaltyPaths.tasks });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { data } = response.json<TaskListResponse>();
    expect(data.map((task) => task.type)).toEqual([...taskTypes]);
    const byType = Object.fromEntries(data.map((task) => [task.type, task]));
    expect(byType.FirstOrder).toMatchObject({ full: true, bonusAmount: 300, completedAt: new Date(seedToday.getTime() - 40 * day).toISOString(), attributes: { completed: true, 'point-count': 300 } });
    expect(byType.FillProfile).toMatchObject({ bonusAmount: profileLimits.fillProfileBonus, attributes: { completed: true, title: 'Заполните профиль' } });
    expect(byType.ProductReview).toMatchObject({ full: false, bonusAmount: 0, completedAt: null, attributes: { completed: false, 'point-count': 200, sticker: 'Отзывы' } });
    expect(byType.ProductReview!.attributes.image).toBe('/api/sklv/v4/content/picture/star.webp');
    expect(byType.ProductReview!.imageUrl).toBe('/api/sklv/v4/content/picture/star.webp');
    expect(byType.FirstOrder!.imageUrl).toBe('/api/sklv/v4/content/picture/bag-hover.webp');
    expect(byType.Subscription!.message).toBe('Включите любую рассылку в настройках профиля — начислим 100\u00A0бонусов.');
  });

  it('answers guests and new shoppers with every task open', async () => {
    for (const response of [await t.app.inject({ method: 'GET', url: loyaltyPaths.tasks }), await (await freshShopper(t.app, t.db)).call({ method: 'GET', url: loyaltyPaths.tasks })]) {
      expect(response.statusCode).toBe(200);
      const { data } = response.json<TaskListResponse>();
      expect(data).toHaveLength(4);
      expect(data.every((task) => !task.attributes.completed && task.completedAt === null && task.bonusAmount === 0)).toBe(true);
    }
  });

  it('serves the task pictures as WebP', async () => {
    for (const name of ['bag', 'star-hover', 'profile', 'envelope-hover']) {
      const response = await t.app.inject({ method: 'GET', url: paths.contentPicture(name) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it('leaves out inactive tasks and tasks of another edition', async () => {
    const [kzOnly] = await t.db.insert(tasks).values({ type: 'KzOnly', title: 'Только в Казахстане', bonusAmount: 50, message: '', image: '', completedImage: '', country: 'KZ', sortOrder: 9 }).returning();
    const [off] = await t.db.insert(tasks).values({ type: 'Retired', title: 'Отключено', bonusAmount: 50, message: '', image: '', completedImage: '', isActive: false }).returning();
    const typesOf = async (headers: Record<string, string>) => (await anna.call({ method: 'GET', url: loyaltyPaths.tasks, headers })).json<TaskListResponse>().data.map((task) => task.type);
    expect(await typesOf({})).not.toContain('KzOnly');
    expect(await typesOf({ 'x-country-code': 'KZ' })).toContain('KzOnly');
    expect(await typesOf({ 'x-country-code': 'KZ' })).not.toContain('Retired');
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.task(kzOnly!.id) })).statusCode).toBe(404);
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.task(kzOnly!.id), headers: { 'x-country-code': 'KZ' } })).statusCode).toBe(200);
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.task(off!.id) })).json()).toEqual(jsonApiError(404));
    await t.db.delete(tasks).where(eq(tasks.id, kzOnly!.id));
    await t.db.delete(tasks).where(eq(tasks.id, off!.id));
  });
});

describe('GET tasks-center/completed/ and event/{id}/', () => {
  it('lists Anna’s completions newest first and reads one of them', async () => {
    const response = await anna.call({ method: 'GET', url: loyaltyPaths.tasksCompleted });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<TaskListResponse>();
    expect(data.map((task) => task.type)).toEqual(['FillProfile', 'FirstOrder']);
    expect(data.every((task) => task.attributes.completed && task.bonusAmount > 0 && task.completedAt !== null)).toBe(true);

    const [event] = await t.db.select().from(taskCompletions).where(eq(taskCompletions.taskId, await taskIdOf(t.db, 'FillProfile')));
    const one = await anna.call({ method: 'GET', url: loyaltyPaths.taskEvent(event!.id) });
    expect(one.statusCode).toBe(200);
    expect(one.json<TaskResponse>().data).toMatchObject({ type: 'FillProfile', bonusAmount: profileLimits.fillProfileBonus, attributes: { completed: true } });
  });

  it('answers an empty list to a new shopper', async () => {
    const shopper = await freshShopper(t.app, t.db);
    expect((await shopper.call({ method: 'GET', url: loyaltyPaths.tasksCompleted })).json()).toEqual({ data: [] });
  });

  it('refuses another shopper’s event, unknown ids and malformed ids', async () => {
    const [event] = await t.db.select().from(taskCompletions).where(eq(taskCompletions.taskId, await taskIdOf(t.db, 'FirstOrder')));
    const stranger = await freshShopper(t.app, t.db);
    expect((await stranger.call({ method: 'GET', url: loyaltyPaths.taskEvent(event!.id) })).json()).toEqual(jsonApiError(404));
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.taskEvent(999_999) })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await anna.call({ method: 'GET', url: loyaltyPaths.taskEvent(id) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(jsonApiError(400));
    }
  });

  it('answers guests 401', async () => {
    for (const url of [loyaltyPaths.tasksCompleted, loyaltyPaths.taskEvent(1)]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(jsonApiError(401));
    }
  });
});

describe('GET tasks-center/task/{id}/', () => {
  it('answers an open task with its reward as bonusAmount, to guests too', async () => {
    const id = await taskIdOf(t.db, 'ProductReview');
    const response = await t.app.inject({ method: 'GET', url: loyaltyPaths.task(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json<TaskResponse>().data).toMatchObject({ id, type: 'ProductReview', bonusAmount: 200, completedAt: null, attributes: { completed: false } });
  });

  it('answers a completed one with what it credited', async () => {
    const response = await anna.call({ method: 'GET', url: loyaltyPaths.task(await taskIdOf(t.db, 'FirstOrder')) });
    expect(response.json<TaskResponse>().data).toMatchObject({ bonusAmount: 300, attributes: { completed: true } });
  });

  it('answers unknown ids 404 and malformed ones 400, as JSON:API', async () => {
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.task(424_242) })).json()).toEqual(jsonApiError(404));
    expect((await anna.call({ method: 'GET', url: loyaltyPaths.task('x') })).json()).toEqual(jsonApiError(400));
  });
});
