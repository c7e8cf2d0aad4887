// The CSRF token the app's page carries (index.html's `csrf-token` meta tag), which the app sends on
// every call: the server that sends the page puts the session's token there (README "Deploying"); the
// backend written from openapi.yaml does not send the page, so it takes this one, and so do tests that
// call it as the page would.
import { readFileSync } from 'node:fs';

const page = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
export const PAGE_CSRF_TOKEN = /<meta name="csrf-token" content="([^"]+)"/.exec(page)![1]!;
