import { describe, expect, it } from 'vitest';
import { DAY_MAX, GENERATED_EMAILS_MAX, SUBJECT_MAX } from '#shared/schemas/sequences';
import { emailSequenceResponseFormat } from './emailSequence';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Every object node of a schema, with its path. */
function objects(schema: JsonSchema, path = '<root>'): [string, JsonSchema][] {
  const here: [string, JsonSchema][] = schema.type === 'object' ? [[path, schema]] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([name, child]) => [`${path}.${name}`, child] as const),
    ...(schema.items ? [[`${path}[]`, schema.items] as const] : []),
  ];
  return [...here, ...children.flatMap(([childPath, child]) => objects(child, childPath))];
}

describe('the AI response format', () => {
  it('is strict structured output: every property required, no additional properties', async () => {
    const format = await emailSequenceResponseFormat();
    expect(format.type).toBe('json_schema');
    expect(format.json_schema).toMatchObject({ name: 'email_sequence', strict: true });
    const schema = format.json_schema.schema as JsonSchema;
    expect(schema.type).toBe('object');
    const nodes = objects(schema);
    expect(nodes.map(([path]) => path)).toEqual(['<root>', '<root>.emails[]']);
    for (const [, node] of nodes) {
      expect(node.additionalProperties).toBe(false);
      expect([...(node.required ?? [])].sort()).toEqual(Object.keys(node.properties ?? {}).sort());
    }
  });

  it("carries the zod schema's limits, so the two cannot drift apart", async () => {
    const schema = (await emailSequenceResponseFormat()).json_schema.schema as JsonSchema;
    const emails = schema.properties?.emails;
    expect(emails).toMatchObject({ type: 'array', minItems: 1, maxItems: GENERATED_EMAILS_MAX });
    expect(emails?.items?.properties).toMatchObject({
      after_days: { type: 'integer', minimum: 0, maximum: DAY_MAX },
      subject: { type: 'string', maxLength: SUBJECT_MAX },
      body: { type: 'string' },
    });
  });
});
