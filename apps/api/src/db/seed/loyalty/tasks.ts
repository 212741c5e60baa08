// The tasks centre's tasks (issue 7), one per event the system completes. Upserted by type, never
// deleted, so ids stay stable and shoppers' completions survive a re-seed. The FillProfile reward is
// the domain's fillProfileBonus, which the profile form's count-bonus also shows.
import type { TaskType } from '@ornament/api-contract';
import { formatBonus, profileLimits } from '@ornament/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { tasks } from '../../schema';
import { contentPictureUrl } from '../../../services/media/contentPictures';

type TaskInsert = typeof tasks.$inferInsert;

interface SeedTask {
  type: TaskType;
  title: string;
  sticker: string;
  bonusAmount: number;
  /** What to do; the reward is added to it. */
  todo: string;
  icon: string;
  full?: boolean;
}

const seedTasks: readonly SeedTask[] = [
  { type: 'FirstOrder', title: 'Сделайте первый заказ', sticker: 'Для новичков', bonusAmount: 300, todo: 'Оформите заказ на сайте и получите его', icon: 'bag', full: true },
  { type: 'ProductReview', title: 'Оставьте отзыв о покупке', sticker: 'Отзывы', bonusAmount: 200, todo: 'Расскажите о купленном украшении на странице товара', icon: 'star' },
  { type: 'FillProfile', title: 'Заполните профиль', sticker: 'Профиль', bonusAmount: profileLimits.fillProfileBonus, todo: 'Укажите имя, фамилию, e-mail, дату рождения и пол', icon: 'profile' },
  { type: 'Subscription', title: 'Подпишитесь на новости', sticker: 'Рассылки', bonusAmount: 100, todo: 'Включите любую рассылку в настройках профиля', icon: 'envelope' },
];

export function generateTasks(): TaskInsert[] {
  return seedTasks.map((task, index) => ({
    type: task.type,
    title: task.title,
    sticker: task.sticker,
    bonusAmount: task.bonusAmount,
    message: `${task.todo} — начислим ${formatBonus(task.bonusAmount)}.`,
    image: contentPictureUrl(task.icon),
    completedImage: contentPictureUrl(`${task.icon}-hover`),
    full: task.full ?? false,
    sortOrder: index + 1,
    brand: null,
    country: null,
    isActive: true,
  }));
}

export async function seedTaskList(tx: Db): Promise<void> {
  await tx
    .insert(tasks)
    .values(generateTasks())
    .onConflictDoUpdate({
      target: tasks.type,
      set: {
        title: sql`excluded.title`,
        sticker: sql`excluded.sticker`,
        bonusAmount: sql`excluded.bonus_amount`,
        message: sql`excluded.message`,
        image: sql`excluded.image`,
        completedImage: sql`excluded.completed_image`,
        full: sql`excluded.full`,
        sortOrder: sql`excluded.sort_order`,
        brand: sql`excluded.brand`,
        country: sql`excluded.country`,
        isActive: sql`excluded.is_active`,
      },
    });
}
