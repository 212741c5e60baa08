import { z } from 'zod';

/** A node of the 3-level catalogue menu (spec 1 §2). */
export type MenuItem = { id: string; name: string; url: string; image?: string | undefined; children: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    image: z.string().optional(),
    children: z.array(menuItemSchema),
  }),
);
export const menuResponseSchema = z.object({ data: z.array(menuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;
