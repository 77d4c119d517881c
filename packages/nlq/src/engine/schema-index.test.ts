import { describe, expect, it } from 'vitest';
import type { ColumnProfile, TableProfile } from '../store/profile.ts';
import { buildSchemaIndex } from './schema-index.ts';

function column(
  name: string,
  kind: 'number' | 'text',
  min: string,
  max: string,
  distinctCount: number,
): ColumnProfile {
  return {
    name,
    type: kind === 'number' ? 'BIGINT' : 'VARCHAR',
    kind,
    distinctCount,
    nullCount: 0,
    min,
    max,
    samples: [],
    values: [],
  };
}

function tables(reporterMax: string): TableProfile[] {
  return [
    {
      name: 'Staff',
      rowCount: 5,
      columns: [column('staff_id', 'number', '1', '5', 5), column('last_name', 'text', 'A', 'Z', 5)],
    },
    {
      name: 'Problems',
      rowCount: 8,
      columns: [
        column('problem_id', 'number', '1', '8', 8),
        column('reported_by_staff_id', 'number', '1', reporterMax, 4),
      ],
    },
  ];
}

describe('buildSchemaIndex', () => {
  it('reads `Dname` as a name with a one-letter prefix, the label of its table', () => {
    const index = buildSchemaIndex({
      tables: [
        {
          name: 'department',
          rowCount: 3,
          columns: [column('Dnumber', 'number', '1', '3', 3), column('Dname', 'text', 'A', 'Z', 3)],
        },
      ],
      relationships: [],
    });
    expect(index.tables[0]!.label?.column).toBe('Dname');
  });

  it('infers a foreign key named after a role when its values lie within the key', () => {
    const index = buildSchemaIndex({ tables: tables('5'), relationships: [] });
    expect(index.relationships).toEqual([
      {
        fromTable: 'Problems',
        fromColumn: 'reported_by_staff_id',
        toTable: 'Staff',
        toColumn: 'staff_id',
        source: 'inferred',
      },
    ]);
  });

  it('reads a key word other than "id" after the table\'s name (`CLASS.PROF_NUM` → `PROFESSOR.EMP_NUM`)', () => {
    const index = buildSchemaIndex({
      tables: [
        { name: 'PROFESSOR', rowCount: 4, columns: [column('EMP_NUM', 'number', '103', '435', 4)] },
        {
          name: 'CLASS',
          rowCount: 6,
          columns: [
            column('CLASS_CODE', 'number', '1', '6', 6),
            column('PROF_NUM', 'number', '105', '342', 3),
          ],
        },
      ],
      relationships: [],
    });
    expect(
      index.relationships.map((r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`),
    ).toEqual(['CLASS.PROF_NUM->PROFESSOR.EMP_NUM']);
  });

  it('drops a bare id = id match when a named key links the same tables', () => {
    const snapshot: TableProfile[] = [
      { name: 'stadium', rowCount: 3, columns: [column('id', 'number', '1', '3', 3)] },
      {
        name: 'event',
        rowCount: 3,
        columns: [column('id', 'number', '1', '3', 3), column('stadium_id', 'number', '1', '3', 2)],
      },
    ];
    const idToId = {
      fromTable: 'event',
      fromColumn: 'id',
      toTable: 'stadium',
      toColumn: 'id',
      source: 'inferred',
    } as const;
    const named = {
      fromTable: 'event',
      fromColumn: 'stadium_id',
      toTable: 'stadium',
      toColumn: 'id',
      source: 'inferred',
    } as const;
    expect(buildSchemaIndex({ tables: snapshot, relationships: [idToId, named] }).relationships).toEqual([
      named,
    ]);
    expect(buildSchemaIndex({ tables: snapshot, relationships: [idToId] }).relationships).toEqual([named]);
  });

  it('does not infer it when the values fall outside the key', () => {
    expect(buildSchemaIndex({ tables: tables('50'), relationships: [] }).relationships).toEqual([]);
  });
});

describe('column words', () => {
  it('reads abbreviated names however they are cased (`LName`, `lname`, `Fname`)', () => {
    const index = buildSchemaIndex({
      tables: [
        {
          name: 'Student',
          rowCount: 2,
          columns: [column('LName', 'text', 'A', 'Z', 2), column('Fname', 'text', 'A', 'Z', 2)],
        },
      ],
      relationships: [],
    });
    expect(index.tables[0]!.columns.map((c) => c.words.join(' '))).toEqual(['last name', 'first name']);
    const soccer = buildSchemaIndex({
      tables: [{ name: 'Tryout', rowCount: 2, columns: [column('pPos', 'text', 'A', 'Z', 2)] }],
      relationships: [],
    });
    // `pPos` is a position (stemmed as the question's "positions" will be).
    expect(soccer.tables[0]!.columns[0]!.words).toContain('posit');
  });
});
