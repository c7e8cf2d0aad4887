// Uploads a customer can finish on the mock, on a phone (decisions 850-852): the survey's required
// photos and the order's required documents sent one by one, each kept as a card with its preview
// and "Sent" through a reload, until the server's state says nothing required remains; previews
// drawn under the production build's Content-Security-Policy.
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { CUSTOMER, jpeg } from './journey-steps';

// Several loads, reloads and axe runs each: a busy two-core machine needs more than the default.
test.describe.configure({ timeout: 120_000 });
const PAGE_READY = { timeout: 30_000 };

/** Records every policy violation of the page, from before its first script. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

const policyViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The cards of one document or photo: each file's name and its state line. */
const filesFor = (page: Page, title: string) => page.getByRole('list', { name: `Files for ${title}` });

/** A preview the browser has drawn: loaded, with a width. */
async function expectDrawn(preview: Locator, source: RegExp) {
  await expect(preview).toHaveAttribute('src', source);
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
}

test('survey: every required photo sent, each kept as a card through a reload, then the details, to the confirmation', async ({ page }) => {
  await recordPolicyViolations(page);
  await page.goto('/quote/boiler/survey/QPHOTO1');
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(continueButton).toBeDisabled();
  await expectAccessible(page, 'survey images');

  await page.getByLabel('Choose a photo for Your current boiler, from the front').setInputFiles(jpeg('front.jpg'));
  const front = filesFor(page, 'Your current boiler, from the front');
  await expect(front.getByRole('listitem')).toHaveText([/front\.jpg\s*Sent/]);
  await expectDrawn(front.getByRole('img', { name: 'Preview of front.jpg' }), /^blob:/);
  // Two required photos remain: the server's survey still asks for them.
  await expect(continueButton).toBeDisabled();
  await expectAccessible(page, 'survey with one photo sent');

  // A reload keeps what was sent: the server lists it received, with the photo itself.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Images' })).toBeVisible(PAGE_READY);
  await expect(front.getByRole('listitem')).toHaveText([/front\.jpg\s*Sent/]);
  await expectDrawn(front.getByRole('img', { name: 'Preview of front.jpg' }), /^data:image\/jpeg;base64,/);
  await expect(page.getByLabel('Add another photo for Your current boiler, from the front')).toBeAttached();
  await expect(continueButton).toBeDisabled();
  await expectAccessible(page, 'survey after a reload');

  await page.getByLabel('Choose a photo for The flue, from outside').setInputFiles(jpeg('flue.jpg'));
  await expect(filesFor(page, 'The flue, from outside').getByRole('listitem')).toHaveText([/flue\.jpg\s*Sent/]);
  await expect(continueButton).toBeDisabled();
  // The last required photo: nothing required remains, and the survey moves on to the details.
  await page.getByLabel('Choose a photo for Your gas meter').setInputFiles(jpeg('meter.jpg'));
  await expect(page.getByRole('heading', { level: 2, name: 'Customer details' })).toBeFocused(PAGE_READY);
  await expectAccessible(page, 'survey details');

  // The details the order holds are filled in: the customer changes the phone number and sends them.
  await expect(page.getByLabel('First name')).not.toHaveValue('');
  await page.getByLabel('Phone number').fill(CUSTOMER.phone);
  const saved = page.waitForRequest((request) => request.method() === 'PATCH' && /\/api\/quote\/boiler\/survey\/\d+$/.test(request.url()));
  await page.getByRole('button', { name: 'Continue' }).click();
  expect(((await saved).postDataJSON() as { customer: { contact_number: string } }).customer.contact_number).toBe(CUSTOMER.phone);
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmation' })).toBeVisible(PAGE_READY);
  await expect(page.getByText('Thank you, your survey is complete.')).toBeVisible();
  await expectAccessible(page, 'survey confirmation');

  expect(await policyViolations(page)).toEqual([]);
});

test('order upload: each required document sent, kept through a reload, until the server says everything is sent', async ({ page }) => {
  await recordPolicyViolations(page);
  await page.goto('/order/upload/QPHOTO2');
  const notice = page.getByRole('status').filter({ hasText: /still to upload|everything we need/ });
  await expect(notice).toHaveText('3 required items still to upload.', PAGE_READY);
  await expectAccessible(page, 'order upload');

  await page.getByLabel('Choose a file for Your current boiler, from the front').setInputFiles(jpeg('front.jpg'));
  const front = filesFor(page, 'Your current boiler, from the front');
  await expect(front.getByRole('listitem')).toHaveText([/front\.jpg.*Sent/s]);
  await expect(notice).toHaveText('2 required items still to upload.');
  // The chosen photo's preview is drawn under the production policy (blob:, decision 852).
  await expectDrawn(front.getByRole('img', { name: 'Preview of front.jpg' }), /^blob:/);
  await expectAccessible(page, 'order upload with one document sent');

  await page.reload();
  await expect(notice).toHaveText('2 required items still to upload.', PAGE_READY);
  await expect(front.getByRole('listitem')).toHaveText([/front\.jpg.*Sent/s]);
  await expectDrawn(front.getByRole('img', { name: 'Preview of front.jpg' }), /^data:image\/jpeg;base64,/);

  await page.getByLabel('Choose a file for The flue, from outside').setInputFiles(jpeg('flue.jpg'));
  await expect(notice).toHaveText('1 required item still to upload.');
  await expect(page.getByText(/everything we need/)).toHaveCount(0);
  await page.getByLabel('Choose a file for Your gas meter').setInputFiles(jpeg('meter.jpg'));
  await expect(notice).toContainText('Thank you: you have sent everything we need.');
  for (const [title, name] of [
    ['Your current boiler, from the front', 'front.jpg'],
    ['The flue, from outside', 'flue.jpg'],
    ['Your gas meter', 'meter.jpg'],
  ] as const)
    await expect(filesFor(page, title).getByRole('listitem')).toHaveText([new RegExp(`${name.replace('.', '\\.')}.*Sent`, 's')]);
  await expectAccessible(page, 'order upload complete');

  // Complete is the server's word: a reload says the same, with every file still shown.
  await page.reload();
  await expect(notice).toContainText('Thank you: you have sent everything we need.', PAGE_READY);
  await expect(filesFor(page, 'Your gas meter').getByRole('listitem')).toHaveText([/meter\.jpg.*Sent/s]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/order\/QPHOTO2$/, PAGE_READY);
  expect(await policyViolations(page)).toEqual([]);
});
