// Input fuzzing over every form rule in src/domain: the contact-details schemas
// (names, emails, GB phones, postcodes, addresses), the questionnaires' postcode, address and number
// questions, and the competitor URL. For any text: no crash; valid inputs accepted; everything else
// gets the spec's message ("Required", "Invalid email", "Invalid phone number") or our own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  NAME_MAX_LENGTH,
  REQUIRED_MESSAGE,
  tooLongMessage,
} from '../src/domain/contact-details';
import { contactDetailsSchema, customerSchema, emailSchema, phoneSchema, postcodeSchema } from '../src/domain/contact-details-schema';
import { isCompetitorUrl } from '../src/domain/competitor-url';
import { checkAnswer } from '../src/domain/questionnaires/engine';
import { QUESTIONNAIRES } from '../src/domain/questionnaires/questionnaires.testing';
import type { NumberQuestion, Question } from '../src/domain/questionnaires/types';
import { simCheck } from './check';

// A thousand cases through zod and libphonenumber take seconds on 2 shared cores.
const SLOW_ON_A_BUSY_MACHINE = { timeout: 60_000 };

// Any text a person (or a paste, or a bot) could put in a box: unicode, controls, long runs.
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', ' ', '\t\n', '<script>alert(1)</script>', "'; DROP TABLE orders;--", '\u0000', '\u202e07700900123', '0'.repeat(5000)),
);
const blank = fc.stringMatching(/^[ \t\n\r]{0,6}$/);
const padded = (text: fc.Arbitrary<string>) => fc.tuple(blank, text, blank).map(([before, value, after]) => `${before}${value}${after}`);
const anyCase = (text: string) => fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const digits = (count: number) => fc.array(digit, { minLength: count, maxLength: count }).map((d) => d.join(''));

/** UK postcodes in every outward format (A9, A99, AA9, AA99, A9A, AA9A), any case, space or not. */
const validPostcode = fc
  .tuple(
    fc.oneof(
      fc.tuple(letter, digit).map((p) => p.join('')),
      fc.tuple(letter, digit, digit).map((p) => p.join('')),
      fc.tuple(letter, letter, digit).map((p) => p.join('')),
      fc.tuple(letter, letter, digit, digit).map((p) => p.join('')),
      fc.tuple(letter, digit, letter).map((p) => p.join('')),
      fc.tuple(letter, letter, digit, letter).map((p) => p.join('')),
    ),
    digit,
    letter,
    letter,
    fc.constantFrom('', ' ', '  '),
  )
  .chain(([outward, d, a, b, space]) => anyCase(`${outward}${space}${d}${a}${b}`).map((typed) => ({ typed, normalised: `${outward} ${d}${a}${b}` })));

/** GB numbers as people type them: mobiles and London landlines, national or +44, spaced or not. */
const validPhone = fc
  .tuple(
    fc.oneof(
      // Mobile ranges in use (libphonenumber's GB metadata), then London landlines; 10 national digits.
      fc.constantFrom('71', '72', '73', '740', '751', '771', '780', '790', '203', '207', '208').chain((prefix) => digits(10 - prefix.length).map((rest) => `${prefix}${rest}`)),
    ),
    fc.constantFrom('0', '+44', '+44 ', '0044 ', '+44 (0)'),
    fc.constantFrom('', ' ', '-'),
  )
  .map(([national, prefix, separator]) => `${prefix}${national.slice(0, 4)}${separator}${national.slice(4)}`);

const emailPart = fc.stringMatching(/^[a-z0-9]([a-z0-9_+-]{0,10}[a-z0-9])?$/);
const validEmail = fc
  .tuple(emailPart, fc.option(emailPart, { nil: undefined }), fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/), fc.constantFrom('co.uk', 'com', 'org.uk', 'uk', 'energy'))
  .map(([local, more, domain, tld]) => `${local}${more ? `.${more}` : ''}@${domain}.${tld}`);

const validName = padded(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((name) => name.trim() !== '' && name.trim().length <= NAME_MAX_LENGTH));

const messagesOf = (result: { success: boolean; error?: { issues: ReadonlyArray<{ message: string; path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

describe('contact details (purchase §5)', SLOW_ON_A_BUSY_MACHINE, () => {
  const KNOWN_MESSAGES = new Set([
    REQUIRED_MESSAGE,
    INVALID_EMAIL_MESSAGE,
    INVALID_PHONE_MESSAGE,
    INVALID_POSTCODE_MESSAGE,
    tooLongMessage('First name', 100),
    tooLongMessage('Last name', 100),
    tooLongMessage('Email address', 255),
    ...['Address line 1', 'Address line 2', 'Address line 3', 'Town or city', 'County'].map((what) => tooLongMessage(what, 255)),
  ]);

  it('never throws on any text in any field, and says only the known messages', () => {
    const schema = contactDetailsSchema({ landlord: true, comments: true });
    simCheck(
      fc.property(
        fc.record({
          first_name: anyText, last_name: anyText, email_address: anyText, contact_number: anyText,
          address_line_1: anyText, address_line_2: anyText, address_line_3: anyText, post_town: anyText, county: anyText, postcode: anyText,
        }),
        (customer) => {
          const result = schema.safeParse({ customer, landlord: { ...customer }, vehicle: undefined, comments: '' });
          for (const { message } of messagesOf(result)) expect(KNOWN_MESSAGES).toContain(message);
        },
      ),
      // Twenty fields a case: a fifth of the run's cases still covers far more texts than the others.
      { numRuns: Math.ceil(Number(process.env.SIM_RUNS ?? 1000) / 5) },
    );
  }, 30_000);

  it('accepts every valid customer, trimmed, with the postcode normalised', () => {
    simCheck(
      fc.property(validName, validName, padded(validEmail), padded(validPhone), validName, validPostcode, (first, last, email, phone, line1, postcode) => {
        const result = customerSchema.safeParse({
          first_name: first, last_name: last, email_address: email, contact_number: phone,
          address_line_1: line1, address_line_2: '', address_line_3: '  ', post_town: '', county: '', postcode: postcode.typed,
        });
        expect(messagesOf(result)).toEqual([]);
        expect(result.data).toMatchObject({
          first_name: first.trim(), email_address: email.trim(), contact_number: phone.trim(), postcode: postcode.normalised, address_line_3: null,
        });
      }),
    );
  });

  it('says "Required" for every blank required field, and nothing else about it', () => {
    simCheck(
      fc.property(blank, blank, blank, blank, blank, blank, (first, last, email, phone, line1, postcode) => {
        const result = customerSchema.safeParse({
          first_name: first, last_name: last, email_address: email, contact_number: phone,
          address_line_1: line1, address_line_2: '', address_line_3: '', post_town: '', county: '', postcode,
        });
        expect(messagesOf(result)).toEqual(
          ['first_name', 'last_name', 'email_address', 'contact_number', 'address_line_1', 'postcode'].map((path) => ({ path, message: REQUIRED_MESSAGE })),
        );
      }),
    );
  });

  it('says "Invalid email" for text that is not an address', () => {
    const notAnEmail = fc.oneof(
      anyText.filter((text) => text.trim() !== '' && !text.includes('@') && text.trim().length <= 255),
      fc.tuple(emailPart, fc.constantFrom('@', '@@', '@.', '@example', '@example.', ' @example.com', '@exa mple.com')).map(([local, rest]) => `${local}${rest}`),
      validEmail.map((email) => email.replace('@', '@@')),
    );
    simCheck(fc.property(notAnEmail, (text) => {
      expect(messagesOf(emailSchema.safeParse(text))).toEqual([{ path: '', message: INVALID_EMAIL_MESSAGE }]);
    }));
  });

  it('says "Invalid phone number" for text that is not a GB number', () => {
    const notAPhone = fc.oneof(
      anyText.filter((text) => text.trim() !== '' && (text.match(/\d/g) ?? []).length < 7),
      digits(12).map((d) => `07${d}`), // too long for a GB number
      validPhone.map((phone) => phone.replace(/^(\+44 \(0\)|\+44 ?|0044 |0)/, '+1 ')), // another country
      fc.tuple(fc.constantFrom('00', '01'), digits(4)).map(([a, b]) => `${a}${b}`),
    );
    simCheck(fc.property(notAPhone, (text) => {
      expect(messagesOf(phoneSchema.safeParse(text))).toEqual([{ path: '', message: INVALID_PHONE_MESSAGE }]);
    }));
  });

  it('accepts GB numbers in the shapes people type them', () => {
    simCheck(fc.property(padded(validPhone), (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(true);
    }));
  });

  it('normalises every UK postcode and refuses text that is not one', () => {
    simCheck(fc.property(validPostcode, ({ typed, normalised }) => {
      expect(postcodeSchema.parse(typed)).toBe(normalised);
    }));
    const notAPostcode = fc.oneof(
      anyText.filter((text) => text.trim() !== '' && !/^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/.test(text.replace(/\s+/g, ''))),
      validPostcode.map(({ normalised }) => normalised.slice(0, -1)), // inward code cut short
      validPostcode.map(({ normalised }) => `${normalised}X`),
    );
    simCheck(fc.property(notAPostcode, (text) => {
      expect(messagesOf(postcodeSchema.safeParse(text))).toEqual([{ path: '', message: INVALID_POSTCODE_MESSAGE }]);
    }));
  });
});

describe('questionnaire answers (quote wizards)', SLOW_ON_A_BUSY_MACHINE, () => {
  const questions = Object.values(QUESTIONNAIRES).flatMap((questionnaire) => Object.values(questionnaire.questions).map((question) => ({ type: questionnaire.type, question })));
  const ofKind = <K extends Question['kind']>(kind: K) => questions.filter((entry): entry is typeof entry & { question: Extract<Question, { kind: K }> } => entry.question.kind === kind);

  it('has postcode or address and number questions to fuzz', () => {
    expect(ofKind('number').length).toBeGreaterThanOrEqual(3);
    expect(ofKind('postcode').length + ofKind('address').length).toBeGreaterThanOrEqual(5);
  });

  it('never throws on any draft and answers either values or its own messages', () => {
    simCheck(
      fc.property(fc.constantFrom(...questions), fc.dictionary(fc.constantFrom('postcode', 'address_line_1', 'post_town', 'floorArea', 'x'), anyText), ({ question }, draft) => {
        const drafted = { ...draft, [question.field]: draft[question.field] ?? '' };
        const checked = checkAnswer(question, drafted);
        if (!checked.ok) {
          const allowed = [question.missing, 'invalid' in question ? question.invalid : undefined, 'missingLine' in question ? question.missingLine : undefined];
          for (const error of checked.errors) expect(allowed).toContain(error.message);
        }
      }),
    );
  });

  it('accepts every UK postcode, normalised, and refuses blanks with the question\'s own message', () => {
    const postcodeQuestions = [...ofKind('postcode'), ...ofKind('address')];
    simCheck(
      fc.property(fc.constantFrom(...postcodeQuestions), validPostcode, validName, ({ question }, postcode, line) => {
        const draft = question.kind === 'address' ? { [question.lineField]: line, [question.field]: postcode.typed } : { [question.field]: postcode.typed };
        const checked = checkAnswer(question, draft);
        expect(checked.ok && checked.values[question.field]).toBe(postcode.normalised);
      }),
    );
    simCheck(
      fc.property(fc.constantFrom(...postcodeQuestions), blank, ({ question }, text) => {
        const checked = checkAnswer(question, { [question.field]: text });
        expect(!checked.ok && checked.errors.some((error) => error.field === question.field && error.message === question.missing)).toBe(true);
      }),
    );
  });

  const numberIn = (question: NumberQuestion) =>
    fc.integer({ min: Math.ceil(question.min), max: Math.floor(question.max) }).map((amount) => ({ amount, typed: amount.toLocaleString('en-GB') }));

  it('accepts whole numbers in range, with or without thousands commas, and refuses the rest with the question\'s messages', () => {
    const numberQuestions = ofKind('number');
    simCheck(
      fc.property(fc.constantFrom(...numberQuestions).chain(({ question }) => fc.tuple(fc.constant(question), numberIn(question), blank)), ([question, { amount, typed }, space]) => {
        const checked = checkAnswer(question, { [question.field]: `${space}${typed}${space}` });
        expect(checked.ok && Number(checked.values[question.field])).toBe(amount);
      }),
    );
    simCheck(
      fc.property(
        fc.constantFrom(...numberQuestions).chain(({ question }) =>
          fc.tuple(
            fc.constant(question),
            fc.oneof(
              fc.integer({ min: Math.floor(question.max) + 1, max: Math.floor(question.max) * 10 + 10 }).map(String),
              question.min > 0 ? fc.integer({ min: 0, max: Math.ceil(question.min) - 1 }).map(String) : fc.constant('-1'),
              fc.constantFrom('abc', '1e3', '12abc', 'NaN', 'Infinity', '--5', '0x10'),
            ),
          ),
        ),
        ([question, text]) => {
          const checked = checkAnswer(question, { [question.field]: text });
          expect(checked.ok ? 'accepted' : checked.errors.map((error) => error.message)).toEqual([question.invalid]);
        },
      ),
    );
  });
});

describe('competitor URL (price match)', SLOW_ON_A_BUSY_MACHINE, () => {
  it('never throws, and accepts the web addresses people paste', () => {
    simCheck(fc.property(anyText, (text) => {
      expect(typeof isCompetitorUrl(text)).toBe('boolean');
    }));
    simCheck(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true, authoritySettings: { withIPv6: false, withUserInfo: false } }), (url) => {
      expect(isCompetitorUrl(url)).toBe(true);
    }));
  });
});
