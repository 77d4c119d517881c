// Words near in meaning to a column's name, by the shipped word vectors.
import { describe, expect, it } from 'vitest';
import { column } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';
import { decodeWordVectors, encodeWordVectors, wordVectors } from './word-vectors.ts';

const teams = buildSchemaIndex({
  tables: [
    {
      name: 'team',
      rowCount: 4,
      columns: [
        column('team_id', 'number', 4),
        column('name', 'text', 4),
        column('wins', 'number', 4),
        column('losses', 'number', 4),
        column('salaries', 'number', 4),
        column('stadium', 'text', 4),
      ],
    },
  ],
  relationships: [],
});

const ask = (question: string) => {
  const t = translateQuestion({ question, schema: teams });
  return t.understood ? t.sql : `declined: ${t.reason}`;
};

describe('words near in meaning to a column name', () => {
  it('ranks by the column a word means without spelling it ("victories" → wins), and says so', () => {
    const t = translateQuestion({
      question: 'Which team has the most victories? Give the name.',
      schema: teams,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "team" ORDER BY "wins" DESC LIMIT 1');
    expect(t.interpretation).toContain('"victories" taken to mean team.wins');
  });

  it('aggregates it ("the average payroll" → salaries)', () => {
    expect(ask('What is the average payroll of teams?')).toBe(
      'SELECT avg("salaries") AS "average_salaries" FROM "team"',
    );
  });

  it('never takes a plural noun ranked by "most" for a measure named in the singular ("the most students")', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'list',
          rowCount: 6,
          columns: [
            column('LastName', 'text', 6),
            column('Grade', 'number', 3),
            column('Classroom', 'number', 3),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'Which classroom has the most students?', schema: school });
    expect(t.interpretation).not.toContain('"students" taken to mean');
  });

  it('leaves a word alone when no column is near it, and a name the question spells wins', () => {
    expect(ask('Which team has the most wins?')).toContain('ORDER BY "wins" DESC');
    expect(ask('Which team has the most dragons?')).toMatch(/^declined/);
  });
});

describe('word vectors', () => {
  it('round-trips through the file format, scaled to unit length', () => {
    const vectors = decodeWordVectors(
      encodeWordVectors(
        ['cat', 'dog', 'car'],
        [
          [3, 0],
          [2, 0.2],
          [0, 5],
        ],
      ),
    );
    expect(vectors.similarity('cat', 'cat')).toBeCloseTo(1, 3);
    expect(vectors.similarity('cat', 'dog')).toBeGreaterThan(0.99);
    expect(vectors.similarity('cat', 'car')).toBeCloseTo(0, 3);
    expect(vectors.similarity('cat', 'zebra')).toBeUndefined();
  });

  it('ships vectors that know near words from far ones', () => {
    const vectors = wordVectors();
    expect(vectors.similarity('salary', 'wage')).toBeGreaterThan(0.6);
    expect(vectors.similarity('salary', 'wage')! - vectors.similarity('salary', 'stadium')!).toBeGreaterThan(
      0.2,
    );
  });
});
