// Test support: the answer schemas of openapi.yaml (components.schemas.<Type>Answers), read with
// the yaml package so the tests compare our stored values with the contract itself, not a copy.
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { parse } from 'yaml';

export interface PropertySchema {
  readonly type?: string | readonly string[];
  readonly enum?: readonly unknown[];
  readonly examples?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly const?: unknown;
}

interface RawSchema extends PropertySchema {
  readonly $ref?: string;
  readonly allOf?: readonly RawSchema[];
  readonly properties?: Readonly<Record<string, RawSchema>>;
}

const document = parse(readFileSync(resolvePath(process.cwd(), 'openapi.yaml'), 'utf8')) as {
  components: { schemas: Readonly<Record<string, RawSchema>> };
};

function resolve(schema: RawSchema): PropertySchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) throw new Error(`openapi.yaml has no schema ${name}`);
    return resolve(target);
  }
  // `allOf: [$ref]` with a default (landlord) is the referenced schema.
  const [only] = schema.allOf ?? [];
  if (only && schema.allOf?.length === 1) return { ...resolve(only), ...schema };
  return schema;
}

/** The schema of one answer field, e.g. answerField('BoilerAnswers', 'boilerAge'). */
export function answerField(answersSchema: string, field: string): PropertySchema {
  const property = document.components.schemas[answersSchema]?.properties?.[field];
  if (!property) throw new Error(`openapi.yaml ${answersSchema} has no property ${field}`);
  return resolve(property);
}

/** The answer field's schema, or undefined when the contract does not take the field. */
export function maybeAnswerField(answersSchema: string, field: string): PropertySchema | undefined {
  const property = document.components.schemas[answersSchema]?.properties?.[field];
  return property ? resolve(property) : undefined;
}

const typesOf = (schema: PropertySchema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * Why the contract refuses a stored value, or null when it accepts it. Integer and number fields
 * take the stored text as a number, exactly as the request body sends it.
 */
export function contractRefusal(schema: PropertySchema, value: string | number): string | null {
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  const sent = numeric ? Number(value) : value;
  if (numeric && !(types.includes('integer') ? Number.isInteger(sent) : Number.isFinite(sent))) return `${value} is not a ${types.join('/')}`;
  if (!numeric && typeof sent !== 'string') return `${value} is not a string`;
  if (schema.enum && !schema.enum.includes(sent)) return `${JSON.stringify(sent)} is not one of ${JSON.stringify(schema.enum)}`;
  if (schema.minimum !== undefined && (sent as number) < schema.minimum) return `${sent} is below ${schema.minimum}`;
  if (schema.maximum !== undefined && (sent as number) > schema.maximum) return `${sent} is above ${schema.maximum}`;
  return null;
}

/** The answers schema of a questionnaire type, e.g. 'heat-pump' -> 'HeatPumpAnswers'. */
export function answersSchemaName(type: string): string {
  return `${type.split('-').map((part) => part[0]!.toUpperCase() + part.slice(1)).join('')}Answers`;
}
