import { z } from 'zod';
import { sortOptionSchema } from './listing';

/** A value of a filter section (spec 2 §3). `link` is the canonical catalogue URL with this value toggled. */
export type FilterField = {
  value: string;
  name: string;
  checked: boolean;
  sort: number;
  link: string;
  count: number;
  limit?: number | undefined;
  children?: FilterField[] | undefined;
};
export const filterFieldSchema: z.ZodType<FilterField> = z.lazy(() =>
  z.object({
    value: z.string(),
    name: z.string(),
    checked: z.boolean(),
    sort: z.number().int(),
    link: z.string(),
    count: z.number().int(),
    limit: z.number().optional(),
    children: z.array(filterFieldSchema).optional(),
  }),
);

export const filterSectionSchema = z.object({
  filter_code: z.string(),
  name: z.string(),
  display_type: z.enum(['radiobutton', 'radiobutton_chips', 'checkbox', 'range']),
  fields: z.array(filterFieldSchema),
  has_selected: z.boolean(),
  depended: z.boolean(),
  clear_all: z.string().nullable(),
  source: z.enum(['path', 'get']),
  sort: z.number().int(),
});
export type FilterSection = z.infer<typeof filterSectionSchema>;

export const filtersResponseSchema = z.object({
  data: z.array(filterSectionSchema),
  meta: z.object({ sort: z.array(sortOptionSchema), 'total-count': z.number().int(), clear_all: z.string() }),
});
export type FiltersResponse = z.infer<typeof filtersResponseSchema>;
