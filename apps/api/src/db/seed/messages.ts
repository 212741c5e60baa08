// The seeded shoppers' bell: a few messages of the kinds the shop sends (order news, a promotion, an
// operator's note), some already read, so the notification centre has something to show on a fresh
// clone. Replaced on every seed; rows the live channel adds later are the shopper's own.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { messages } from '../schema';
import type { SeededUserKey } from './users';

interface SeedMessage {
  subject: string;
  title: string;
  description: string;
  link: string;
  daysAgo: number;
  viewed: boolean;
}

const shopperMessages: readonly SeedMessage[] = [
  { subject: 'service', title: 'Добро пожаловать в клуб покупателей', description: 'Копите 10% бонусами с каждой покупки и оплачивайте ими до 30% следующей.', link: '/page/landing/bonus-system/', daysAgo: 30, viewed: true },
  { subject: 'order', title: 'Как забрать заказ в магазине', description: 'Покажите на кассе QR-код из личного кабинета, и продавец найдёт ваш заказ.', link: '/personal/orders/', daysAgo: 12, viewed: true },
  { subject: 'promo', title: 'Выполняйте задания — получайте бонусы', description: 'Оставьте отзыв о покупке, заполните профиль или подпишитесь на новости: за каждое задание начислим бонусы.', link: '/personal/tasks-center/', daysAgo: 3, viewed: false },
  { subject: 'service', title: 'Новая коллекция уже в каталоге', description: 'Серьги и кольца с натуральными камнями: посмотрите первыми.', link: '/jewelry-catalog/', daysAgo: 1, viewed: false },
];

export async function seedMessages(tx: Db, userIds: Record<SeededUserKey, string>, now: Date): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  const rows = (['shopper', 'kazakhShopper'] as const).flatMap((key) =>
    shopperMessages.map((message) => {
      const sentAt = new Date(now.getTime() - message.daysAgo * day);
      return {
        userId: userIds[key],
        subject: message.subject,
        title: message.title,
        description: message.description,
        link: message.link,
        source: 'seed',
        sentAt,
        viewedAt: message.viewed ? sentAt : null,
      };
    }),
  );
  await tx.delete(messages).where(and(inArray(messages.userId, Object.values(userIds)), eq(messages.source, 'seed')));
  await tx.insert(messages).values(rows);
}
