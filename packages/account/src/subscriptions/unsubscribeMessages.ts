// The unsubscribe page's words (spec 3 §7 change-subscribes-mindbox), beside it rather than in
// @ornament/domain, whose messages are in every page's first load; the refusal's text stays there
// (profileMessages.unsubscribeInvalid), as the API answers with it.
export const unsubscribeMessages = {
  title: 'Отписка от рассылки',
  lead: 'Вы перестанете получать эти письма:',
  action: 'Отписаться',
  done: 'Вы отписались от рассылки',
  doneText: 'Вернуть подписку можно в личном кабинете, в разделе «Подписки».',
  failed: 'Не удалось отписаться. Попробуйте ещё раз чуть позже.',
  toSubscriptions: 'Мои подписки',
} as const;
