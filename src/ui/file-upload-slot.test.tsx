// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredFile } from './file-card';
import { FileUploadSlot, type UploadSlotProgress } from './file-upload-slot';

const stored = (id: number, fileName: string): StoredFile => ({ id, file_name: fileName, url: `https://api.example.test/files/${id}` });

/** A slot whose files follow the server's answer to each upload, as the survey holds them. */
function Slot({ initial, answer, upload }: { initial: StoredFile[]; answer: (file: File) => StoredFile[]; upload?: (file: File, onProgress: (progress: UploadSlotProgress) => void) => Promise<void> }) {
  const [files, setFiles] = useState(initial);
  return (
    <FileUploadSlot
      document={{ title: 'Your gas meter', files }}
      required
      accept="image/*"
      upload={async (file, onProgress) => {
        await upload?.(file, onProgress);
        return answer(file);
      }}
      onStored={setFiles}
    />
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Files for Your gas meter' })).getAllByRole('listitem');
/** Each card's file name and state line, as read. */
const cardTexts = () => cards().map((card) => [card.querySelector('strong')?.textContent, card.querySelector('.ui-file-card__sent')?.textContent]);

describe('an upload slot', () => {
  it('asks for its example image with the page, not lazily after layout: the first one is the survey’s largest paint', () => {
    render(<FileUploadSlot document={{ title: 'Your current boiler', example_image: '/images/boiler-white.svg', files: [] }} required accept="image/*" upload={() => Promise.resolve(true)} onStored={() => undefined} />);
    const example = screen.getByRole('img', { name: 'Example: Your current boiler' });
    expect(example.getAttribute('src')).toBe('/images/boiler-white.svg');
    expect(example.getAttribute('loading')).not.toBe('lazy');
  });

  it('shows what the server has after a reload, a photo with its preview from the server, each marked Sent', () => {
    render(<Slot initial={[stored(7, 'meter.jpg'), stored(8, 'meter reading.heic')]} answer={() => []} />);
    expect(cardTexts()).toEqual([
      ['meter.jpg', 'Sent'],
      ['meter reading.heic', 'Sent'],
    ]);
    expect(screen.getByRole('img', { name: 'Preview of meter.jpg' }).getAttribute('src')).toBe('https://api.example.test/files/7');
    // HEIC cannot be drawn by browsers: its extension instead (decision 183).
    expect(within(cards()[1]!).queryByRole('img')).toBeNull();
    expect(within(cards()[1]!).getByText('HEIC')).toBeTruthy();
  });

  it('keeps a sent file as one card marked Sent once the server lists what it became', async () => {
    render(<Slot initial={[stored(7, 'old.heic')]} answer={(file) => [stored(7, 'old.heic'), stored(9, file.name)]} />);
    await userEvent.upload(screen.getByLabelText('Add another photo for Your gas meter'), new File(['x'], 'meter.heic', { type: 'image/heic' }));
    expect(await screen.findByText('meter.heic sent')).toBeTruthy();
    expect(cardTexts()).toEqual([
      ['old.heic', 'Sent'],
      ['meter.heic', 'Sent'],
    ]);
  });

  it('keeps a sent file as a card marked Sent when the server does not list it', async () => {
    render(<Slot initial={[]} answer={() => []} />);
    await userEvent.upload(screen.getByLabelText('Choose a photo for Your gas meter'), new File(['x'], 'meter.heic', { type: 'image/heic' }));
    expect(await screen.findByText('meter.heic sent')).toBeTruthy();
    expect(cardTexts()).toEqual([['meter.heic', 'Sent']]);
  });

  it('shows the upload’s progress as one figure: the text says the per cent the bar is drawn at', async () => {
    let report: (progress: UploadSlotProgress) => void = () => undefined;
    let finish: () => void = () => undefined;
    render(
      <Slot
        initial={[]}
        answer={(file) => [stored(3, file.name)]}
        upload={(_file, onProgress) => {
          report = onProgress;
          return new Promise((resolve) => (finish = resolve));
        }}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Choose a photo for Your gas meter'), new File(['x'], 'meter.heic', { type: 'image/heic' }));
    for (const percent of [0, 37, 99, 100]) {
      report({ percent });
      const bar = await screen.findByRole('progressbar', { name: `Uploading meter.heic: ${percent}%` });
      expect(screen.getByText(`Uploading meter.heic: ${percent}%`)).toBeTruthy();
      expect(bar.getAttribute('aria-valuenow')).toBe(String(percent));
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${percent}%`);
    }
    finish();
    expect(await screen.findByText('meter.heic sent')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the bar without easing its width, so it never trails the figure its text already states', () => {
    const css = readFileSync(path.join(process.cwd(), 'src/ui/styles.css'), 'utf8');
    const rule = /\.ui-progress__bar\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('background');
    expect(rule).not.toMatch(/transition|animation/);
  });
});
