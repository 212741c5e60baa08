// The tasks centre (spec 1 §3 "Task", spec 3 §7 "Task-centre GETs: list, completed, event/{id},
// task/{id}"): tasks a shopper completes by what they do (first order, a review, a filled profile, a
// subscription), each crediting bonuses to the balance the basket spends.
import { z } from 'zod';

/** Task kinds the system completes from its own events; 'ProductReview' contains 'Review' (hidden unless a product awaits a rating). */
export const taskTypes = ['FirstOrder', 'ProductReview', 'FillProfile', 'Subscription'] as const;
export type TaskType = (typeof taskTypes)[number];

export const taskSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  attributes: z.object({
    title: z.string(),
    sticker: z.string(),
    'point-count': z.number().int(),
    image: z.string(),
    completed_image: z.string(),
    completed: z.boolean(),
  }),
  message: z.string(),
  /** Bonuses credited for it (0 until completed for the list; the reward for task/{id}). */
  bonusAmount: z.number().int(),
  imageUrl: z.string(),
  /** ISO 8601 when completed, else null. */
  completedAt: z.string().nullable(),
  /** The large card layout. */
  full: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskListResponseSchema = z.object({ data: z.array(taskSchema) });
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskResponseSchema = z.object({ data: taskSchema });
export type TaskResponse = z.infer<typeof taskResponseSchema>;

export const taskIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
