// Subscription kinds (spec 3 §4 "Subscriptions"): the list the account shows. `mobile-push` is kept
// (the apps toggle it) but the storefront hides it. Kinds backed by a profile flag read and write that
// flag, so the profile's sms-subscribe/news-subscribe and this list always agree.
export interface SubscriptionKind {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  /** The profile attribute this kind mirrors, if any. */
  readonly profileFlag?: 'news-subscribe' | 'sms-subscribe' | 'mobile-push';
  /** Whether a shopper who never answered is subscribed. */
  readonly defaultChecked: boolean;
  /** Listed by the storefront (mobile-push is not). */
  readonly visible: boolean;
  /** An e-mail kind: an unsubscribe link in a letter may turn it off. */
  readonly email: boolean;
}

export const subscriptionKinds: readonly SubscriptionKind[] = [
  { code: 'email-news', title: 'Новости и акции по e-mail', description: 'Новые коллекции, распродажи и подборки подарков — не чаще раза в неделю.', profileFlag: 'news-subscribe', defaultChecked: false, visible: true, email: true },
  { code: 'email-personal-offers', title: 'Персональные предложения по e-mail', description: 'Скидки ко дню рождения и предложения по вашим избранным изделиям.', defaultChecked: true, visible: true, email: true },
  { code: 'sms-news', title: 'SMS о скидках и акциях', description: 'Короткие сообщения о самых выгодных акциях.', profileFlag: 'sms-subscribe', defaultChecked: false, visible: true, email: false },
  { code: 'order-status-sms', title: 'SMS о статусе заказа', description: 'Когда заказ собран, передан в доставку и ждёт вас в магазине.', defaultChecked: true, visible: true, email: false },
  { code: 'mobile-push', title: 'Push-уведомления', description: 'Уведомления в мобильном приложении.', profileFlag: 'mobile-push', defaultChecked: false, visible: false, email: false },
];

export const subscriptionKindCodes = subscriptionKinds.map((kind) => kind.code);

export function subscriptionKind(code: string): SubscriptionKind | undefined {
  return subscriptionKinds.find((kind) => kind.code === code);
}
