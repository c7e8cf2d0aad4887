// The shape a page reads, checked in every build (decision 450). The contract check
// (response-check.ts) runs only in development and tests; a production answer of the wrong shape
// must still be that call's failure, never a crash into the route error page or a false success.
// A check names the first way a value differs from what the page reads, or answers null. It lists
// only the fields a page reads: not a second copy of the contract.

/** The first problem with `value` read at `at` ("order.status is not a text"), or null. */
export type ShapeCheck = (value: unknown, at?: string) => string | null;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const ANSWER = 'the answer';

const simple =
  (test: (value: unknown) => boolean, what: string): ShapeCheck =>
  (value, at = ANSWER) =>
    test(value) ? null : `${at} is not ${what}`;

export const text = simple((value) => typeof value === 'string', 'a text');
export const wholeNumber = simple(Number.isInteger, 'a whole number');
export const number = simple((value) => typeof value === 'number' && Number.isFinite(value), 'a number');
export const flag = simple((value) => typeof value === 'boolean', 'true or false');
/** Anything at all, including no body: a call whose answer the page does not read. */
export const anything: ShapeCheck = () => null;

export const oneOf = <const Values extends readonly (string | number | boolean)[]>(...values: Values): ShapeCheck =>
  simple((value) => values.includes(value as Values[number]), `one of ${values.join(', ')}`);

export const nullable =
  (check: ShapeCheck): ShapeCheck =>
  (value, at) =>
    value === null ? null : check(value, at);

export const optional =
  (check: ShapeCheck): ShapeCheck =>
  (value, at) =>
    value === undefined || value === null ? null : check(value, at);

export const listOf =
  (check: ShapeCheck): ShapeCheck =>
  (value, at = ANSWER) => {
    if (!Array.isArray(value)) return `${at} is not a list`;
    for (const [index, item] of value.entries()) {
      const problem = check(item, `${at}/${index}`);
      if (problem) return problem;
    }
    return null;
  };

/** An object with at least these fields; fields the page does not read are not checked. */
export const fields =
  (checks: Readonly<Record<string, ShapeCheck>>): ShapeCheck =>
  (value, at = ANSWER) => {
    if (!isNode(value)) return `${at} is not an object`;
    for (const [key, check] of Object.entries(checks)) {
      const problem = check(value[key], at === ANSWER ? key : `${at}.${key}`);
      if (problem) return problem;
    }
    return null;
  };

/** An object whose every value has one shape (a map keyed by date, say). */
export const recordOf =
  (check: ShapeCheck): ShapeCheck =>
  (value, at = ANSWER) => {
    if (!isNode(value)) return `${at} is not an object`;
    for (const [key, item] of Object.entries(value)) {
      const problem = check(item, at === ANSWER ? key : `${at}.${key}`);
      if (problem) return problem;
    }
    return null;
  };
