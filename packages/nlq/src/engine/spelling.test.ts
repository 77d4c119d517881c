// Misspelt words read as the word meant, and words that are no misspelling left alone.
import { describe, expect, it } from 'vitest';
import { column, schema } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

const crew = buildSchemaIndex({
  tables: [
    {
      name: 'sailor',
      rowCount: 4,
      columns: [
        column('sailor_id', 'number', 4),
        { ...column('name', 'text', 4), values: ['Ahab', 'Starbuck', 'Stubb', 'Flask'] },
        column('salary', 'number', 4),
      ],
    },
  ],
  relationships: [],
});

describe('misspelt words', () => {
  it('reads a misspelt word the engine knows, and says so in the interpretation', () => {
    const t = translateQuestion({ question: 'What are the maximum and minumum salaries?', schema: crew });
    expect(t.understood && t.sql).toBe(
      'SELECT max("salary") AS "maximum_salary", min("salary") AS "minimum_salary" FROM "sailor"',
    );
    expect(t.interpretation).toContain('"minumum" read as "minimum"');
  });

  it('reads a misspelt column name', () => {
    const t = translateQuestion({ question: 'What is the salaray of Starbuck?', schema: crew });
    expect(t.understood && t.sql).toBe('SELECT "salary" FROM "sailor" WHERE "name" = \'Starbuck\'');
  });

  it('reads "descennding" as descending', () => {
    const t = translateQuestion({
      question: 'List the names of captains in descennding order of age.',
      schema,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "captain" ORDER BY "age" DESC');
  });

  it('leaves English words, capitalised names and words two letters off alone', () => {
    const t = translateQuestion({ question: 'What is the salaxxy of Starbuck?', schema: crew });
    expect(t.interpretation).not.toContain('read as');
    const named = translateQuestion({ question: 'Which sailors are paid more than Salarx?', schema: crew });
    expect(named.interpretation).not.toContain('read as');
  });
});
