// Reads the machine-readable reports of vitest and Playwright so the run can end with one
// 'N passed, N failed' line over everything it ran.
import { existsSync, readFileSync } from 'node:fs';

export function vitestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const failedSuites = (report.testResults ?? []).filter((r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedSuites,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

export function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats = {} } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}
