// A TCP forwarder between the API and PostgreSQL, run as its own process (inside the test's network
// namespace when tc netem does the delaying). It can also hold every chunk back by a delay of its own
// (the parent sends { delayMs } over IPC): the fallback where the kernel has no netem qdisc.
// Order is kept per direction: each chunk waits until its due time, behind the chunks before it.
// Usage: node delayProxy.mjs <listenHost> <listenPort> <targetHost> <targetPort>
import net from 'node:net';

const [listenHost, listenPort, targetHost, targetPort] = process.argv.slice(2);
let delayMs = 0;
const sockets = new Set();

function delayedPipe(from, to) {
  let chain = Promise.resolve();
  from.on('data', (chunk) => {
    const due = Date.now() + delayMs;
    chain = chain.then(() => new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))).then(() => {
      if (!to.destroyed) to.write(chunk);
    });
  });
  from.on('end', () => void chain.then(() => to.end()));
}

const server = net.createServer((client) => {
  const upstream = net.connect({ host: targetHost, port: Number(targetPort) });
  for (const socket of [client, upstream]) {
    sockets.add(socket);
    socket.setNoDelay(true);
    socket.on('close', () => sockets.delete(socket));
    // One side gone: the other goes too, as a dropped connection would look to both.
    socket.on('error', () => (client.destroy(), upstream.destroy()));
  }
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
  delayedPipe(client, upstream);
  delayedPipe(upstream, client);
});

server.listen(Number(listenPort), listenHost, () => process.send?.({ listening: true }));
process.on('message', (message) => {
  if (typeof message?.delayMs === 'number') delayMs = message.delayMs;
  process.send?.({ delayMs });
});
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => {
  server.close();
  for (const socket of sockets) socket.destroy();
  process.exit(0);
});
