// `node --import tsx tests/backend/main.ts <port> [public address]`: the backend written from openapi.yaml
// (decision 840), for the app to proxy /api to (API_PROXY_TARGET, see README "For frontend developers").
// The public address is where the browser reaches it (e.g. http://127.0.0.1:5173/api through the app's
// proxy): its pictures and the files customers sent are read from there.
import { createBackend } from './server';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node --import tsx tests/backend/main.ts <port> [public address]');
  process.exit(2);
}
const { server } = await createBackend({ publicUrl: process.argv[3] });
server.listen(port, '127.0.0.1', () => console.log(`backend from openapi.yaml on :${port}`));
// Stop at once: open keep-alive connections from the app's proxy must not keep it answering.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    process.exit(0);
  });
}
