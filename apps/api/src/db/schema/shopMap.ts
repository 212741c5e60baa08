// Shop map (issue 8, spec 3 §3 "Shop point and map"): holiday opening exceptions per store, shown as
// a point's work_time_holiday. The map attributes themselves are columns of `stores` (catalog.ts).
import { index, integer, pgTable, serial, text, uniqueIndex, date } from 'drizzle-orm/pg-core';
import { stores } from './catalog';

export const storeHolidayHours = pgTable(
  'store_holiday_hours',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** 'HH:MM'; both null when the shop is closed that day. */
    open: text('open'),
    close: text('close'),
    /** The holiday's name in Russian ('Новый год'). */
    note: text('note').notNull(),
  },
  (t) => [uniqueIndex('store_holiday_hours_store_day_uq').on(t.storeId, t.day), index('store_holiday_hours_day_idx').on(t.day)],
);
