// The engine, question by question: which tables a question reads and how they are joined.

import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from '../store/profile.ts';
import { column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

describe('a column named right after a reference', () => {
  it('is one of the table the reference refers to ("the color code and description of the product")', () => {
    const shop = buildSchemaIndex({
      tables: [
        {
          name: 'Ref_Colors',
          rowCount: 3,
          columns: [column('color_code', 'text', 3), column('color_description', 'text', 3)],
        },
        {
          name: 'Products',
          rowCount: 4,
          columns: [
            column('product_id', 'number', 4),
            column('color_code', 'text', 3),
            column('product_name', 'text', 4),
            column('product_description', 'text', 4),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'Products',
          fromColumn: 'color_code',
          toTable: 'Ref_Colors',
          toColumn: 'color_code',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What is the color code and description of each product?',
      schema: shop,
    });
    expect(t.understood && t.sql).toContain('T2."color_description"');
  });
});

describe('another table named right before a column', () => {
  it('owns the column, before a table named after it ("the train name and station name for each train")', () => {
    const rail = buildSchemaIndex({
      tables: [
        {
          name: 'station',
          rowCount: 3,
          columns: [column('Station_ID', 'number', 3), column('Name', 'text', 3)],
        },
        { name: 'train', rowCount: 3, columns: [column('Train_ID', 'number', 3), column('Name', 'text', 3)] },
        {
          name: 'train_station',
          rowCount: 4,
          columns: [column('Train_ID', 'number', 3), column('Station_ID', 'number', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'train_station',
          fromColumn: 'Train_ID',
          toTable: 'train',
          toColumn: 'Train_ID',
          source: 'inferred',
        },
        {
          fromTable: 'train_station',
          fromColumn: 'Station_ID',
          toTable: 'station',
          toColumn: 'Station_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'Show the train name and station name for each train.',
      schema: rail,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT T1\."Name", T3\."Name" FROM "train" AS T1 JOIN "train_station"/,
    );
  });
});

describe('the owner of a column', () => {
  it('reads "the names of different ships" as the ships\' names, counted per name', () => {
    expect(sql('What are the names of different ships, and how many captains has each had?')).toBe(
      'SELECT T2."name", count(*) AS "number_of_captain" FROM "captain" AS T1 JOIN "ship" AS T2 ON T1."ship_id" = T2."ship_id" GROUP BY T2."name"',
    );
  });
});

describe('a related table shown', () => {
  it('reads "and their corresponding ships" as the ships\' names beside the captains\'', () => {
    expect(sql('What are the names of captains and their corresponding ships?')).toBe(
      'SELECT T1."name", T2."name" FROM "captain" AS T1 JOIN "ship" AS T2 ON T1."ship_id" = T2."ship_id"',
    );
  });

  it('shows the rows asked about too: "each captain and its ship", "the captains and their ship names"', () => {
    const both =
      'SELECT T1."name", T2."name" FROM "captain" AS T1 JOIN "ship" AS T2 ON T1."ship_id" = T2."ship_id"';
    expect(sql('Show each captain and its ship.')).toBe(both);
    expect(sql('List the captains and their ship names.')).toBe(both);
  });
});

describe('the subject', () => {
  it('reads a table after "each" as the rows listed when nothing is counted, aggregated or ranked', () => {
    expect(sql('What is the name of each captain?')).toBe('SELECT "name" FROM "captain"');
  });

  it('reads "vehicle ids" as the vehicles\' own key rather than the keys into it', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'lessons',
          rowCount: 5,
          columns: [column('lesson_id', 'number', 5), column('vehicle_id', 'number', 3)],
        },
        {
          name: 'vehicles',
          rowCount: 3,
          columns: [column('vehicle_id', 'number', 3), column('model', 'text', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'lessons',
          fromColumn: 'vehicle_id',
          toTable: 'vehicles',
          toColumn: 'vehicle_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'List all vehicle ids.', schema: school });
    expect(t.understood && t.sql).toBe('SELECT "vehicle_id" FROM "vehicles"');
  });
});

describe('table or column', () => {
  const inn = buildSchemaIndex({
    tables: [
      {
        name: 'rooms',
        rowCount: 3,
        columns: [column('room_id', 'number', 3), column('bed_type', 'text', 2)],
      },
      {
        name: 'reservations',
        rowCount: 5,
        columns: [column('code', 'number', 5), column('room', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'reservations',
        fromColumn: 'room',
        toTable: 'rooms',
        toColumn: 'room_id',
        source: 'inferred',
      },
    ],
  });

  it('reads a word naming a table as the table when the same-named column is a key into it', () => {
    const t = translateQuestion({ question: 'How many rooms are there?', schema: inn });
    expect(t.understood && t.sql).toBe('SELECT count(*) AS "number_of_rooms" FROM "rooms"');
  });

  it("reads a table's exact name as the table over another table's column named so without its table's words", () => {
    const shop = buildSchemaIndex({
      tables: [
        {
          name: 'customers',
          rowCount: 3,
          columns: [column('customer_id', 'number', 3), column('customer_address', 'text', 3)],
        },
        {
          name: 'addresses',
          rowCount: 4,
          columns: [column('address_id', 'number', 4), column('city', 'text', 4)],
        },
      ],
      relationships: [],
    });
    const ask = (question: string) => {
      const t = translateQuestion({ question, schema: shop });
      return t.understood && t.sql;
    };
    expect(ask('How many addresses are there?')).toBe(
      'SELECT count(*) AS "number_of_addresses" FROM "addresses"',
    );
    // The column's own table named: its column.
    expect(ask('Which customers have an address containing TN?')).toContain('"customer_address" ILIKE');
  });
});

describe('a table that only links two others', () => {
  it('reads "train stations" for `train_station` as the stations it links to', () => {
    const rail = buildSchemaIndex({
      tables: [
        { name: 'train', rowCount: 3, columns: [column('train_id', 'number', 3), column('name', 'text', 3)] },
        {
          name: 'station',
          rowCount: 4,
          columns: [column('station_id', 'number', 4), column('location', 'text', 2)],
        },
        {
          name: 'train_station',
          rowCount: 5,
          columns: [column('train_id', 'number', 3), column('station_id', 'number', 4)],
        },
      ],
      relationships: [
        {
          fromTable: 'train_station',
          fromColumn: 'train_id',
          toTable: 'train',
          toColumn: 'train_id',
          source: 'inferred',
        },
        {
          fromTable: 'train_station',
          fromColumn: 'station_id',
          toTable: 'station',
          toColumn: 'station_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'What are all locations of train stations?', schema: rail });
    expect(t.understood && t.sql).toBe('SELECT DISTINCT "location" FROM "station"');
  });
});

describe("a word that ends one table's name", () => {
  it('reads "colors" as `ref_colors` rather than part of `products.color_code`, a key into it', () => {
    const shop = buildSchemaIndex({
      tables: [
        {
          name: 'products',
          rowCount: 4,
          columns: [column('product_id', 'number', 4), column('color_code', 'text', 2)],
        },
        {
          name: 'ref_colors',
          rowCount: 3,
          columns: [column('color_code', 'text', 3), column('color_description', 'text', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'products',
          fromColumn: 'color_code',
          toTable: 'ref_colors',
          toColumn: 'color_code',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'How many colors are there?', schema: shop });
    expect(t.understood && t.sql).toBe('SELECT count(*) AS "number_of_ref_colors" FROM "ref_colors"');
  });

  it('reads "orders" as `customer_orders` rather than columns holding the word in several tables', () => {
    const shop = buildSchemaIndex({
      tables: [
        {
          name: 'bookings',
          rowCount: 3,
          columns: [column('booking_id', 'number', 3), column('other_order_details', 'text', 3)],
        },
        {
          name: 'customer_orders',
          rowCount: 4,
          columns: [column('order_id', 'number', 4), column('order_date', 'text', 4)],
        },
        {
          name: 'invoices',
          rowCount: 5,
          columns: [column('invoice_id', 'number', 5), column('order_id', 'number', 4)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many orders are there?', schema: shop });
    expect(t.understood && t.sql).toBe(
      'SELECT count(*) AS "number_of_customer_orders" FROM "customer_orders"',
    );
  });
});

describe('joins', () => {
  const college = buildSchemaIndex({
    tables: [
      { name: 'department', rowCount: 2, columns: [column('dept_name', 'text', 2)] },
      {
        name: 'instructor',
        rowCount: 3,
        columns: [column('ID', 'number', 3), column('name', 'text', 3), column('dept_name', 'text', 2)],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          { ...column('title', 'text', 3), values: ['C Programming', 'Art', 'Law'] },
          column('dept_name', 'text', 2),
        ],
      },
      {
        name: 'teaches',
        rowCount: 4,
        columns: [column('ID', 'number', 3), column('course_id', 'number', 3)],
      },
    ],
    relationships: [
      ['instructor', 'dept_name', 'department', 'dept_name'],
      ['course', 'dept_name', 'department', 'dept_name'],
      ['teaches', 'ID', 'instructor', 'ID'],
      ['teaches', 'course_id', 'course', 'course_id'],
    ].map(([fromTable, fromColumn, toTable, toColumn]) => ({
      fromTable: fromTable!,
      fromColumn: fromColumn!,
      toTable: toTable!,
      toColumn: toColumn!,
      source: 'inferred' as const,
    })),
  });

  it('runs through a table the query reads anyway rather than a second route of the same length', () => {
    const t = translateQuestion({
      question: 'What are the names of instructors who have taught C Programming courses?',
      schema: college,
    });
    expect(t.understood && t.sql).toContain(
      'FROM "instructor" AS T1 JOIN "teaches" AS T2 ON T1."ID" = T2."ID" JOIN "course" AS T3',
    );
  });

  it('shows a column named after the clause with "and the (corresponding)", once per related row', () => {
    for (const question of [
      'Find the names of all instructors who have taught some course and the course id.',
      'What are the names of all instructors who have taught a course, as well as the corresponding course id?',
    ]) {
      const t = translateQuestion({ question, schema: college });
      expect(t.understood && t.sql).toMatch(
        /^SELECT T1\."name", T2\."course_id" FROM "instructor" AS T1 JOIN "teaches"/,
      );
    }
  });
});

describe('which table a column word belongs to', () => {
  const league = buildSchemaIndex({
    tables: [
      {
        name: 'player',
        rowCount: 5,
        columns: [column('player_id', 'number', 5), column('birth_country', 'text', 3)],
      },
      {
        name: 'college',
        rowCount: 3,
        columns: [column('college_id', 'number', 3), column('country', 'text', 2)],
      },
      {
        name: 'player_college',
        rowCount: 6,
        columns: [column('player_id', 'number', 5), column('college_id', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'player_college',
        fromColumn: 'player_id',
        toTable: 'player',
        toColumn: 'player_id',
        source: 'inferred',
      },
      {
        fromTable: 'player_college',
        fromColumn: 'college_id',
        toTable: 'college',
        toColumn: 'college_id',
        source: 'inferred',
      },
    ],
  });

  it("prefers the main table's column that contains the word to an exact name two joins away", () => {
    const t = translateQuestion({ question: 'Which countries have the most players?', schema: league });
    expect(t.understood && t.sql).toBe(
      'SELECT "birth_country" FROM "player" GROUP BY "birth_country" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('a table named by the last word of its name', () => {
  const docs = buildSchemaIndex({
    tables: [
      {
        name: 'Documents',
        rowCount: 3,
        columns: [column('document_code', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'Document_Sections',
        rowCount: 4,
        columns: [column('section_id', 'number', 4), column('document_code', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'Document_Sections',
        fromColumn: 'document_code',
        toTable: 'Documents',
        toColumn: 'document_code',
        source: 'inferred',
      },
    ],
  });

  it('reads "sections" as Document_Sections', () => {
    const none = translateQuestion({ question: 'Which documents have no sections?', schema: docs });
    expect(none.understood && none.sql).toBe(
      'SELECT "name" FROM "Documents" WHERE "document_code" NOT IN (SELECT S1."document_code" FROM "Document_Sections" AS S1 WHERE S1."document_code" IS NOT NULL)',
    );
  });
});

describe('a table named by its last word where a key into it shares the word', () => {
  const air = buildSchemaIndex({
    tables: [
      {
        name: 'operate_company',
        rowCount: 3,
        columns: [column('id', 'number', 3), column('name', 'text', 3), column('Type', 'text', 2)],
      },
      {
        name: 'flight',
        rowCount: 5,
        columns: [column('id', 'number', 5), column('company_id', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'flight',
        fromColumn: 'company_id',
        toTable: 'operate_company',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });

  it('reads "companies" as operate_company, not flight.company_id', () => {
    const t = translateQuestion({ question: 'What is the most common company type?', schema: air });
    expect(t.understood && t.sql).toBe(
      'SELECT "Type" FROM "operate_company" GROUP BY "Type" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('"name" of a table that calls it otherwise', () => {
  const reviews = buildSchemaIndex({
    tables: [
      { name: 'item', rowCount: 3, columns: [column('i_id', 'number', 3), column('title', 'text', 3)] },
      { name: 'useracct', rowCount: 2, columns: [column('u_id', 'number', 2), column('name', 'text', 2)] },
      {
        name: 'review',
        rowCount: 4,
        columns: [column('a_id', 'number', 4), column('u_id', 'number', 2), column('i_id', 'number', 3)],
      },
    ],
    relationships: [
      { fromTable: 'review', fromColumn: 'u_id', toTable: 'useracct', toColumn: 'u_id', source: 'inferred' },
      { fromTable: 'review', fromColumn: 'i_id', toTable: 'item', toColumn: 'i_id', source: 'inferred' },
    ],
  });

  it("reads the name of an item as its title, not a user's name a join away", () => {
    const t = translateQuestion({
      question: 'What is the name of the item with the most reviews?',
      schema: reviews,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T1\."title" FROM "item" AS T1 JOIN "review"/);
  });
});

describe('a key named with its table', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'manufacturers',
        rowCount: 2,
        columns: [column('code', 'number', 2), column('name', 'text', 2)],
      },
      {
        name: 'products',
        rowCount: 4,
        columns: [
          column('code', 'number', 4),
          column('price', 'number', 4),
          column('manufacturer', 'number', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'products',
        fromColumn: 'manufacturer',
        toTable: 'manufacturers',
        toColumn: 'code',
        source: 'inferred',
      },
    ],
  });

  it('reads "manufacturer code" as the products\' own reference to it, without a join', () => {
    const t = translateQuestion({
      question: 'What is the average price of products, grouped by manufacturer code?',
      schema: shop,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "manufacturer", avg("price") AS "average_price" FROM "products" GROUP BY "manufacturer"',
    );
  });
});

describe('ages by birth date, letters, and names of tables before columns', () => {
  const people = buildSchemaIndex({
    tables: [
      {
        name: 'employees',
        rowCount: 3,
        columns: [
          column('employee_id', 'number', 3),
          column('name', 'text', 3),
          { ...column('birth_date', 'text', 3), kind: 'date', type: 'DATE' },
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: people });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "youngest" by the latest birth date, and "start with A" as a pattern', () => {
    expect(sqlOf('Who is the youngest employee?')).toBe(
      'SELECT "name" FROM "employees" ORDER BY "birth_date" DESC LIMIT 1',
    );
    expect(sqlOf('List the employees whose names start with A.')).toContain(`ILIKE 'A%'`);
    expect(sqlOf('List the names of employees in ascending order of employee birth date.')).toContain(
      'ORDER BY "birth_date" ASC',
    );
  });
});

describe('a verb that leads the name of a linking table', () => {
  const storms = buildSchemaIndex({
    tables: [
      { name: 'region', rowCount: 3, columns: [column('region_id', 'number', 3), column('name', 'text', 3)] },
      { name: 'storm', rowCount: 3, columns: [column('storm_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'affected_region',
        rowCount: 3,
        columns: [column('region_id', 'number', 2), column('storm_id', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'affected_region',
        fromColumn: 'region_id',
        toTable: 'region',
        toColumn: 'region_id',
        source: 'inferred',
      },
      {
        fromTable: 'affected_region',
        fromColumn: 'storm_id',
        toTable: 'storm',
        toColumn: 'storm_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "regions not affected" as regions with no `affected_region` row', () => {
    const t = translateQuestion({
      question: 'Show the names of regions that were not affected.',
      schema: storms,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "name" FROM "region" WHERE "region_id" NOT IN (SELECT S1."region_id" FROM "affected_region" AS S1 WHERE S1."region_id" IS NOT NULL)',
    );
  });
});

describe("the main table's own version of a table named", () => {
  const clubs = buildSchemaIndex({
    tables: [
      { name: 'Faculty', rowCount: 3, columns: [column('FacID', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'Student',
        rowCount: 3,
        columns: [column('StuID', 'number', 3), column('name', 'text', 3), column('Advisor', 'number', 2)],
      },
      {
        name: 'Participates_in',
        rowCount: 3,
        columns: [column('StuID', 'number', 2), column('actid', 'number', 2)],
      },
      {
        name: 'Faculty_Participates_in',
        rowCount: 3,
        columns: [column('FacID', 'number', 2), column('actid', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'Student',
        fromColumn: 'Advisor',
        toTable: 'Faculty',
        toColumn: 'FacID',
        source: 'inferred',
      },
      {
        fromTable: 'Participates_in',
        fromColumn: 'StuID',
        toTable: 'Student',
        toColumn: 'StuID',
        source: 'inferred',
      },
      {
        fromTable: 'Faculty_Participates_in',
        fromColumn: 'FacID',
        toTable: 'Faculty',
        toColumn: 'FacID',
        source: 'inferred',
      },
    ],
  });

  it('reads "faculty who do not participate" over `Faculty_Participates_in`', () => {
    const t = translateQuestion({
      question: 'Show the ids of the faculty who do not participate.',
      schema: clubs,
    });
    expect(t.understood && t.sql).toContain('NOT IN (SELECT S1."FacID" FROM "Faculty_Participates_in" AS S1');
  });
});

describe('a table named in full', () => {
  const people = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 3,
        columns: [
          column('customer_id', 'number', 3),
          column('name', 'text', 3),
          column('home_address_line', 'text', 3),
        ],
      },
      {
        name: 'addresses',
        rowCount: 4,
        columns: [
          column('address_id', 'number', 4),
          column('customer_id', 'number', 3),
          column('city', 'text', 4),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'addresses',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
    ],
  });

  it('outweighs a column of another table that holds the word among others', () => {
    const t = translateQuestion({ question: 'How many addresses are there?', schema: people });
    expect(t.understood && t.sql).toBe('SELECT count(*) AS "number_of_addresses" FROM "addresses"');
  });
});

describe('tables named by a verb or a first word, ages in years', () => {
  const club = buildSchemaIndex({
    tables: [
      {
        name: 'Department',
        rowCount: 3,
        columns: [column('DNO', 'number', 3), column('DName', 'text', 3)],
      },
      {
        name: 'Member_of',
        rowCount: 6,
        columns: [column('FacID', 'number', 6), column('DNO', 'number', 3)],
      },
      {
        name: 'actor',
        rowCount: 3,
        columns: [column('actor_id', 'number', 3), column('Name', 'text', 3), column('age', 'number', 3)],
      },
      {
        name: 'musical',
        rowCount: 3,
        columns: [column('musical_id', 'number', 3), column('Year', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'Member_of',
        fromColumn: 'DNO',
        toTable: 'Department',
        toColumn: 'DNO',
        source: 'inferred',
      },
    ],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: club });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "members" as `Member_of`', () => {
    expect(sqlIn('What is the name of the department with the fewest members?')).toContain(
      'JOIN "Member_of" AS T2 ON T1."DNO" = T2."DNO"',
    );
  });

  it('reads "20 years old" as an age, "or older" included', () => {
    expect(sqlIn('What are the names of actors who are not 20 years old?')).toBe(
      'SELECT "Name" FROM "actor" WHERE "age" != 20',
    );
    expect(sqlIn('Show the names of actors aged 20 years old or older.')).toBe(
      'SELECT "Name" FROM "actor" WHERE "age" >= 20',
    );
  });

  it('takes the only table named even after "each", and "by frequency" as a count', () => {
    expect(sqlIn('Find all details for each actor.')).toBe('SELECT * FROM "actor"');
    expect(sqlIn('List the different ages of actors, ordered by frequency descending.')).toBe(
      'SELECT "age" FROM "actor" GROUP BY "age" ORDER BY count(*) DESC',
    );
  });
});

describe('a value held by several tables', () => {
  const term = (name: string) => ({
    ...column(name, 'text', 2),
    values: ['Spring', 'Fall'],
    samples: ['Spring', 'Fall'],
  });
  const school = buildSchemaIndex({
    tables: [
      { name: 'section', rowCount: 4, columns: [column('course_id', 'number', 2), term('semester')] },
      {
        name: 'instructor',
        rowCount: 3,
        columns: [column('instructor_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'teaches',
        rowCount: 4,
        columns: [column('instructor_id', 'number', 3), column('course_id', 'number', 2), term('semester')],
      },
      {
        name: 'course',
        rowCount: 2,
        columns: [column('course_id', 'number', 2), column('title', 'text', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'teaches',
        fromColumn: 'instructor_id',
        toTable: 'instructor',
        toColumn: 'instructor_id',
        source: 'inferred',
      },
      {
        fromTable: 'teaches',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
      {
        fromTable: 'section',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
    ],
  });

  it('reads it on the nearest table', () => {
    const t = translateQuestion({ question: 'Which instructors are busy in Spring?', schema: school });
    expect(t.understood && t.sql).toBe(
      `SELECT DISTINCT T1."name" FROM "instructor" AS T1 JOIN "teaches" AS T2 ON T1."instructor_id" = T2."instructor_id" WHERE T2."semester" = 'Spring'`,
    );
  });
});

describe('groups of a referenced table', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'department',
        rowCount: 3,
        columns: [column('dept_code', 'text', 3), column('dept_name', 'text', 3)],
      },
      {
        name: 'student',
        rowCount: 6,
        columns: [column('stu_id', 'number', 6), column('dept_code', 'text', 3), column('gpa', 'number', 6)],
      },
      {
        name: 'team',
        rowCount: 3,
        columns: [column('team_id', 'number', 3), column('team_name', 'text', 3)],
      },
      {
        name: 'player',
        rowCount: 6,
        columns: [column('player_id', 'number', 6), column('team_id', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'student',
        fromColumn: 'dept_code',
        toTable: 'department',
        toColumn: 'dept_code',
        source: 'inferred',
      },
      {
        fromTable: 'player',
        fromColumn: 'team_id',
        toTable: 'team',
        toColumn: 'team_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : t.reason;
  };

  it("groups by the rows' own readable code or the id asked for, without a join; else by the label", () => {
    expect(sqlOf('How many students are in each department?')).toBe(
      'SELECT "dept_code", count(*) AS "number_of_student" FROM "student" GROUP BY "dept_code"',
    );
    expect(sqlOf('Show the team ids and the number of players for each team.')).toBe(
      'SELECT "team_id", count(*) AS "number_of_player" FROM "player" GROUP BY "team_id"',
    );
    expect(sqlOf('How many players are in each team?')).toContain('GROUP BY T2."team_id", T2."team_name"');
  });
});

describe('a table whose details name its rows', () => {
  const claims = buildSchemaIndex({
    tables: [
      {
        name: 'Customers',
        rowCount: 3,
        columns: [column('Customer_ID', 'number', 3), column('Customer_Details', 'text', 3)],
      },
      {
        name: 'Claims',
        rowCount: 4,
        columns: [
          column('Claim_ID', 'number', 4),
          column('Customer_ID', 'number', 3),
          column('Claim_Status_Name', 'text', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Claims',
        fromColumn: 'Customer_ID',
        toTable: 'Customers',
        toColumn: 'Customer_ID',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: claims });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "names" of the rows as their details, not a name column a join away', () => {
    expect(sqlOf('Sort the customer names in alphabetical order.')).toBe(
      'SELECT "Customer_Details" FROM "Customers" ORDER BY "Customer_Details" ASC',
    );
    expect(sqlOf('Find the names of customers whose name contains "Diana".')).toBe(
      `SELECT "Customer_Details" FROM "Customers" WHERE "Customer_Details" ILIKE '%Diana%' ESCAPE '\\'`,
    );
  });
});

describe('tables named by a verb', () => {
  const rel = (fromTable: string, fromColumn: string, toTable: string, toColumn: string) => ({
    fromTable,
    fromColumn,
    toTable,
    toColumn,
    source: 'inferred' as const,
  });
  const campus = buildSchemaIndex({
    tables: [
      { name: 'Faculty', rowCount: 3, columns: [column('FacID', 'number', 3), column('Lname', 'text', 3)] },
      {
        name: 'Student',
        rowCount: 4,
        columns: [column('StuID', 'number', 4), column('Major', 'number', 2), column('Advisor', 'number', 3)],
      },
      { name: 'Department', rowCount: 2, columns: [column('DNO', 'number', 2), column('DName', 'text', 2)] },
      {
        name: 'Activity',
        rowCount: 2,
        columns: [column('actid', 'number', 2), column('activity_name', 'text', 2)],
      },
      {
        name: 'Participates_in',
        rowCount: 5,
        columns: [column('stuid', 'number', 4), column('actid', 'number', 2)],
      },
      {
        name: 'Faculty_Participates_in',
        rowCount: 5,
        columns: [column('FacID', 'number', 3), column('actid', 'number', 2)],
      },
      { name: 'Minor_in', rowCount: 3, columns: [column('StuID', 'number', 3), column('DNO', 'number', 2)] },
    ],
    relationships: [
      rel('Student', 'Advisor', 'Faculty', 'FacID'),
      rel('Student', 'Major', 'Department', 'DNO'),
      rel('Participates_in', 'stuid', 'Student', 'StuID'),
      rel('Participates_in', 'actid', 'Activity', 'actid'),
      rel('Faculty_Participates_in', 'FacID', 'Faculty', 'FacID'),
      rel('Faculty_Participates_in', 'actid', 'Activity', 'actid'),
      rel('Minor_in', 'StuID', 'Student', 'StuID'),
      rel('Minor_in', 'DNO', 'Department', 'DNO'),
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: campus });
    return t.understood ? t.sql : t.reason;
  };

  it('takes the table every word of whose name the question uses ("faculty … participate")', () => {
    expect(sqlOf("Show the ids of the faculty who don't participate in any activity.")).toContain(
      'FROM "Faculty_Participates_in"',
    );
  });

  it('joins through a table the question names when that is one step longer ("students minored in")', () => {
    // (The students are counted as the minors themselves: nothing else is read of them.)
    expect(sqlOf('What is the name of the department with the most students minoring in it?')).toContain(
      'FROM "Department" AS T1 JOIN "Minor_in" AS T2 ON T1."DNO" = T2."DNO" GROUP BY T1."DNO", T1."DName" ORDER BY count(*) DESC',
    );
  });

  it('routes a NOT IN subquery through the table the question names ("no students minoring in it")', () => {
    expect(sqlOf('What is the name of the department that has no students minoring in it?')).toContain(
      'NOT IN (SELECT S1."DNO" FROM "Minor_in" AS S1 JOIN "Student" AS S2',
    );
  });
});

describe('a table named among the columns asked of another', () => {
  const cellar = buildSchemaIndex({
    tables: [
      { name: 'grapes', rowCount: 3, columns: [column('ID', 'number', 3), column('Grape', 'text', 3)] },
      {
        name: 'wine',
        rowCount: 6,
        columns: [
          column('No', 'number', 6),
          column('Grape', 'text', 3),
          column('Winery', 'text', 4),
          column('Year', 'number', 4),
          column('Price', 'number', 6),
        ],
      },
    ],
    relationships: [
      { fromTable: 'wine', fromColumn: 'Grape', toTable: 'grapes', toColumn: 'Grape', source: 'inferred' },
    ],
  });

  it('reads it as the later table\'s column that refers to it ("the grape … of the wines")', () => {
    const t = translateQuestion({
      question: 'List the grape, winery and year of the wines whose price is bigger than 100.',
      schema: cellar,
    });
    expect(t.understood && t.sql).toBe('SELECT "Grape", "Winery", "Year" FROM "wine" WHERE "Price" > 100');
  });
});

describe('tables named by a shortening or a verb', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'course',
        rowCount: 4,
        columns: [column('course_id', 'number', 4), column('title', 'text', 4)],
      },
      {
        name: 'prereq',
        rowCount: 3,
        columns: [column('course_id', 'number', 2), column('prereq_id', 'number', 2)],
      },
      { name: 'region', rowCount: 3, columns: [column('region_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'affected_region',
        rowCount: 2,
        columns: [column('region_id', 'number', 2), column('storm_id', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'prereq',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
      {
        fromTable: 'affected_region',
        fromColumn: 'region_id',
        toTable: 'region',
        toColumn: 'region_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "prerequisites" as the table `prereq`', () => {
    expect(ask('What are the titles of courses without prerequisites?')).toContain(
      'WHERE "course_id" NOT IN (SELECT S1."course_id" FROM "prereq"',
    );
  });

  it('reads "affected" as `affected_region` when the question names regions', () => {
    expect(ask('What are the names of regions that were not affected?')).toContain(
      'NOT IN (SELECT S1."region_id" FROM "affected_region"',
    );
  });

  it('reads "membership" as `member_of_club` when the question names clubs', () => {
    const clubs = buildSchemaIndex({
      tables: [
        { name: 'club', rowCount: 3, columns: [column('club_id', 'number', 3), column('name', 'text', 3)] },
        {
          name: 'member_of_club',
          rowCount: 4,
          columns: [column('stu_id', 'number', 4), column('club_id', 'number', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'member_of_club',
          fromColumn: 'club_id',
          toTable: 'club',
          toColumn: 'club_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'List the names of clubs without membership.', schema: clubs });
    expect(t.understood && t.sql).toContain('NOT IN (SELECT S1."club_id" FROM "member_of_club"');
  });

  it('reads "with two prerequisites" as exactly two related rows', () => {
    expect(ask('What are the titles for courses with two prerequisites?')).toMatch(/HAVING count\(\*\) = 2$/);
  });
});

describe('a number after a table', () => {
  const store = buildSchemaIndex({
    tables: [
      {
        name: 'products',
        rowCount: 4,
        columns: [column('product_id', 'number', 4), column('name', 'text', 4)],
      },
      {
        name: 'suppliers',
        rowCount: 3,
        columns: [column('supplier_id', 'number', 3), column('phone', 'text', 3)],
      },
      {
        name: 'product_suppliers',
        rowCount: 5,
        columns: [
          column('product_id', 'number', 4),
          column('supplier_id', 'number', 3),
          column('date_supplied', 'text', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'product_suppliers',
        fromColumn: 'product_id',
        toTable: 'products',
        toColumn: 'product_id',
        source: 'inferred',
      },
      {
        fromTable: 'product_suppliers',
        fromColumn: 'supplier_id',
        toTable: 'suppliers',
        toColumn: 'supplier_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: store });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it.each([
    'Return the names of products supplied by supplier 3.',
    'What are the names of products from the supplier with id 3?',
  ])('reads it as that row of the table, past a column named before: %s', (question) => {
    expect(ask(question)).toMatch(/WHERE T\d\."supplier_id" = 3$/);
  });
});

describe('two relationships between the same tables', () => {
  const tracker = buildSchemaIndex({
    tables: [
      {
        name: 'staff',
        rowCount: 3,
        columns: [
          column('staff_id', 'number', 3),
          { ...column('last_name', 'text', 3), values: ['Bosco', 'Frami'] },
        ],
      },
      {
        name: 'problems',
        rowCount: 4,
        columns: [
          column('problem_id', 'number', 4),
          column('closure_authorised_by_staff_id', 'number', 2),
          column('reported_by_staff_id', 'number', 3),
        ],
      },
    ],
    relationships: ['closure_authorised_by_staff_id', 'reported_by_staff_id'].map((fromColumn) => ({
      fromTable: 'problems',
      fromColumn,
      toTable: 'staff',
      toColumn: 'staff_id',
      source: 'declared' as const,
    })),
  });

  it('follows the one whose role the question names', () => {
    const t = translateQuestion({
      question: 'Which problems were reported by the staff Bosco?',
      schema: tracker,
    });
    expect(t.understood && t.sql).toContain('T1."reported_by_staff_id" = T2."staff_id"');
    const closed = translateQuestion({
      question: 'Which problems did the staff Bosco authorise closure of?',
      schema: tracker,
    });
    expect(closed.understood && closed.sql).toContain('T1."closure_authorised_by_staff_id" = T2."staff_id"');
  });
});

describe('"most common across all" a related table', () => {
  const music = buildSchemaIndex({
    tables: [
      { name: 'genre', rowCount: 3, columns: [column('genre_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'track',
        rowCount: 9,
        columns: [
          column('track_id', 'number', 9),
          column('name', 'text', 9),
          column('genre_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'track',
        fromColumn: 'genre_id',
        toTable: 'genre',
        toColumn: 'genre_id',
        source: 'inferred',
      },
    ],
  });

  it('ranks the rows named by how many of the related rows refer to them', () => {
    const t = translateQuestion({
      question: 'Find the name of the genre that is most frequent across all tracks.',
      schema: music,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."name" FROM "genre" AS T1 JOIN "track" AS T2 ON T1."genre_id" = T2."genre_id" GROUP BY T1."genre_id", T1."name" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('tables named by the first word of their name', () => {
  it('reads "users" as `user_profiles`, the one table whose name starts with the word', () => {
    const social = buildSchemaIndex({
      tables: [
        {
          name: 'user_profiles',
          rowCount: 3,
          columns: [column('uid', 'number', 3), column('email', 'text', 3)],
        },
        { name: 'tweets', rowCount: 5, columns: [column('id', 'number', 5), column('uid', 'number', 3)] },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many users are there?', schema: social });
    expect(t.understood && t.sql).toContain('FROM "user_profiles"');
  });
});

describe('groups of a table two joins away', () => {
  const rel = (fromTable: string, fromColumn: string, toTable: string) => ({
    fromTable,
    fromColumn,
    toTable,
    toColumn: fromColumn,
    source: 'inferred' as const,
  });
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'department',
        rowCount: 3,
        columns: [column('dept_code', 'text', 3), column('name', 'text', 3)],
      },
      {
        name: 'course',
        rowCount: 4,
        columns: [column('crs_code', 'text', 4), column('dept_code', 'text', 3)],
      },
      {
        name: 'class',
        rowCount: 6,
        columns: [column('class_code', 'number', 6), column('crs_code', 'text', 4)],
      },
    ],
    relationships: [rel('course', 'dept_code', 'department'), rel('class', 'crs_code', 'course')],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : t.reason;
  };

  it('groups by the readable code of the last table on the way, unless the label is named', () => {
    expect(sqlOf('How many classes are held in each department?')).toBe(
      'SELECT T2."dept_code", count(*) AS "number_of_class" FROM "class" AS T1 JOIN "course" AS T2 ON T1."crs_code" = T2."crs_code" GROUP BY T2."dept_code"',
    );
    expect(sqlOf('How many classes are there for each department name?')).toContain('GROUP BY T3."name"');
  });
});

describe('what is asked of a referenced table', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'Products',
        rowCount: 4,
        columns: [
          column('product_id', 'number', 4),
          column('product_name', 'text', 4),
          { ...column('category_code', 'text', 2), values: ['Herbs', 'Spices'] },
        ],
      },
      {
        name: 'Ref_Categories',
        rowCount: 2,
        columns: [
          { ...column('category_code', 'text', 2), values: ['Herbs', 'Spices'] },
          column('unit_of_measure', 'text', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Products',
        fromColumn: 'category_code',
        toTable: 'Ref_Categories',
        toColumn: 'category_code',
        source: 'inferred',
      },
    ],
  });

  it('reads the referenced rows once when the main table only narrows them by its reference', () => {
    const t = translateQuestion({
      question: "Return the unit of measure for 'Herbs' products.",
      schema: shop,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT "unit_of_measure" FROM "Ref_Categories" WHERE "category_code" = 'Herbs'`,
    );
  });
});

describe('a reference named by its role', () => {
  const rel = (fromTable: string, fromColumn: string, toTable: string, toColumn: string) => ({
    fromTable,
    fromColumn,
    toTable,
    toColumn,
    source: 'inferred' as const,
  });
  const tracker = buildSchemaIndex({
    tables: [
      {
        name: 'Problem_Log',
        rowCount: 6,
        columns: [
          column('problem_log_id', 'number', 6),
          column('assigned_to_staff_id', 'number', 3),
          column('problem_id', 'number', 4),
        ],
      },
      {
        name: 'Problems',
        rowCount: 4,
        columns: [
          column('problem_id', 'number', 4),
          column('closure_authorised_by_staff_id', 'number', 3),
          column('reported_by_staff_id', 'number', 3),
        ],
      },
      {
        name: 'Staff',
        rowCount: 4,
        columns: [
          column('staff_id', 'number', 4),
          column('staff_first_name', 'text', 4),
          column('staff_last_name', 'text', 4),
        ],
      },
    ],
    relationships: [
      rel('Problem_Log', 'assigned_to_staff_id', 'Staff', 'staff_id'),
      rel('Problem_Log', 'problem_id', 'Problems', 'problem_id'),
      rel('Problems', 'closure_authorised_by_staff_id', 'Staff', 'staff_id'),
      rel('Problems', 'reported_by_staff_id', 'Staff', 'staff_id'),
    ],
  });

  it('joins through the table whose reference the question names ("staff assigned to the problem")', () => {
    const t = translateQuestion({
      question:
        'Which staff members are assigned to the problem with id 1? Give me their first and last names.',
      schema: tracker,
    });
    expect(t.understood && t.sql).toContain(
      'FROM "Staff" AS T1 JOIN "Problem_Log" AS T2 ON T1."staff_id" = T2."assigned_to_staff_id"',
    );
  });
});

describe('a verb naming the table between two others', () => {
  const rel = (fromTable: string, fromColumn: string, toTable: string, toColumn: string) => ({
    fromTable,
    fromColumn,
    toTable,
    toColumn,
    source: 'inferred' as const,
  });
  const dept = () => ({ ...column('dept_name', 'text', 2), values: ['History', 'Math'] });
  const college = buildSchemaIndex({
    tables: [
      { name: 'department', rowCount: 2, columns: [dept(), column('budget', 'number', 2)] },
      {
        name: 'instructor',
        rowCount: 3,
        columns: [column('ID', 'number', 3), column('name', 'text', 3), dept()],
      },
      {
        name: 'student',
        rowCount: 4,
        columns: [column('ID', 'number', 4), column('name', 'text', 4), dept()],
      },
      { name: 'advisor', rowCount: 4, columns: [column('s_ID', 'number', 4), column('i_ID', 'number', 3)] },
    ],
    relationships: [
      rel('instructor', 'dept_name', 'department', 'dept_name'),
      rel('student', 'dept_name', 'department', 'dept_name'),
      rel('advisor', 's_ID', 'student', 'ID'),
      rel('advisor', 'i_ID', 'instructor', 'ID'),
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : t.reason;
  };

  it('joins the pair through it, the value on the rows named before it ("advise students in the History department")', () => {
    expect(sqlOf('What are the names of instructors who advise students in the History department?')).toBe(
      'SELECT T1."name" FROM "instructor" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."i_ID" JOIN "student" AS T3 ON T2."s_ID" = T3."ID" WHERE T3."dept_name" = \'History\'',
    );
  });
});

describe('a reference named as a noun', () => {
  const people = (first: string, last: string, extra: ColumnProfile[]) => [
    { ...column('Fname', 'text', 3), values: [first, 'Ann'] },
    { ...column('Lname', 'text', 3), values: [last, 'Lee'] },
    ...extra,
  ];
  const campus = buildSchemaIndex({
    tables: [
      { name: 'Faculty', rowCount: 3, columns: people('Mark', 'Giuliano', [column('FacID', 'number', 3)]) },
      {
        name: 'Student',
        rowCount: 3,
        columns: people('Linda', 'Smith', [column('StuID', 'number', 3), column('Advisor', 'number', 2)]),
      },
    ],
    relationships: [
      {
        fromTable: 'Student',
        fromColumn: 'Advisor',
        toTable: 'Faculty',
        toColumn: 'FacID',
        source: 'inferred',
      },
    ],
  });

  it('shows the columns asked of the rows it refers to ("the advisor of Linda Smith … first name and last name")', () => {
    const t = translateQuestion({
      question: 'Who is the advisor of Linda Smith? Give me the first name and last name.',
      schema: campus,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT T2."Fname", T2."Lname" FROM "Student" AS T1 JOIN "Faculty" AS T2 ON T1."Advisor" = T2."FacID" WHERE T1."Fname" = 'Linda' AND T1."Lname" = 'Smith'`,
    );
  });
});

describe('a word naming both a table and its measure', () => {
  const schema = buildSchemaIndex({
    tables: [
      {
        name: 'csu_fees',
        rowCount: 4,
        columns: [
          column('Campus', 'number', 4),
          column('Year', 'number', 2),
          column('CampusFee', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "the average fee" as the one column its table measures the word by', () => {
    const t = translateQuestion({ question: 'What is the average fee in 2005?', schema });
    expect(t.understood && t.sql).toContain('avg("CampusFee")');
  });
});

describe('a column named in parts or through a reference', () => {
  const parts = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 3,
        columns: [
          column('customer_id', 'number', 3),
          column('customer_name', 'text', 3),
          column('date_became_customer', 'text', 3),
        ],
      },
      {
        name: 'contact_channels',
        rowCount: 3,
        columns: [
          column('customer_id', 'number', 3),
          column('channel_code', 'text', 3),
          column('active_from_date', 'text', 3),
        ],
      },
      {
        name: 'city',
        rowCount: 3,
        columns: [
          column('city_id', 'number', 3),
          column('official_name', 'text', 3),
          column('population', 'number', 3),
        ],
      },
      {
        name: 'competition',
        rowCount: 3,
        columns: [
          column('competition_id', 'number', 3),
          column('year', 'number', 3),
          column('host_city_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'contact_channels',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
      {
        fromTable: 'competition',
        fromColumn: 'host_city_id',
        toTable: 'city',
        toColumn: 'city_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: parts });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "active date" as the one column `active_from_date`, not also another date', () => {
    expect(ask('Find the name and active date of the customers.')).toBe(
      'SELECT T1."customer_name", T2."active_from_date" FROM "customers" AS T1 JOIN "contact_channels" AS T2 ON T1."customer_id" = T2."customer_id"',
    );
  });

  it('does not show the reference "host cities" that leads to the city whose name is asked', () => {
    expect(ask('Show the years and the official names of the host cities of competitions.')).toBe(
      'SELECT T1."year", T2."official_name" FROM "competition" AS T1 JOIN "city" AS T2 ON T1."host_city_id" = T2."city_id"',
    );
  });
});

describe('a reference column named after "the names of"', () => {
  const garden = buildSchemaIndex({
    tables: [
      {
        name: 'worker',
        rowCount: 3,
        columns: [
          column('worker_id', 'number', 3),
          column('worker_name', 'text', 3),
          column('cabin', 'text', 2),
        ],
      },
      {
        name: 'plot',
        rowCount: 6,
        columns: [
          column('plot_id', 'number', 6),
          column('plot_name', 'text', 6),
          column('gardener', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'plot',
        fromColumn: 'gardener',
        toTable: 'worker',
        toColumn: 'worker_id',
        source: 'inferred',
      },
    ],
  });

  it('is the rows it refers to, shown by their names ("the names of the gardeners who tend the most plots")', () => {
    const t = translateQuestion({
      question: 'What are the names of the gardeners who tend the most plots?',
      schema: garden,
    });
    expect(t.understood && t.sql).toContain('FROM "worker" AS T1 JOIN "plot"');
    expect(t.understood && t.sql).toContain('T1."worker_name"');
  });

  it('is the rows it refers to before "who" ("the cabin the gardener who tends the most plots lives in")', () => {
    const t = translateQuestion({
      question: 'Which cabin does the gardener who tends the most plots live in?',
      schema: garden,
    });
    expect(t.understood && t.sql).toContain('SELECT T1."cabin" FROM "worker" AS T1 JOIN "plot"');
  });
});

describe('a table named among what is asked "of each" later table', () => {
  it('is that table\'s column that refers to it ("the paints and makers of each bike")', () => {
    const shop = buildSchemaIndex({
      tables: [
        { name: 'paints', rowCount: 3, columns: [column('Paint', 'text', 3), column('Shade', 'text', 3)] },
        {
          name: 'bike',
          rowCount: 5,
          columns: [column('Bike_ID', 'number', 5), column('Paint', 'text', 3), column('Maker', 'text', 4)],
        },
      ],
      relationships: [
        { fromTable: 'bike', fromColumn: 'Paint', toTable: 'paints', toColumn: 'Paint', source: 'inferred' },
      ],
    });
    const t = translateQuestion({ question: 'What are the paints and makers of each bike?', schema: shop });
    expect(t.understood && t.sql).toBe('SELECT "Paint", "Maker" FROM "bike"');
  });
});

describe('the table after "for each" at the end of a listing', () => {
  it('is whose values are listed, a table named among them shown by its names ("names, wards, and towns for each nurse")', () => {
    const care = buildSchemaIndex({
      tables: [
        {
          name: 'nurse',
          rowCount: 5,
          columns: [
            column('nurse_id', 'number', 5),
            column('first_name', 'text', 5),
            column('last_name', 'text', 5),
            column('ward_id', 'number', 3),
          ],
        },
        {
          name: 'ward',
          rowCount: 3,
          columns: [
            column('ward_id', 'number', 3),
            column('ward_name', 'text', 3),
            column('hospital_id', 'number', 2),
          ],
        },
        {
          name: 'hospital',
          rowCount: 2,
          columns: [column('hospital_id', 'number', 2), column('town', 'text', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'nurse',
          fromColumn: 'ward_id',
          toTable: 'ward',
          toColumn: 'ward_id',
          source: 'inferred',
        },
        {
          fromTable: 'ward',
          fromColumn: 'hospital_id',
          toTable: 'hospital',
          toColumn: 'hospital_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the full names, wards, and towns for each nurse?',
      schema: care,
    });
    expect(t.understood && t.sql).toBe(
      // (In the order asked: the wards by their names, between the names and the towns.)
      'SELECT T1."first_name", T1."last_name", T2."ward_name", T3."town" FROM "nurse" AS T1 JOIN "ward" AS T2 ON T1."ward_id" = T2."ward_id" JOIN "hospital" AS T3 ON T2."hospital_id" = T3."hospital_id"',
    );
  });
});

describe('a table named by a verb and its preposition before a table and a number', () => {
  it('relates the rows asked about to that row ("students minoring in department 140": `Minor_in.DNO`)', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'Student',
          rowCount: 4,
          columns: [
            column('StuID', 'number', 4),
            column('Fname', 'text', 4),
            column('LName', 'text', 4),
            { ...column('Major', 'number', 2), min: '100', max: '600' },
          ],
        },
        {
          name: 'Department',
          rowCount: 2,
          columns: [{ ...column('DNO', 'number', 2), min: '100', max: '600' }, column('DName', 'text', 2)],
        },
        {
          name: 'Minor_in',
          rowCount: 3,
          columns: [column('StuID', 'number', 3), { ...column('DNO', 'number', 2), min: '100', max: '600' }],
        },
      ],
      relationships: [
        {
          fromTable: 'Student',
          fromColumn: 'Major',
          toTable: 'Department',
          toColumn: 'DNO',
          source: 'inferred',
        },
        {
          fromTable: 'Minor_in',
          fromColumn: 'StuID',
          toTable: 'Student',
          toColumn: 'StuID',
          source: 'inferred',
        },
        {
          fromTable: 'Minor_in',
          fromColumn: 'DNO',
          toTable: 'Department',
          toColumn: 'DNO',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the full names of students minoring in department 140?',
      schema: school,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT DISTINCT T1."Fname", T1."LName" FROM "Student" AS T1 JOIN "Minor_in" AS T2 ON T1."StuID" = T2."StuID" WHERE T2."DNO" = 140',
    );
  });
});

describe('rows named by the key of a table called otherwise', () => {
  it('reads "tourists" as `Visitors`, keyed by `Tourist_ID`, not columns of tourist attractions', () => {
    const park = buildSchemaIndex({
      tables: [
        {
          name: 'Tourist_Attractions',
          rowCount: 3,
          columns: [column('Tourist_Attraction_ID', 'number', 3), column('Name', 'text', 3)],
        },
        {
          name: 'Visitors',
          rowCount: 4,
          columns: [column('Tourist_ID', 'number', 4), column('Tourist_Details', 'text', 4)],
        },
        {
          name: 'Visits',
          rowCount: 5,
          columns: [
            column('Visit_ID', 'number', 5),
            column('Tourist_Attraction_ID', 'number', 3),
            column('Tourist_ID', 'number', 3),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'Visits',
          fromColumn: 'Tourist_Attraction_ID',
          toTable: 'Tourist_Attractions',
          toColumn: 'Tourist_Attraction_ID',
          source: 'inferred',
        },
        {
          fromTable: 'Visits',
          fromColumn: 'Tourist_ID',
          toTable: 'Visitors',
          toColumn: 'Tourist_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'How many tourists did not make any visit?', schema: park });
    expect(t.understood && t.sql).toBe(
      'SELECT count(*) AS "number_of_Visitors" FROM "Visitors" WHERE "Tourist_ID" NOT IN (SELECT S1."Tourist_ID" FROM "Visits" AS S1 WHERE S1."Tourist_ID" IS NOT NULL)',
    );
  });
});

describe('a table no relationship joins to the rows asked about', () => {
  it('is the column of theirs named after it ("the genre of English songs", `song.genre_is`)', () => {
    const music = buildSchemaIndex({
      tables: [
        {
          name: 'genre',
          rowCount: 3,
          columns: [column('g_name', 'text', 3), column('popularity', 'number', 3)],
        },
        {
          name: 'song',
          rowCount: 3,
          columns: [
            column('song_name', 'text', 3),
            column('genre_is', 'text', 3),
            { ...column('languages', 'text', 2), values: ['english', 'bangla'] },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'List the name and genre of English songs.', schema: music });
    expect(t.understood && t.sql).toBe(
      'SELECT "song_name", "genre_is" FROM "song" WHERE "languages" = \'english\'',
    );
  });
});

describe('a table word qualifying a noun that means another table', () => {
  it('leaves the phrase to the noun ("movie theaters" are cinemas, not films)', () => {
    const shows = buildSchemaIndex({
      tables: [
        {
          name: 'film',
          rowCount: 4,
          columns: [column('Film_ID', 'number', 4), column('Title', 'text', 4)],
        },
        {
          name: 'cinema',
          rowCount: 5,
          columns: [
            column('Cinema_ID', 'number', 5),
            column('Name', 'text', 5),
            column('Location', 'text', 3),
            column('Capacity', 'number', 5),
          ],
        },
        {
          name: 'schedule',
          rowCount: 6,
          columns: [
            column('Cinema_ID', 'number', 5),
            column('Film_ID', 'number', 4),
            column('Price', 'number', 6),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'schedule',
          fromColumn: 'Cinema_ID',
          toTable: 'cinema',
          toColumn: 'Cinema_ID',
          source: 'inferred',
        },
        {
          fromTable: 'schedule',
          fromColumn: 'Film_ID',
          toTable: 'film',
          toColumn: 'Film_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'Which locations have more than two movie theaters with a capacity above 100?',
      schema: shows,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "Location" FROM "cinema" WHERE "Capacity" > 100 GROUP BY "Location" HAVING count(*) > 2',
    );
    const films = translateQuestion({ question: 'What are the titles of all movies?', schema: shows });
    expect(films.understood && films.sql).toBe('SELECT "Title" FROM "film"');
  });
});

describe('columns of two tables named as often', () => {
  it('are taken for the table of the longer phrase ("the names of all the shelf items")', () => {
    const store = buildSchemaIndex({
      tables: [
        {
          name: 'Labels',
          rowCount: 3,
          columns: [column('label_id', 'number', 3), column('label_name', 'text', 3)],
        },
        {
          name: 'Brands',
          rowCount: 3,
          columns: [column('brand_id', 'number', 3), column('brand_name', 'text', 3)],
        },
        {
          name: 'Shelf_Contents',
          rowCount: 5,
          columns: [column('shelf_item_id', 'number', 5), column('shelf_item_name', 'text', 5)],
        },
        {
          name: 'Shelf_Content_Labels',
          rowCount: 6,
          columns: [column('shelf_item_id', 'number', 5), column('label_id', 'number', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'Shelf_Content_Labels',
          fromColumn: 'shelf_item_id',
          toTable: 'Shelf_Contents',
          toColumn: 'shelf_item_id',
          source: 'inferred',
        },
        {
          fromTable: 'Shelf_Content_Labels',
          fromColumn: 'label_id',
          toTable: 'Labels',
          toColumn: 'label_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'Find the names of all the shelf items.', schema: store });
    expect(t.understood && t.sql).toBe('SELECT "shelf_item_name" FROM "Shelf_Contents"');
  });
});
