import { describe, expect, it } from 'vitest';
import { column } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { linkMentions } from './linking.ts';
import { buildSchemaIndex } from './schema-index.ts';
import { nameWords, tokenize } from './text.ts';

describe('common synonyms for a table', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'Staff',
        rowCount: 3,
        columns: [column('staff_id', 'number', 3), column('first_name', 'text', 3)],
      },
      {
        name: 'Customers',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('first_name', 'text', 3)],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: school });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "employees" as the one table named by a synonym (`Staff`)', () => {
    expect(ask('How many employees are there?')).toContain('FROM "Staff"');
    expect(ask('What are the first names of all employees?')).toContain('FROM "Staff"');
  });

  it('reads "staff members" as the rows of the table the first word names', () => {
    const mentions = linkMentions(tokenize('List the first names of the staff members.'), school);
    expect(mentions.find((m) => m.kind === 'table')).toMatchObject({ start: 6, end: 8 });
    expect(ask('How many staff members are there?')).toContain('FROM "Staff"');
  });

  it('reads "singers", "companies", "schools", "tourists" and "professors" by common synonyms', () => {
    const tables = [
      'artist',
      'Manufacturers',
      'College',
      'Visitors',
      'Faculty',
      'Student',
      'Physician',
      'item',
    ].map((name) => ({
      name,
      rowCount: 3,
      columns: [column(`${name}_id`, 'number', 3), column('name', 'text', 3)],
    }));
    const schema = buildSchemaIndex({ tables, relationships: [] });
    const sql = (question: string) => {
      const t = translateQuestion({ question, schema });
      return t.understood ? t.sql : `declined: ${t.reason}`;
    };
    expect(sql('What are the names of all singers?')).toContain('FROM "artist"');
    expect(sql('How many companies are there?')).toContain('FROM "Manufacturers"');
    expect(sql('List the names of all schools.')).toContain('FROM "College"');
    expect(sql('How many tourists are there?')).toContain('FROM "Visitors"');
    expect(sql('How many professors are there?')).toContain('FROM "Faculty"');
    expect(sql('How many pupils are there?')).toContain('FROM "Student"');
    expect(sql('List the names of all doctors.')).toContain('FROM "Physician"');
    expect(sql('List the names of all goods.')).toContain('FROM "item"');
  });
});

describe('an acronym in capitals', () => {
  const laptops = buildSchemaIndex({
    tables: [
      {
        name: 'laptop',
        rowCount: 3,
        columns: [
          column('laptop_id', 'number', 3),
          column('brand', 'text', 3),
          column('release_year', 'number', 3),
          column('CPU_GHz', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('names the column it is a word of, though it has only three letters ("CPU speed" → `CPU_GHz`)', () => {
    const t = translateQuestion({
      question: 'List the brand of laptops whose release year is 2020 or whose CPU speed is above 3.',
      schema: laptops,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "brand" FROM "laptop" WHERE ("release_year" = 2020 OR "CPU_GHz" > 3)',
    );
  });
});

describe('a word after "and" that shares the first word of the column before', () => {
  const trips = buildSchemaIndex({
    tables: [
      {
        name: 'trip',
        rowCount: 3,
        columns: [
          column('trip_id', 'number', 3),
          column('trip_day', 'text', 3),
          column('trip_notes', 'text', 3),
          column('hiker_id', 'number', 3),
        ],
      },
      {
        name: 'hiker',
        rowCount: 3,
        columns: [column('hiker_id', 'number', 3), { ...column('hiker_notes', 'text', 3), values: ['Ann'] }],
      },
    ],
    relationships: [
      {
        fromTable: 'trip',
        fromColumn: 'hiker_id',
        toTable: 'hiker',
        toColumn: 'hiker_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "the trip day and notes" as `trip_notes`, not every table\'s notes', () => {
    const mentions = linkMentions(tokenize('What are the trip day and notes of the hiker Ann?'), trips);
    const notes = mentions.find((m) => m.kind === 'column' && m.start === 6);
    expect(notes?.kind === 'column' && notes.columns.map((c) => c.column)).toEqual(['trip_notes']);
  });
});

describe('numbers', () => {
  it('group digits with a comma inside a number, and end before a comma after it', () => {
    const tokens = tokenize('ids of 1,000 and 10, return 5 in 2010,2011');
    expect(tokens.filter((t) => t.number !== undefined).map((t) => t.number)).toEqual([
      1000, 10, 5, 2010, 2011,
    ]);
    expect(tokens.find((t) => t.text === 'return')?.afterComma).toBe(true);
  });
});

describe('quotes', () => {
  it('read a single quote after a word as an apostrophe, not the start of a quoted phrase', () => {
    const tokens = tokenize("the scientists' names, their projects' names and the topic 'intern'");
    expect(tokens.filter((t) => t.quoted).map((t) => t.raw)).toEqual(['intern']);
  });
});

describe('a column name with "date", "name", "time" or "id" written onto a word', () => {
  it('splits the word off when the whole is no English word (`HIREDATE`, `datetime`), not otherwise', () => {
    expect(nameWords('EMP_HIREDATE')).toEqual(['employee', 'hire', 'date']);
    expect(nameWords('entry_datetime')).toEqual(['entry', 'date', 'time']);
    expect(nameWords('candidate')).toEqual(['candidate']);
    expect(nameWords('nickname')).toEqual(['nickname']);
  });

  it('names the column by the verb a question uses ("When was … hired?")', () => {
    const staff = buildSchemaIndex({
      tables: [
        {
          name: 'EMPLOYEE',
          rowCount: 3,
          columns: [
            column('EMP_NUM', 'number', 3),
            { ...column('EMP_LNAME', 'text', 3), values: ['Smith', 'Yukon'] },
            { ...column('EMP_HIREDATE', 'text', 3), kind: 'date' },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'When was the employee Smith hired?', schema: staff });
    expect(t.understood && t.sql).toBe(`SELECT "EMP_HIREDATE" FROM "EMPLOYEE" WHERE "EMP_LNAME" = 'Smith'`);
  });
});

describe('round twenty-seven: a verb bounding the column it names', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 4,
        columns: [column('No', 'number', 4), column('Name', 'text', 4), column('Price', 'number', 4)],
      },
    ],
    relationships: [],
  });
  it('links "are priced" before "above 50" to the column, as "priced over 50" is', () => {
    const tokens = tokenize('List the names of wines that are priced above 50.');
    const priced = linkMentions(tokens, cellar).find((m) => m.start === 7);
    expect(priced).toMatchObject({ kind: 'column', end: 8 });
  });
});
