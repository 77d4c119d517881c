import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from '../store/profile.ts';
import { joinPath } from './context.ts';
import { buildSchemaIndex } from './schema-index.ts';

function column(name: string): ColumnProfile {
  return {
    name,
    type: 'VARCHAR',
    kind: 'text',
    distinctCount: 3,
    nullCount: 0,
    min: '1',
    max: '9',
    samples: [],
    values: [],
  };
}

const table = (name: string, columns: string[]) => ({ name, rowCount: 3, columns: columns.map(column) });
const ref = (fromTable: string, fromColumn: string, toTable: string) => ({
  fromTable,
  fromColumn,
  toTable,
  toColumn: fromColumn,
  source: 'inferred' as const,
});

describe('joinPath', () => {
  const school = buildSchemaIndex({
    tables: [
      table('department', ['dept_code']),
      table('student', ['stu_num', 'dept_code']),
      table('course', ['crs_code', 'dept_code']),
      table('class', ['class_code', 'crs_code']),
      table('enroll', ['stu_num', 'class_code']),
    ],
    relationships: [
      ref('student', 'dept_code', 'department'),
      ref('course', 'dept_code', 'department'),
      ref('class', 'crs_code', 'course'),
      ref('enroll', 'stu_num', 'student'),
      ref('enroll', 'class_code', 'class'),
    ],
  });

  it('prefers a chain through related rows to one meeting at a shared table, when at most a step longer', () => {
    expect(joinPath(school, 'student', 'course')?.map((s) => s.to)).toEqual(['enroll', 'class', 'course']);
  });

  it('still climbs to a shared table when nothing else is near', () => {
    expect(joinPath(school, 'student', 'department')?.map((s) => s.to)).toEqual(['department']);
  });

  it('goes through a table that refers to both ends rather than along a chain of references', () => {
    const college = buildSchemaIndex({
      tables: [
        table('department', ['dept_code', 'emp_num']),
        table('employee', ['emp_num']),
        table('course', ['crs_code', 'dept_code']),
        table('class', ['class_code', 'crs_code', 'emp_num']),
      ],
      relationships: [
        ref('department', 'emp_num', 'employee'),
        ref('course', 'dept_code', 'department'),
        ref('class', 'crs_code', 'course'),
        ref('class', 'emp_num', 'employee'),
      ],
    });
    expect(joinPath(college, 'course', 'employee')?.map((s) => s.to)).toEqual(['class', 'employee']);
  });
});
