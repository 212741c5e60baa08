// @ornament/account: profile, orders, returns, subscriptions, bonuses, personal offers, task centre. Filled by its issue; nothing is exported yet.
export {};
