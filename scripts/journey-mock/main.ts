// `tsx scripts/journey-mock/main.ts <port> <prism url>`: the journey memory in front of a running Prism.
// scripts/start.mjs starts it for `npm start`, `npm run preview` and the e2e harness.
import { createJourneyMock } from './server';

const [port, prismUrl] = process.argv.slice(2);
if (!port || !prismUrl) {
  console.error('usage: tsx scripts/journey-mock/main.ts <port> <prism url>');
  process.exit(2);
}
const { server } = await createJourneyMock({ prismUrl });
server.listen(Number(port), '127.0.0.1', () => console.log(`journey memory on :${port} in front of ${prismUrl}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
