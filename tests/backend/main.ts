// `node --import tsx tests/backend/main.ts <port>`: the backend written from openapi.yaml (decision 840),
// for the app to proxy /api to (API_PROXY_TARGET, see README "For frontend developers").
import { createBackend } from './server';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node --import tsx tests/backend/main.ts <port>');
  process.exit(2);
}
const { server } = await createBackend();
server.listen(port, '127.0.0.1', () => console.log(`backend from openapi.yaml on :${port}`));
// Stop at once: open keep-alive connections from the app's proxy must not keep it answering.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    process.exit(0);
  });
}
