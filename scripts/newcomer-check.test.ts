// The recipes of docs/architecture.md ("How to add things") played on a copy of the repository, as a
// newcomer would follow them: a Yes/No question after the boiler's radiators, a call (GET
// /quote/reviews/{type}) and a failure scenario in which it answers 503 (decision 810). It proves that
// the complete change passes typecheck and the tests the recipes name, that leaving out each step a
// recipe says is caught fails typecheck or the named test with the message the recipe promises, and
// that each recipe names every file the check edits, in the order it edits them. The recipes it does not
// play (an optional call, a question with more than two answers, a change to a shared step) are read:
// they name their files in order, and what they quote is in the files that print it. The real tree is
// never written: the copy is `git ls-files` in a temporary folder with node_modules linked.
// Past 400 lines as one file: each recipe's forgotten steps on one copy of the repository, made once for them all.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { answerCheckFile, compileAnswerChecks, type OpenApi } from './answer-checks-compile.ts';

const root = path.resolve(import.meta.dirname, '..');
const recipes = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');

type Recipe = 'A question' | 'An API call' | 'A scenario' | 'An optional call on an existing page' | 'A question with more than two answers' | 'A change to a shared step';
/** Where leaving a step out shows: a typecheck error in a file, or a failing test of a named test file. */
type Caught = ({ by: 'typecheck' } | { by: 'test'; test: string }) & {
  file: string;
  message: string;
  /** What the recipe quotes of it, where the message names the example: the message by default. */
  quote?: string;
};
interface Step {
  recipe: Recipe;
  /** The file as the recipe names it (`<type>` and `<flow>` stand for the example's). */
  named: string;
  /** The file of the copy the step edits; none for a command (`npm run generate`). */
  file?: string;
  edit?: (text: string) => string;
  /** Left out, this fails; the message is one the recipe quotes. */
  caught?: Caught;
}

/** Where `find` is, at or after `from`; fails loudly when the example no longer fits the code. */
function indexOf(text: string, find: string, from = 0): number {
  const at = text.indexOf(find, from);
  if (at < 0) throw new Error(`the newcomer check's example no longer fits the code: "${find.trim().slice(0, 80)}" not found`);
  return at;
}
/** Inserts `addition` after the first `find` that follows `anchor`. */
function insertAfter(text: string, anchor: string, find: string, addition: string): string {
  const at = indexOf(text, find, indexOf(text, anchor)) + find.length;
  return text.slice(0, at) + addition + text.slice(at);
}
function insertBefore(text: string, find: string, addition: string): string {
  const at = indexOf(text, find);
  return text.slice(0, at) + addition + text.slice(at);
}
function replaceOnce(text: string, find: string, replacement: string): string {
  const at = indexOf(text, find);
  return text.slice(0, at) + replacement + text.slice(at + find.length);
}

const REVIEWS_PATH = `  /quote/reviews/{type}:
    get:
      operationId: loadReviews
      summary: Customers' reviews of a quote type, shown under its results
      tags: [quote]
      parameters:
        - $ref: '#/components/parameters/QuoteTypePath'
      responses:
        '200':
          description: The reviews, newest first.
          content:
            application/json:
              schema:
                type: object
                required: [reviews]
                properties:
                  reviews:
                    type: array
                    items:
                      type: object
                      required: [rating, text]
                      properties:
                        rating:
                          type: integer
                          minimum: 1
                          maximum: 5
                        text:
                          type: string
              examples:
                default:
                  value:
                    reviews: []
        '500':
          $ref: '#/components/responses/ServerError'

`;

const STEPS: readonly Step[] = [
  {
    recipe: 'A question',
    named: 'openapi.yaml',
    file: 'openapi.yaml',
    edit: (text) => insertAfter(text, '\n    BoilerAnswers:\n      type: object', "        radiators:\n          type: string\n          enum: ['0-9', '10-15', '15+']\n", "        smartThermostat:\n          $ref: '#/components/schemas/YesNo'\n"),
    caught: { by: 'typecheck', file: 'src/domain/questionnaires/request-body.ts', message: 'Object literal may only specify known properties' },
  },
  { recipe: 'A question', named: 'npm run generate' },
  {
    recipe: 'A question',
    named: 'src/domain/questionnaires/<type>.ts',
    file: 'src/domain/questionnaires/boiler.ts',
    edit: (text) =>
      replaceOnce(
        insertBefore(
          text,
          '    bedrooms: bedroomsQuestion,\n',
          "    smartThermostat: choiceQuestion('smartThermostat', {\n      title: 'Do you have a smart thermostat?',\n      missing: 'Select yes if you have a smart thermostat',\n      summary: 'Smart thermostat',\n      choices: YES_NO,\n    }),\n",
        ),
        "    radiators: 'bedrooms',\n",
        "    radiators: 'smartThermostat',\n    smartThermostat: 'bedrooms',\n",
      ),
  },
  {
    recipe: 'A question',
    // Unknown radiators still go straight to bedrooms: a transition the spec fixes.
    named: 'decision 531',
    file: 'src/domain/questionnaires/boiler.ts',
    edit: (text) => replaceOnce(text, "    radiators: 'smartThermostat',\n", "    radiators: (answers) => (answers.radiators === 'Unknown' ? 'bedrooms' : 'smartThermostat'),\n"),
    caught: { by: 'test', file: 'src/domain/questionnaires/boiler.test.ts', test: 'unknown radiators goes to bedrooms', message: "expected 'smartThermostat' to be 'bedrooms'", quote: 'unknown radiators goes to bedrooms' },
  },
  {
    recipe: 'A question',
    named: 'src/domain/questionnaires/request-body.ts',
    file: 'src/domain/questionnaires/request-body.ts',
    edit: (text) => insertAfter(text, 'boiler: (read): BoilerAnswers => ({', "    radiators: read.oneOf('radiators', RADIATOR_BANDS),\n", "    smartThermostat: read.yesNo('smartThermostat'),\n"),
    caught: { by: 'test', file: 'src/domain/questionnaires/contract-values.test.ts', test: 'boiler: every choice', message: 'is not sent' },
  },
  {
    recipe: 'A question',
    named: '<type>.test.ts',
    file: 'src/domain/questionnaires/boiler.test.ts',
    edit: (text) =>
      replaceOnce(
        insertAfter(text, 'const toFlue', "  ['radiators', '10-15'],\n", "  ['smartThermostat', 'No'],\n"),
        "'radiators', 'bedrooms', 'bathtubs'",
        "'radiators', 'smartThermostat', 'bedrooms', 'bathtubs'",
      ),
    caught: { by: 'test', file: 'src/domain/questionnaires/boiler.test.ts', test: 'external-wall flue path', message: 'expected to be asked' },
  },
  {
    recipe: 'A question',
    // A separate step, so that with it the known counts cannot fail the test of the fixed transition.
    named: 'where each answer leads',
    file: 'src/domain/questionnaires/boiler.test.ts',
    edit: (text) =>
      replaceOnce(
        replaceOnce(text, "{ radiators: '0-9' })).toBe('bedrooms')", "{ radiators: '0-9' })).toBe('smartThermostat')"),
        "{ radiators: '15+' })).toBe('bedrooms')",
        "{ radiators: '15+' })).toBe('smartThermostat')",
      ),
  },
  {
    recipe: 'A question',
    named: 'saved-answers.test.ts',
    file: 'src/domain/questionnaires/saved-answers.test.ts',
    edit: (text) => insertAfter(text, 'const priced = run(boiler', "  ['radiators', '10-15'],\n", "  ['smartThermostat', 'No'],\n"),
    caught: { by: 'test', file: 'src/domain/questionnaires/saved-answers.test.ts', test: '', message: 'expected to be asked' },
  },
  {
    recipe: 'An API call',
    named: 'openapi.yaml',
    file: 'openapi.yaml',
    edit: (text) => insertBefore(text, '  /checkout/{type}/session/{product_id}:\n', REVIEWS_PATH),
  },
  {
    recipe: 'An API call',
    named: 'src/api/answer-reads.ts',
    file: 'src/api/answer-reads.ts',
    edit: (text) => insertAfter(text, 'export const ANSWER_READS = {', '\n', "  reviews: read('loadReviews', 200, { reviews: { rating: true, text: true } }),\n"),
    caught: { by: 'typecheck', file: 'src/features/results/results-gateway.ts', message: "Cannot find module '@/api/answer-checks/" },
  },
  { recipe: 'An API call', named: 'npm run generate' },
  {
    recipe: 'An API call',
    named: '<flow>-gateway.ts',
    file: 'src/features/results/results-gateway.ts',
    edit: (text) =>
      insertBefore(text, 'import { api', "import { reviews } from '@/api/answer-checks/reviews';\nimport type { QuoteType } from '@/domain/product-types';\n") +
      "\n/** Customers' reviews of a quote type, shown under its results. */\nexport function loadReviews(type: QuoteType, signal: AbortSignal) {\n  return call(() => api.GET('/quote/reviews/{type}', { params: { path: { type } }, signal }), { check: reviews, fallback: LOAD_FAILURE });\n}\n",
  },
  {
    recipe: 'An API call',
    named: 'src/mock/scenarios.ts',
    file: 'src/mock/scenarios.ts',
    edit: (text) => insertAfter(text, 'export const TYPED_CALLS', '= [\n', "  { method: 'get', path: '/quote/reviews/{type}' },\n"),
    caught: { by: 'test', file: 'fixtures/mock-coverage.test.ts', test: 'routes every call with a product type', message: 'to TYPED_CALLS in src/mock/scenarios.ts' },
  },
  {
    recipe: 'An API call',
    named: 'fixtures/examples.ts',
    file: 'fixtures/examples.ts',
    edit: (text) => insertAfter(text, 'const GENERATORS', '= {\n', "  loadReviews: () => ({ reviews: [{ rating: 5, text: 'Fitted in a day, and the engineer left it spotless.' }] }),\n"),
    caught: { by: 'test', file: 'fixtures/mock-coverage.test.ts', test: 'has a generator of real data for every 2xx answer', message: 'to GENERATORS in fixtures/examples.ts' },
  },
  {
    recipe: 'A scenario',
    named: 'openapi.yaml',
    file: 'openapi.yaml',
    edit: (text) => insertAfter(text, 'operationId: loadReviews', "          $ref: '#/components/responses/ServerError'\n", "        '503':\n          $ref: '#/components/responses/ServerError'\n"),
    caught: { by: 'test', file: 'fixtures/mock-coverage.test.ts', test: 'is an operation of openapi.yaml that declares that status', message: 'a status openapi.yaml does not declare' },
  },
  { recipe: 'A scenario', named: 'npm run generate' },
  {
    recipe: 'A scenario',
    named: 'src/mock/scenarios.ts',
    file: 'src/mock/scenarios.ts',
    edit: (text) =>
      insertAfter(
        insertAfter(text, 'const FAILURE_SCENARIOS', '= {\n', "  'reviews-unavailable': 'The reviews load answers 503: the results page shows without them.',\n"),
        'const ERROR_ANSWERS',
        '= {\n',
        "  'reviews-unavailable': [{ method: 'get', path: '/quote/reviews/{type}', status: 503 }],\n",
      ),
  },
  {
    recipe: 'A scenario',
    named: 'docs/mock-scenarios.md',
    file: 'docs/mock-scenarios.md',
    edit: (text) => insertAfter(text, '| `homeowner` |', '\n', '| `reviews-unavailable` | Switcher, then any results page | The reviews are left out; the rest of the page shows. |\n'),
    caught: { by: 'test', file: 'scripts/journey-mock/scenario-table.test.ts', test: 'has one row per scenario', message: 'reviews-unavailable', quote: 'has one row per scenario' },
  },
];

/**
 * The recipes not played here, read as a newcomer would check them: each names these, in this order,
 * every file named is on disk, and each quote is in the recipe and, where `in` is given, in the file
 * that prints it or holds that test (a type error's text is the compiler's, quoted from a real run).
 */
interface Named {
  recipe: Recipe;
  /** As the recipe names it; a path is also a file of the repository. */
  named: string;
  /** The file of the repository a pattern stands for (`<type>.ts`). */
  file?: string;
  quotes?: readonly { text: string; in?: string; as?: string }[];
}
const NAMED: readonly Named[] = [
  { recipe: 'An optional call on an existing page', named: 'openapi.yaml' },
  { recipe: 'An optional call on an existing page', named: 'src/api/answer-reads.ts', quotes: [{ text: 'lenderProductsV12', in: 'src/api/answer-reads.ts' }] },
  { recipe: 'An optional call on an existing page', named: 'npm run generate' },
  {
    recipe: 'An optional call on an existing page',
    named: 'src/api/lender-lists.test.ts',
    quotes: [
      { text: 'keeps the list that loaded, and logs the one that answered an error or never arrived', in: 'src/api/lender-lists.test.ts' },
      { text: 'finance list v12 answered 500', in: 'src/api/lender-lists.test.ts' },
    ],
  },
  {
    recipe: 'An optional call on an existing page',
    named: 'tests/e2e/results.spec.ts',
    quotes: [
      { text: "Property 'lenders' does not exist on type" },
      { text: 'a results landing sends its one load by reference and the lenders’ lists once each, with the CSRF token, as the app starts (decision 963)', in: 'tests/e2e/results.spec.ts' },
    ],
  },
  {
    recipe: 'An optional call on an existing page',
    named: 'src/mock/scenarios.ts',
    quotes: [
      { text: 'quiet-failures', in: 'src/mock/scenarios.ts' },
      { text: 'checkout: a dropped date save, then a silent recovery; a 500 and a slow details save keep every field; one payment', in: 'tests/e2e/faults-purchase.spec.ts' },
      { text: 'We can’t offer finance online right now', in: 'src/features/checkout/payment-step.tsx' },
    ],
  },
  {
    recipe: 'An optional call on an existing page',
    named: 'decision 533',
    quotes: [
      { text: "on a 412 x 915 phone the first screen shows the first product's name and price without scrolling", in: 'tests/e2e/results-first-look.spec.ts' },
      { text: "first card's price bottom, against the screen's 915 px", in: 'tests/e2e/results-first-look.spec.ts', as: "bottom, against the screen's ${PHONE.height} px" },
    ],
  },
  { recipe: 'An optional call on an existing page', named: 'fixtures/examples.ts', quotes: [{ text: 'listV12FinanceProducts', in: 'fixtures/examples.ts' }] },

  { recipe: 'A question with more than two answers', named: 'openapi.yaml', quotes: [{ text: 'enum: [Small, Medium, Large, Extra large]', in: 'openapi.yaml' }, { text: 'is not assignable to type' }] },
  { recipe: 'A question with more than two answers', named: 'npm run generate' },
  { recipe: 'A question with more than two answers', named: 'src/domain/bands-beyond-boiler.ts', quotes: [{ text: 'AIRCON_ROOM_SIZE_BANDS', in: 'src/domain/bands-beyond-boiler.ts' }] },
  {
    recipe: 'A question with more than two answers',
    named: 'src/domain/questionnaires/<type>.ts',
    file: 'src/domain/questionnaires/aircon.ts',
    quotes: [{ text: 'choicesOf(AIRCON_ROOM_SIZE_BANDS)', in: 'src/domain/questionnaires/aircon.ts' }],
  },
  {
    recipe: 'A question with more than two answers',
    named: 'src/domain/questionnaires/request-body.ts',
    quotes: [
      { text: "read.oneOf('roomSize', AIRCON_ROOM_SIZE_BANDS)", in: 'src/domain/questionnaires/request-body.ts' },
      { text: 'every choice is sent as a value', in: 'src/domain/questionnaires/contract-values.test.ts' },
      { text: 'is not sent', in: 'src/domain/questionnaires/contract-values.test.ts' },
      { text: 'is not one of', in: 'src/domain/questionnaires/answer-schemas.testing.ts' },
      { text: 'every priced walk is sent, and comes back from a saved quote as the same answers', in: 'src/domain/questionnaires/every-questionnaire.test.ts' },
    ],
  },
  {
    recipe: 'A question with more than two answers',
    named: '<type>.test.ts',
    file: 'src/domain/questionnaires/aircon.test.ts',
    quotes: [{ text: 'uses floors 0-3, the four room sizes and unit distances 5, 15, 25', in: 'src/domain/questionnaires/aircon.test.ts' }],
  },
  {
    recipe: 'A question with more than two answers',
    named: 'fixtures/answers.ts',
    quotes: [
      { text: "roomSize: 'Medium'", in: 'fixtures/answers.ts' },
      { text: 'stops at the question', in: 'src/domain/questionnaires/every-questionnaire.test.ts' },
      { text: 'answers no walk took', in: 'src/domain/questionnaires/every-questionnaire.test.ts' },
    ],
  },
  { recipe: 'A question with more than two answers', named: 'tests/e2e/quote.spec.ts' },

  { recipe: 'A change to a shared step', named: 'openapi.yaml' },
  { recipe: 'A change to a shared step', named: 'npm run generate' },
  { recipe: 'A change to a shared step', named: 'src/domain/contact-details.ts', quotes: [{ text: "Property '…' is missing in type" }] },
  {
    recipe: 'A change to a shared step',
    named: 'src/domain/contact-details-schema.ts',
    quotes: [{ text: 'addressShape', in: 'src/domain/contact-details-schema.ts' }],
  },
  { recipe: 'A change to a shared step', named: 'src/domain/contact-details.test.ts', quotes: [{ text: 'optional fields may be empty', in: 'src/domain/contact-details.test.ts' }] },
  { recipe: 'A change to a shared step', named: 'src/ui/contact-details-form.tsx', quotes: [{ text: 'CONTACT_FIELDS', in: 'src/ui/contact-details-form.tsx' }] },
  {
    recipe: 'A change to a shared step',
    named: 'src/ui/contact-details-form.test.tsx',
    quotes: [
      { text: 'labels every field with the GOV.UK autofill tokens and input modes', in: 'src/ui/contact-details-form.test.tsx' },
      { text: 'a valid submit gives the parsed details: trimmed, postcode normalised, empty optionals null', in: 'src/ui/contact-details-form.test.tsx' },
    ],
  },
  {
    recipe: 'A change to a shared step',
    named: 'src/features/checkout/step-saves.ts',
    quotes: [
      { text: 'updateOrderDetails', in: 'src/features/checkout/step-saves.ts' },
      { text: 'details: updates the order with comments and customer; landlord address only for landlords; vehicle for ev', in: 'src/features/checkout/step-saves.test.ts' },
    ],
  },
  { recipe: 'A change to a shared step', named: 'src/features/enquiry/enquiry-gateway.ts', quotes: [{ text: 'submitEnquiry', in: 'src/features/enquiry/enquiry-gateway.ts' }] },
  { recipe: 'A change to a shared step', named: 'src/features/survey/survey-gateway.ts', quotes: [{ text: 'saveSurveyCustomer', in: 'src/features/survey/survey-gateway.ts' }] },
  { recipe: 'A change to a shared step', named: 'src/features/service/service-gateway.ts', quotes: [{ text: 'saveServiceCustomer', in: 'src/features/service/service-gateway.ts' }] },
  {
    recipe: 'A change to a shared step',
    named: 'tests/e2e/checkout.spec.ts',
    quotes: [
      { text: 'boiler: a landlord goes through upgrades, date, details, gas safety checks; a declined card keeps the customer on payment', in: 'tests/e2e/checkout.spec.ts' },
      { text: 'boiler checkout by keyboard alone: upgrades, date, details, then a homeowner pays by card', in: 'tests/e2e/checkout.spec.ts' },
    ],
  },
  { recipe: 'A change to a shared step', named: 'tests/e2e/enquiry.spec.ts', quotes: [{ text: 'contact details, Submit, then the enquiry confirmation with the upload prompt', in: 'tests/e2e/enquiry.spec.ts' }] },
  {
    recipe: 'A change to a shared step',
    named: 'tests/e2e/service.spec.ts',
    quotes: [
      { text: 'free service: upgrades first, two dates, details, no payment step, confirmation', in: 'tests/e2e/service.spec.ts' },
      { text: 'survey: the last required photo uploads with progress (user, file, name, product), the details PATCH sends what was typed, then confirmation', in: 'tests/e2e/service.spec.ts' },
    ],
  },
  { recipe: 'A change to a shared step', named: 'tests/e2e/uploads.spec.ts', quotes: [{ text: 'survey: every required photo sent, each kept as a card through a reload, then the details, to the confirmation', in: 'tests/e2e/uploads.spec.ts' }] },
  {
    recipe: 'A change to a shared step',
    named: 'tests/e2e/forms-autofill.spec.ts',
    quotes: ['checkout: contact details reach payment; the discount code is sent', 'enquiry: solar details and tariff reach the proposal confirmation', 'service: the details reach the next step', 'survey: the customer details reach the confirmation'].map((text) => ({ text, in: 'tests/e2e/forms-autofill.spec.ts' })),
  },
  { recipe: 'A change to a shared step', named: 'tests/e2e/faults-purchase.spec.ts' },
];

/** The recipe's section of docs/architecture.md, from its heading to the next. */
function sectionOf(recipe: Recipe): string {
  const start = recipes.indexOf(`### ${recipe}\n`);
  if (start < 0) return '';
  const next = recipes.indexOf('\n### ', start + 1);
  return recipes.slice(start, next < 0 ? undefined : next);
}

let copy = '';
const originals = new Map<string, string>();

/** Writes every file the steps edit as the original with `steps` applied, in order. */
function write(steps: readonly Step[]) {
  for (const [file, text] of originals) {
    let edited = text;
    for (const step of steps) if (step.file === file && step.edit) edited = step.edit(edited);
    writeFileSync(path.join(copy, file), edited);
  }
}

/**
 * `npm run generate` on the copy, in process: the same openapi-typescript option and the same
 * compiler of answer checks, without starting npm, the CLI and tsx twice. A test below holds the
 * package.json script to this.
 */
const GENERATE_SCRIPT = 'openapi-typescript openapi.yaml -o src/api/schema.d.ts --default-non-nullable false && tsx scripts/generate-answer-checks.ts';
let generations = 0;
async function generate() {
  const contract = path.join(copy, 'openapi.yaml');
  writeFileSync(path.join(copy, 'src/api/schema.d.ts'), COMMENT_HEADER + astToString(await openapiTS(pathToFileURL(contract), { defaultNonNullable: false })));
  // The copy's answer-reads.ts as this variant wrote it: a new query is a new module, not the one imported before.
  generations += 1;
  const { ANSWER_READS } = (await import(`${path.join(copy, 'src/api/answer-reads.ts')}?generation=${generations}`)) as typeof import('../src/api/answer-reads.ts');
  const folder = path.join(copy, 'src/api/answer-checks');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  for (const [name, source] of Object.entries(compileAnswerChecks(parse(readFileSync(contract, 'utf8')) as OpenApi, ANSWER_READS))) {
    writeFileSync(path.join(folder, answerCheckFile(name)), source);
  }
}

/** The files of the copy that import one of `files` (by relative path or the `@/` alias). */
function importersOf(files: readonly string[]): string[] {
  const wanted = new Set(files.map((file) => file.replace(/(\.d)?\.tsx?$/, '')));
  return tracked.filter((file) => {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts')) return false;
    const text = readFileSync(path.join(copy, file), 'utf8');
    return [...text.matchAll(/(?:from|import\() *'([^']+)'/g)].some(([, specifier = '']) => {
      const target = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : specifier.startsWith('.') ? path.join(path.dirname(file), specifier) : '';
      return wanted.has(target.replace(/\.tsx?$/, ''));
    });
  });
}

// One compiler host for every program: a file whose text is unchanged keeps its parsed tree, so a
// program after the first parses only what changed.
const parsed = new Map<string, ts.SourceFile>();
let previous: ts.Program | undefined;

/**
 * The type errors of `files` (relative to the copy), by file, from a program rooted at them with the
 * copy's tsconfig.json. The complete change checks the files it touches and every file importing one
 * of them: any other file types exactly as in the real tree, which the suite's typecheck covers.
 */
function typeErrors(files: readonly string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(copy, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  })!;
  const host = ts.createCompilerHost(config.options);
  host.getSourceFile = (fileName, languageVersion) => {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    const known = parsed.get(fileName);
    if (known?.text === text) return known;
    const file = ts.createSourceFile(fileName, text, languageVersion);
    parsed.set(fileName, file);
    return file;
  };
  const rootNames = files.map((file) => path.join(copy, file));
  previous = ts.createProgram({ rootNames, options: config.options, host, oldProgram: previous });
  const errors = new Map<string, string[]>();
  for (const fileName of rootNames) {
    const file = previous.getSourceFile(fileName);
    if (!file) throw new Error(`${fileName} is not in the program`);
    const found = [...previous.getSyntacticDiagnostics(file), ...previous.getSemanticDiagnostics(file)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (found.length > 0) errors.set(path.relative(copy, fileName), found);
  }
  return errors;
}

/**
 * Runs test files of the copy in a child vitest: whether all passed, and each failure as the default
 * reporter prints it (its title line, then the error and the diff, which hold the message).
 */
function runTests(files: readonly string[]): { ok: boolean; failures: string[] } {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  // One worker sharing its modules: these few files need no isolation, and it halves the CPU they cost.
  const child = spawnSync(process.execPath, [path.join(copy, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'unit*', '--no-isolate', '--maxWorkers=1', ...files], {
    cwd: copy,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${child.stdout}\n${child.stderr}`.replace(/\x1b\[[0-9;]*m/g, '');
  const failures = output
    .split(/^ *FAIL /m)
    .slice(1)
    .map((block) => block.split(/^.*⎯{5,}/m)[0]!);
  return { ok: child.status === 0, failures };
}

const tracked: string[] = [];
const touchedFiles = [...new Set(STEPS.flatMap((step) => (step.file ? [step.file] : [])))];
const generated = ['src/api/schema.d.ts', 'src/api/answer-checks/reviews.ts'];
const caughtByTypecheck = STEPS.filter((step) => step.caught?.by === 'typecheck');
const caughtByTest = STEPS.filter((step) => step.caught?.by === 'test');
/** The tests the recipes name for these three changes (fixtures/fixtures.test.ts, 20 s of Prism examples, is left to the suite). */
const namedTests = [
  'src/domain/questionnaires/boiler.test.ts',
  'src/domain/questionnaires/contract-values.test.ts',
  'src/domain/questionnaires/request-body.test.ts',
  'src/domain/questionnaires/saved-answers.test.ts',
  'fixtures/mock-coverage.test.ts',
  'src/mock/scenarios.test.ts',
  'scripts/journey-mock/scenario-table.test.ts',
];

// Generous limits: each step takes a few seconds on a quiet machine, far more on a loaded one.
describe('a newcomer adds a question, a call and a scenario from the recipes alone', { timeout: 240_000 }, () => {
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'newcomer-'));
    // The working tree as it is: tracked files and new ones not ignored, without those deleted.
    const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout.split('\0');
    tracked.push(...new Set(listed.filter((file) => file !== '' && existsSync(path.join(root, file)))));
    for (const file of tracked) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(copy, file));
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const file of touchedFiles) originals.set(file, readFileSync(path.join(copy, file), 'utf8'));
  }, 120_000);
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('each recipe names every file the check edits, in the order it edits them, and quotes each message it promises', () => {
    const problems: string[] = [];
    const searchedFrom = new Map<Recipe, number>();
    for (const step of STEPS) {
      const section = sectionOf(step.recipe);
      const at = section.indexOf(step.named, searchedFrom.get(step.recipe) ?? 0);
      if (at < 0) problems.push(`"${step.recipe}" in docs/architecture.md does not name ${step.named} after the step before it (scripts/newcomer-check.test.ts edits them in this order)`);
      else searchedFrom.set(step.recipe, at + step.named.length);
      if (!step.caught) continue;
      const quote = step.caught.quote ?? step.caught.message;
      if (!section.replace(/\s+/g, ' ').includes(quote)) problems.push(`"${step.recipe}" in docs/architecture.md does not quote what a missed ${step.named} fails with: "${quote}"`);
      if (step.caught.by === 'test' && !section.includes(path.basename(step.caught.file))) problems.push(`"${step.recipe}" in docs/architecture.md does not name ${step.caught.file}, the test that catches a missed ${step.named}`);
    }
    for (const step of NAMED) {
      const section = sectionOf(step.recipe);
      const at = section.indexOf(step.named, searchedFrom.get(step.recipe) ?? 0);
      if (at < 0) problems.push(`"${step.recipe}" in docs/architecture.md does not name ${step.named} after the step before it`);
      else searchedFrom.set(step.recipe, at + step.named.length);
      const file = step.file ?? (step.named.includes('/') || step.named.includes('.') ? step.named : undefined);
      if (file && !existsSync(path.join(root, file))) problems.push(`"${step.recipe}" names ${file}, which is not in the repository`);
      for (const quote of step.quotes ?? []) {
        if (!section.replace(/\s+/g, ' ').includes(quote.text)) problems.push(`"${step.recipe}" in docs/architecture.md does not quote "${quote.text}"`);
        if (quote.in && !readFileSync(path.join(root, quote.in), 'utf8').includes(quote.as ?? quote.text)) problems.push(`"${step.recipe}" quotes "${quote.text}", which ${quote.in} does not hold`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('generates as `npm run generate` does', () => {
    const script: unknown = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.generate;
    expect(script, 'npm run generate changed: make generate() in scripts/newcomer-check.test.ts do the same').toBe(GENERATE_SCRIPT);
  });

  it('typecheck catches each step the recipes say it catches, with the message they quote', async () => {
    write(STEPS.filter((step) => !caughtByTypecheck.includes(step)));
    await generate();
    const errors = typeErrors([...new Set(caughtByTypecheck.map((step) => step.caught!.file))]);
    for (const step of caughtByTypecheck) {
      const caught = step.caught!;
      expect(errors.get(caught.file)?.join('\n') ?? 'no type error', `${step.recipe}: ${step.named} left out`).toContain(caught.message);
    }
  });

  it('the complete change typechecks and passes the tests the recipes name', async () => {
    write(STEPS);
    await generate();
    const checked = [...touchedFiles, ...generated].filter((file) => /\.tsx?$/.test(file));
    expect(Object.fromEntries(typeErrors([...new Set([...checked, ...importersOf(checked)])]))).toEqual({});
    const run = runTests(namedTests);
    expect(run.failures).toEqual([]);
    expect(run.ok).toBe(true);
  });

  it('the named tests catch each step the recipes say they catch, with the message they quote', () => {
    write(STEPS.filter((step) => !caughtByTest.includes(step)));
    const { failures } = runTests([...new Set(caughtByTest.map((step) => step.caught!.file))]);
    for (const step of caughtByTest) {
      const caught = step.caught as Extract<Caught, { by: 'test' }>;
      const failure = failures.find((block) => {
        const title = block.split('\n')[0] ?? '';
        return title.includes(caught.file) && title.includes(caught.test);
      });
      expect(failure ?? `no failing test "${caught.test}" in ${caught.file}`, `${step.recipe}: ${step.named} left out`).toContain(caught.message);
    }
  });
});
