// @vitest-environment jsdom
import { Suspense, createElement, use } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUOTE_TYPES } from '@/domain/product-types';
import { loadQuestionnaire } from './questionnaire-loaders';

function FirstQuestion() {
  const questionnaire = use(loadQuestionnaire('ev'));
  return createElement('h1', null, `${questionnaire.type}: ${questionnaire.first}`);
}

describe('loadQuestionnaire', () => {
  it('gives one load per type, and a questionnaire loaded before the first render is read at once (decision 963)', async () => {
    expect(loadQuestionnaire('ev')).toBe(loadQuestionnaire('ev'));
    await loadQuestionnaire('ev');
    render(createElement(Suspense, { fallback: createElement('p', null, 'Loading the page') }, createElement(FirstQuestion)));
    // Synchronously: the fallback was never committed.
    expect(screen.queryByText('Loading the page')).toBeNull();
    expect(screen.getByRole('heading').textContent).toMatch(/^ev: \w+$/);
  });

  it.each(QUOTE_TYPES)('loads the %s questionnaire for its own type', async (type) => {
    expect((await loadQuestionnaire(type)).type).toBe(type);
  });
});
