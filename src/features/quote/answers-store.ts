// The answers of each questionnaire, kept in sessionStorage so a reload (or Back from results)
// keeps them, and a new browser tab starts fresh. A small store of the quote feature's own rather
// than a jotai atom: nothing else reads these answers, and /quote/<type> is a landing page that
// then needs no state library at all (decision 250).
import type { QuoteType } from '@/domain/product-types';
import { useCallback, useSyncExternalStore } from 'react';
import type { Answers } from '@/domain/questionnaires/types';

export const STORAGE_KEY_PREFIX = 'quote-answers:';

const NO_ANSWERS: Answers = {};
// The parsed answers by type: useSyncExternalStore needs the same object until they change.
const current = new Map<QuoteType, Answers>();
const listeners = new Set<() => void>();

function isAnswers(value: unknown): value is Answers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((field) => typeof field === 'string');
}

function readStored(type: QuoteType): Answers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(`${STORAGE_KEY_PREFIX}${type}`) ?? 'null');
    return isAnswers(parsed) ? parsed : NO_ANSWERS;
  } catch {
    return NO_ANSWERS; // Storage blocked or unreadable: start afresh.
  }
}

/** The answers kept for a questionnaire (outside React: the route reads them before the page renders). */
export function answersOf(type: QuoteType): Answers {
  let answers = current.get(type);
  if (!answers) {
    answers = readStored(type);
    current.set(type, answers);
  }
  return answers;
}

function saveAnswers(type: QuoteType, answers: Answers) {
  current.set(type, answers);
  try {
    sessionStorage.setItem(`${STORAGE_KEY_PREFIX}${type}`, JSON.stringify(answers));
  } catch {
    // Storage full or blocked: the answers still hold for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** [answers, setAnswers] of one questionnaire; read from storage on the first render. */
export function useAnswers(type: QuoteType) {
  const answers = useSyncExternalStore(subscribe, () => answersOf(type));
  const setAnswers = useCallback((next: Answers) => saveAnswers(type, next), [type]);
  return [answers, setAnswers] as const;
}
