// The bench's shoppers (liveChannelBench.ts): a worker thread of its own, so the sockets read their
// frames on another event loop than the API that writes them, as browsers on other machines would.
// Plain JavaScript: a worker needs no TypeScript loader.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const now = () => performance.timeOrigin + performance.now();
/** userId → (title → arrival time, epoch ms). */
const arrivals = new Map();
const sockets = new Map();

function open({ userId, url }) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const mine = arrivals.get(userId) ?? new Map();
    arrivals.set(userId, mine);
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'message') mine.set(frame.data.view_props.title, now());
    });
    socket.once('open', () => {
      sockets.set(userId, socket);
      resolve();
    });
    socket.once('error', reject);
  });
}

parentPort.on('message', async (command) => {
  if (command.type === 'open') {
    for (let i = 0; i < command.clients.length; i += 100) await Promise.all(command.clients.slice(i, i + 100).map(open));
    parentPort.postMessage({ type: 'opened' });
  } else if (command.type === 'kill') {
    sockets.get(command.userId)?.terminate();
    sockets.delete(command.userId);
    parentPort.postMessage({ type: 'killed' });
  } else if (command.type === 'report') {
    parentPort.postMessage({ type: 'report', arrivals: [...arrivals].map(([userId, titles]) => [userId, [...titles]]) });
  } else if (command.type === 'close') {
    for (const socket of sockets.values()) socket.terminate();
    parentPort.postMessage({ type: 'closed' });
  }
});
void workerData;
