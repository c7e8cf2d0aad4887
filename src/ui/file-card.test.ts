import { describe, expect, it } from 'vitest';
import { canPreview, storedFileIds } from './file-card';
import { inFirstOrder } from './first-order';

const stored = (id: number, fileName: string) => ({ id, file_name: fileName, url: `https://api.example.test/files/${id}` });

describe('which stored file a file sent from the page became', () => {
  it('is one the server did not have before, of the same name first, each claimed once', () => {
    const sent = [
      { id: 'a', name: 'front.jpg', knownBefore: new Set([1]) },
      { id: 'b', name: 'front.jpg', knownBefore: new Set([1]) },
      { id: 'c', name: 'renamed.jpg', knownBefore: new Set([1]) },
    ];
    // Two files of one name and one the server renamed: each sent file gets its own.
    expect(storedFileIds(sent, [stored(1, 'front.jpg'), stored(2, 'front.jpg'), stored(3, 'front.jpg'), stored(4, 'IMG_0001.jpg')])).toEqual(
      new Map([
        ['a', 2],
        ['b', 3],
        ['c', 4],
      ]),
    );
  });

  it('is none when the server does not list it: the file keeps its own card', () => {
    expect(storedFileIds([{ id: 'a', name: 'front.jpg', knownBefore: new Set([1]) }], [stored(1, 'front.jpg')])).toEqual(new Map());
  });
});

describe('a preview', () => {
  it('is drawn for JPEG, PNG and WebP, by type or (a stored file) by its name; never for HEIC or PDF', () => {
    expect(canPreview({ name: 'a', type: 'image/jpeg' })).toBe(true);
    expect(canPreview({ name: 'a.jpg', type: 'image/heic' })).toBe(false);
    for (const name of ['meter.JPG', 'a.jpeg', 'a.png', 'a.webp']) expect(canPreview({ name }), name).toBe(true);
    for (const name of ['a.heic', 'quote.pdf', 'no-extension']) expect(canPreview({ name }), name).toBe(false);
  });
});

describe('items in the order they first appeared', () => {
  it('keeps a moved item in its place and puts new ones after, as given', () => {
    expect(inFirstOrder(['flue', 'new', 'front', 'meter'], (name) => name, ['front', 'flue', 'meter'])).toEqual(['front', 'flue', 'meter', 'new']);
  });
});
