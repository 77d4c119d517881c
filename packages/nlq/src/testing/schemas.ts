import { translateQuestion } from '../engine/engine.ts';
import { buildSchemaIndex, type SchemaIndex } from '../engine/schema-index.ts';
import type { ColumnProfile } from '../store/profile.ts';

/** A column profile for a hand-written test schema. */
export function column(name: string, kind: 'number' | 'text', distinctCount: number): ColumnProfile {
  return {
    name,
    type: kind === 'number' ? 'BIGINT' : 'VARCHAR',
    kind,
    distinctCount,
    nullCount: 0,
    min: '1',
    max: '9',
    samples: [],
    values: [],
  };
}

/** Ships and their captains: the small schema many engine tests ask about. */
export const schema = buildSchemaIndex({
  tables: [
    { name: 'ship', rowCount: 3, columns: [column('ship_id', 'number', 3), column('name', 'text', 3)] },
    {
      name: 'captain',
      rowCount: 3,
      columns: [
        column('captain_id', 'number', 3),
        column('name', 'text', 3),
        column('ship_id', 'number', 3),
        column('age', 'number', 3),
      ],
    },
  ],
  relationships: [
    { fromTable: 'captain', fromColumn: 'ship_id', toTable: 'ship', toColumn: 'ship_id', source: 'inferred' },
  ],
});

/** The SQL the engine writes for a question over the schema, or why it declined ("declined: …"). */
export const askOf = (over: SchemaIndex) => (question: string) => {
  const t = translateQuestion({ question, schema: over });
  return t.understood ? t.sql : `declined: ${t.reason}`;
};

/** The SQL the engine writes for a question over `schema`, or why it declined. */
export const sql = askOf(schema);

/** Users who review items with a rating: a bridge table between two others, titles kept in lower case. */
export const reviews = buildSchemaIndex({
  tables: [
    { name: 'useracct', rowCount: 2, columns: [column('u_id', 'number', 2), column('name', 'text', 2)] },
    {
      name: 'item',
      rowCount: 3,
      columns: [
        column('i_id', 'number', 3),
        {
          ...column('title', 'text', 3),
          values: ['pear', 'orange', 'cup'],
          samples: ['pear', 'orange', 'cup'],
        },
      ],
    },
    {
      name: 'review',
      rowCount: 6,
      columns: [
        column('a_id', 'number', 6),
        column('u_id', 'number', 2),
        column('i_id', 'number', 3),
        column('rating', 'number', 5),
      ],
    },
  ],
  relationships: [
    { fromTable: 'review', fromColumn: 'u_id', toTable: 'useracct', toColumn: 'u_id', source: 'inferred' },
    { fromTable: 'review', fromColumn: 'i_id', toTable: 'item', toColumn: 'i_id', source: 'inferred' },
  ],
});

/** The SQL the engine writes for a question over `reviews`, or why it declined. */
export const askReviews = askOf(reviews);
