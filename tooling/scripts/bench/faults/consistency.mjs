// After a run, the database must agree with what the shoppers saw (issue 22): every order the API
// accepted exists once and no other order appeared (beyond attempts whose answer was lost, which a
// retry would have replayed), stock never went below zero and every unit left is in a shop or in a
// live reservation, no basket line was lost, and the loyalty ledgers balance. Read-only SQL over `pg`
// (apps/api/src/db/schema: orders, order_items, stock, stock_reservations, basket_items, loyalty_ledger).

/** Stock per product of the shoppers' products, before the run: the other half of the conservation check. */
export async function stockSnapshot(pool, articles) {
  const { rows } = await pool.query(
    `select p.id, p.article, coalesce(sum(s.quantity), 0)::int as units
       from products p left join stock s on s.product_id = p.id
      where p.article = any($1) group by p.id, p.article`,
    [[...new Set(articles)]],
  );
  return new Map(rows.map((row) => [row.id, row.units]));
}

export async function checkConsistency(pool, recorder, { since, stockBefore }) {
  const problems = [];
  const problem = (text) => problems.length < 40 && problems.push(text);

  // 1. Orders: the accepted ones exactly as answered, and nothing else but lost answers.
  const { rows: runOrders } = await pool.query(
    'select id, number, master_order_id, user_id::text, idempotency_key, bonuses_spent, stars_spent from orders where created_at >= $1 order by id',
    [since],
  );
  const byMaster = groupBy(runOrders, (o) => o.master_order_id);
  for (const [masterId, answer] of recorder.accepted) {
    const rows = byMaster.get(masterId) ?? [];
    const answered = answer.orders.map((o) => o.id).sort((a, b) => a - b);
    const found = rows.map((o) => o.id).sort((a, b) => a - b);
    if (found.join() !== answered.join()) problem(`master order ${masterId}: answered orders ${answered.join(',')}, database has ${found.join(',') || 'none'}`);
    // The attempt's key is written on the first order of a split master order (orderRows.ts).
    if (rows.some((o) => o.user_id !== answer.userId) || !rows.some((o) => o.idempotency_key === answer.key)) problem(`master order ${masterId}: owner or idempotency key differs from the answer`);
  }
  const lostAnswers = new Set([...recorder.inDoubt.values()].flatMap((keys) => [...keys]));
  const unseen = [...byMaster.entries()].filter(([masterId]) => !recorder.accepted.has(masterId));
  const explained = unseen.filter(([, rows]) => rows.some((o) => lostAnswers.has(o.idempotency_key)));
  for (const [masterId] of unseen.filter((entry) => !explained.includes(entry))) problem(`master order ${masterId} exists but no shopper was answered it`);
  const perKey = groupBy(runOrders.filter((o) => o.idempotency_key !== null), (o) => `${o.user_id} ${o.idempotency_key}`);
  for (const [key, rows] of perKey) if (new Set(rows.map((o) => o.master_order_id)).size > 1) problem(`one checkout attempt (${key}) made ${new Set(rows.map((o) => o.master_order_id)).size} master orders`);

  // 2. Stock: never below zero; before = now + units reserved by this run's live reservations.
  const { rows: negative } = await pool.query('select count(*)::int as n from stock where quantity < 0');
  if (negative[0].n > 0) problem(`${negative[0].n} stock rows below zero`);
  const ids = [...stockBefore.keys()];
  const { rows: now } = await pool.query(
    `select p.id, p.stock_quantity,
            (select coalesce(sum(s.quantity), 0)::int from stock s where s.product_id = p.id) as units,
            (select coalesce(sum(r.quantity), 0)::int from stock_reservations r join order_items i on i.id = r.order_item_id join orders o on o.id = i.order_id
              where r.product_id = p.id and r.released_at is null and o.created_at >= $2) as reserved
       from products p where p.id = any($1)`,
    [ids, since],
  );
  let stockConsistent = negative[0].n === 0;
  for (const row of now) {
    if (stockBefore.get(row.id) !== row.units + row.reserved) {
      stockConsistent = false;
      problem(`product ${row.id}: ${stockBefore.get(row.id)} units before, ${row.units} in shops + ${row.reserved} reserved after`);
    }
    if (row.stock_quantity !== null && Number(row.stock_quantity) !== row.units) problem(`product ${row.id}: stock total ${row.stock_quantity} ≠ ${row.units} in its shops`);
  }
  const { rows: unreserved } = await pool.query(
    `select i.id, i.quantity, coalesce(sum(r.quantity), 0)::int as reserved from order_items i join orders o on o.id = i.order_id
       left join stock_reservations r on r.order_item_id = i.id
      where o.created_at >= $1 group by i.id, i.quantity having coalesce(sum(r.quantity), 0) <> i.quantity`,
    [since],
  );
  for (const row of unreserved.slice(0, 5)) problem(`order line ${row.id}: ${row.quantity} ordered, ${row.reserved} reserved`);
  if (unreserved.length > 0) stockConsistent = false;

  // 3. Basket lines: what a shopper added is still in the basket, or in one of their orders of this run.
  const shoppers = recorder.shoppers.filter((s) => s.userId && s.lines.size > 0);
  const { rows: held } = await pool.query(
    `select b.user_id::text, p.article, b.size from basket_items b join products p on p.id = b.product_id
      where b.user_id = any($1::uuid[]) and b.deleted_at is null
     union all
     select o.user_id::text, i.article, i.size from order_items i join orders o on o.id = i.order_id
      where o.user_id = any($1::uuid[]) and o.created_at >= $2`,
    [shoppers.map((s) => s.userId), since],
  );
  const holding = new Set(held.map((row) => `${row.user_id} ${row.article}|${row.size}`));
  // A shopper whose login answer never came: the login may have merged the guest's lines into the
  // phone's account (the shopper would see them on signing in); those count as held, and are counted.
  const doubtful = shoppers.filter((s) => s.loginInDoubt);
  const { rows: accountHeld } = doubtful.length === 0 ? { rows: [] } : await pool.query(
    `select u.phone, p.article, b.size from basket_items b join products p on p.id = b.product_id join users u on u.id = b.user_id
      where u.phone = any($1) and u.is_guest = false and b.deleted_at is null
     union all
     select u.phone, i.article, i.size from order_items i join orders o on o.id = i.order_id join users u on u.id = o.user_id
      where u.phone = any($1) and u.is_guest = false and o.created_at >= $2`,
    [doubtful.map((s) => s.phone), since],
  );
  const inAccount = new Set(accountHeld.map((row) => `${row.phone} ${row.article}|${row.size}`));
  let linesLost = 0;
  let linesInAccount = 0;
  for (const shopper of shoppers) {
    for (const line of shopper.lines.keys()) {
      if (holding.has(`${shopper.userId} ${line}`)) continue;
      if (shopper.loginInDoubt && inAccount.has(`${shopper.phone} ${line}`)) {
        linesInAccount++;
        continue;
      }
      linesLost++;
      problem(`shopper ${shopper.phone}: line ${line} neither in the basket nor ordered${shopper.loginInDoubt ? ' (nor in the phone\'s account)' : ''}`);
    }
  }

  // 4. Loyalty: no available balance below zero; each order's spend rows are what it says it spent.
  const { rows: overdrawn } = await pool.query(
    `select user_id, program, currency, sum(amount) as balance from loyalty_ledger where available_at <= now()
      group by user_id, program, currency having sum(amount) < -0.005`,
  );
  for (const row of overdrawn.slice(0, 5)) problem(`loyalty ${row.program} of ${row.user_id} in ${row.currency}: balance ${row.balance}`);
  const { rows: spends } = await pool.query(
    `select o.id, o.bonuses_spent, o.stars_spent,
            coalesce(-sum(l.amount) filter (where l.program = 'bonus' and l.reason = 'spend'), 0) as bonus_rows,
            coalesce(-sum(l.amount) filter (where l.program = 'stars' and l.reason = 'spend'), 0) as stars_rows
       from orders o left join loyalty_ledger l on l.order_id = o.id
      where o.created_at >= $1 group by o.id`,
    [since],
  );
  const ledgerMismatch = spends.filter((row) => Math.abs(Number(row.bonuses_spent) - Number(row.bonus_rows)) > 0.005 || Math.abs(Number(row.stars_spent) - Number(row.stars_rows)) > 0.005);
  for (const row of ledgerMismatch.slice(0, 5)) problem(`order ${row.id}: spent ${row.bonuses_spent} bonuses / ${row.stars_spent} stars, ledger says ${row.bonus_rows} / ${row.stars_rows}`);

  return {
    ordersPlaced: recorder.accepted.size,
    ordersInDatabase: byMaster.size,
    lostAnswers: explained.length,
    stockConsistent,
    linesChecked: shoppers.reduce((n, s) => n + s.lines.size, 0),
    linesLost,
    linesInAccount,
    ledgersBalance: overdrawn.length === 0 && ledgerMismatch.length === 0,
    problems,
  };
}

function groupBy(list, keyOf) {
  const groups = new Map();
  for (const item of list) {
    const key = keyOf(item);
    const group = groups.get(key) ?? [];
    group.push(item);
    groups.set(key, group);
  }
  return groups;
}
