// Prints measured rows beside their budgets as one table. A row's verdict compares one figure
// (p95 in ms, or req/s) with its budget; rows without a budget print '—'. Asserts nothing.

/**
 * @typedef {{ label: string, stats: { p50: number, p95: number, p99: number, rps: number, errors: number, requests: number },
 *   budget?: { p95?: number, rps?: number } }} BudgetRow
 */

export function verdict(row) {
  const { stats, budget } = row;
  if (!budget || (budget.p95 === undefined && budget.rps === undefined)) return { text: '—', pass: null };
  const p95Ok = budget.p95 === undefined || stats.p95 <= budget.p95;
  const rpsOk = budget.rps === undefined || stats.rps >= budget.rps;
  const wanted = [budget.p95 !== undefined ? `p95 ≤ ${budget.p95} ms` : null, budget.rps !== undefined ? `≥ ${budget.rps} req/s` : null].filter(Boolean).join(', ');
  const pass = p95Ok && rpsOk && stats.errors === 0;
  return { text: `${pass ? 'PASS' : 'FAIL'} (${wanted}${stats.errors > 0 ? `; ${stats.errors} errors` : ''})`, pass };
}

/** The table as text; `title` heads it. */
export function budgetTable(title, rows) {
  const width = Math.max(44, ...rows.map((r) => r.label.length + 2));
  const head = `${'what'.padEnd(width)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(8)}  budget`;
  const lines = rows.map((row) => {
    const s = row.stats;
    return `${row.label.padEnd(width)}${s.p50.toFixed(1).padStart(9)}${s.p95.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${s.rps.toFixed(0).padStart(8)}  ${verdict(row).text}`;
  });
  return [`\n${title}`, head, '-'.repeat(head.length + 24), ...lines].join('\n');
}

/** How many of the rows with a budget meet it (worded unlike a test runner's closing line). */
export function budgetSummary(rows) {
  const verdicts = rows.map(verdict).filter((v) => v.pass !== null);
  const met = verdicts.filter((v) => v.pass).length;
  return `budgets met: ${met} of ${verdicts.length}${met < verdicts.length ? ' — see FAIL rows' : ''}`;
}
