// After an order: the upload page asks for three photos (the boiler from the front, the flue from
// outside, the gas meter). The customer taps each slot's file button, picks a photo, waits for
// "Sent" (the server listed it), then Continue to the order. Scenario: a homeowner.

/** A tiny JPEG: what is measured is the page's work around the file, not the network. */
const photo = (name) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]) });

export const PHOTOS = [
  ['Your current boiler, from the front', 'boiler-front.jpg'],
  ['The flue, from outside', 'flue.jpg'],
  ['Your gas meter', 'gas-meter.jpg'],
];

export const uploadThreePhotos = (orderReference) => ({
  name: 'upload of three photos',
  scenario: 'homeowner',
  start: `/order/upload/${orderReference}`,
  async play(customer) {
    const { page } = customer;
    for (const [slot, file] of PHOTOS) {
      const chooser = page.waitForEvent('filechooser', { timeout: 90_000 });
      // The visible "Choose a file" button is the file input's label.
      const button = page.locator('label.ui-file-picker__button').filter({ hasText: `for ${slot}` });
      await customer.taps(`choose a photo of ${slot.toLowerCase()}`, button, async () => (await chooser).setFiles(photo(file)));
      await page.getByRole('list', { name: `Files for ${slot}` }).getByText('Sent').waitFor({ timeout: 90_000 });
    }
    await page.getByText('Thank you: you have sent everything we need.').waitFor({ timeout: 90_000 });
    await customer.taps('Continue to the order', customer.button('Continue'), () => customer.arrivesAt(/\/order\/[A-Z0-9]+$/));
  },
});
