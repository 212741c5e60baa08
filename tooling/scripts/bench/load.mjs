// A small closed-loop load generator: `concurrency` workers issue `requests` GETs in total and the
// latencies are summarised. Loopback only.
// `url` may be a list: request i goes to url[i % length] (a mix of queries).
export async function measure(url, { concurrency = 8, requests = 800, warmup = 50, headers = {} } = {}) {
  const urls = Array.isArray(url) ? url : [url];
  for (let i = 0; i < warmup; i++) await (await fetch(urls[i % urls.length], { headers })).arrayBuffer();
  const latencies = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  async function worker() {
    while (next < requests) {
      const target = urls[next % urls.length];
      next++;
      const t0 = performance.now();
      const response = await fetch(target, { headers });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) errors++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
  return { requests: latencies.length, errors, rps: latencies.length / seconds, p50: pct(50), p95: pct(95), p975: pct(97.5), p99: pct(99) };
}

export function formatStats(label, s) {
  return `${label.padEnd(44)} p50 ${s.p50.toFixed(1).padStart(6)} ms   p95 ${s.p95.toFixed(1).padStart(6)} ms   p99 ${s.p99.toFixed(1).padStart(6)} ms   ${s.rps.toFixed(0).padStart(5)} req/s   errors ${s.errors}`;
}
