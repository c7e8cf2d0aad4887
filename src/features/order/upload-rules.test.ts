import { describe, expect, it } from 'vitest';
import { fileProblem, isAcceptedType, MAX_UPLOAD_BYTES, outstandingRequired } from './upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });
const doc = (name: string, files: number) => ({ name, title: name, files: Array.from({ length: files }, (_, i) => ({ id: i + 1, file_name: 'a.jpg', url: 'https://example.test/a.jpg', uploaded_at: '2026-11-22T10:00:00Z' })) });

describe('upload file checks', () => {
  it('accepts photos and PDFs, by type or (HEIC without a type) by extension', () => {
    for (const f of [file('a.jpg', 'image/jpeg'), file('a.png', 'image/png'), file('a.webp', 'image/webp'), file('a.heic', 'image/heic'), file('b.HEIC', ''), file('c.pdf', 'application/pdf')]) {
      expect(isAcceptedType(f), f.name).toBe(true);
      expect(fileProblem(f)).toBeNull();
    }
    expect(isAcceptedType(file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(false);
    expect(fileProblem(file('notes.txt', 'text/plain'))).toBe('notes.txt is not a photo or a PDF. A photo (JPEG, PNG, HEIC or WebP) or a PDF, up to 10\u00a0MB.');
  });

  it('refuses empty files and files over 10 MB, saying the size', () => {
    expect(fileProblem(file('a.jpg', 'image/jpeg', MAX_UPLOAD_BYTES))).toBeNull();
    expect(fileProblem(file('big.jpg', 'image/jpeg', MAX_UPLOAD_BYTES + 1))).toBe('big.jpg is 10.0\u00a0MB. It must be 10\u00a0MB or smaller.');
    expect(fileProblem(file('huge.pdf', 'application/pdf', 25 * 1024 * 1024))).toBe('huge.pdf is 25.0\u00a0MB. It must be 10\u00a0MB or smaller.');
    expect(fileProblem(file('empty.png', 'image/png', 0))).toBe('empty.png is empty. Choose another file.');
  });
});

describe('what is left to send', () => {
  it('is each required document without a file, leaving out removed documents', () => {
    const state = { required: [{ group: 'Boiler', documents: [doc('front', 1), doc('flue', 0)] }], removed: [] as string[] };
    expect(outstandingRequired(state).map((d) => d.name)).toEqual(['flue']);
    expect(outstandingRequired({ ...state, removed: ['flue'] })).toEqual([]);
    expect(outstandingRequired({ required: [], removed: [] })).toEqual([]);
  });
});
