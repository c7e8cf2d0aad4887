// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FileUploadSlot } from './file-upload-slot';

describe('an upload slot', () => {
  it('asks for its example image with the page, not lazily after layout: the first one is the survey’s largest paint', () => {
    render(<FileUploadSlot title="Your current boiler" exampleImage="/images/boiler-white.svg" required accept="image/*" received={[]} upload={() => Promise.resolve(true)} />);
    const example = screen.getByRole('img', { name: 'Example: Your current boiler' });
    expect(example.getAttribute('src')).toBe('/images/boiler-white.svg');
    expect(example.getAttribute('loading')).not.toBe('lazy');
  });
});
