// `node --import tsx scripts/journey-mock/main.ts <port> <prism url>`: the journey memory in front of a running Prism.
// scripts/start.mjs starts it for `npm start`, `npm run preview` and the e2e harness.
import { createJourneyMock } from './server';

const [port, prismUrl] = process.argv.slice(2);
if (!port || !prismUrl) {
  console.error('usage: node --import tsx scripts/journey-mock/main.ts <port> <prism url>');
  process.exit(2);
}
const { server } = await createJourneyMock({ prismUrl });
server.listen(Number(port), '127.0.0.1', () => console.log(`journey memory on :${port} in front of ${prismUrl}`));
// Stop at once: open keep-alive connections from the app's proxy must not keep the mock answering.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.closeAllConnections();
    process.exit(0);
  });
}
