import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from '../store/profile.ts';
import { translateQuestion } from './engine.ts';
import { linkMentions } from './linking.ts';
import { buildSchemaIndex } from './schema-index.ts';
import { tokenize } from './text.ts';

function column(name: string, kind: 'number' | 'text', distinctCount: number): ColumnProfile {
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

const schema = buildSchemaIndex({
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

const sql = (question: string) => {
  const t = translateQuestion({ question, schema });
  return t.understood ? t.sql : `declined: ${t.reason}`;
};

describe('column hints', () => {
  it('links "youngest" to an age column although "age" stems to "ag"', () => {
    expect(sql('Return the name of the youngest captain.')).toBe(
      'SELECT "name" FROM "captain" ORDER BY "age" ASC LIMIT 1',
    );
  });

  it('reads "by the youngest captain" as a superlative, not a grouping', () => {
    const s = sql('What is the name of the ship that is commanded by the youngest captain?');
    expect(s).not.toContain('GROUP BY');
    expect(s).toMatch(/ORDER BY T\d\."age" ASC LIMIT 1$/);
  });
});

describe('a range after "is"', () => {
  it('bounds the column named just before "is", though it is a key ("whose id is between 2 and 5")', () => {
    expect(sql('Find the names of captains whose id is between 2 and 5.')).toBe(
      'SELECT "name" FROM "captain" WHERE "captain_id" BETWEEN 2 AND 5',
    );
  });
});

describe('an average of nothing named', () => {
  it('declines rather than show columns as if averaged ("the average fee" with no fee column)', () => {
    expect(sql('What is the average fee of captains on ship 1?')).toMatch(/^declined: .*average is of/);
    expect(sql('What is the maximum fee of captains on ship 1?')).toMatch(/^declined: .*maximum is of/);
  });

  it('reads a "maximum" that the next column\'s name carries as that column (`max_dew_point`)', () => {
    const weather = buildSchemaIndex({
      tables: [
        {
          name: 'weather',
          rowCount: 3,
          columns: [column('zip_code', 'number', 3), column('max_dew_point', 'number', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Which zip codes have a maximum dew point below 70?',
      schema: weather,
    });
    expect(t.understood && t.sql).toContain('"max_dew_point" < 70');
  });
});

describe('a value that only repeats what is shown', () => {
  it('declines rather than show the column the value picks rows by ("the title of the album with the track X")', () => {
    const titled = (name: string): ColumnProfile => ({
      ...column(name, 'text', 2),
      values: ['Balls to the Wall', 'Restless'],
    });
    const music = buildSchemaIndex({
      tables: [
        { name: 'albums', rowCount: 2, columns: [column('id', 'number', 2), titled('title')] },
        {
          name: 'tracks',
          rowCount: 2,
          columns: [column('id', 'number', 2), titled('name'), column('album_id', 'number', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'tracks',
          fromColumn: 'album_id',
          toTable: 'albums',
          toColumn: 'id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What is the title of the album of Balls to the Wall?',
      schema: music,
    });
    expect(t.understood).toBe(false);
  });
});

describe('a verb that names a row only by its stem', () => {
  it('is a word of the question even in the main table ("tracks belongs to genre Rock", a track "Belong")', () => {
    const named = (values: string[]): ColumnProfile => ({ ...column('name', 'text', values.length), values });
    const music = buildSchemaIndex({
      tables: [
        { name: 'genres', rowCount: 2, columns: [column('id', 'number', 2), named(['Rock', 'Jazz'])] },
        {
          name: 'tracks',
          rowCount: 2,
          columns: [
            column('id', 'number', 2),
            named(['Belong', 'Restless']),
            column('genre_id', 'number', 2),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'tracks',
          fromColumn: 'genre_id',
          toTable: 'genres',
          toColumn: 'id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'List the name of tracks belongs to genre Rock.',
      schema: music,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."name" FROM "tracks" AS T1 JOIN "genres" AS T2 ON T1."genre_id" = T2."id" WHERE T2."name" = \'Rock\'',
    );
  });
});

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

describe('an aggregate word', () => {
  it('declines when no column it is taken of was read ("the average tonnage" with no tonnage)', () => {
    expect(sql('What is the average tonnage of the ships?')).toMatch(/^declined: .*average/);
  });

  it("is part of a column's name when the query reads that column", () => {
    const weather = buildSchemaIndex({
      tables: [
        {
          name: 'weather',
          rowCount: 3,
          columns: [column('zip_code', 'number', 3), column('max_dew_point_f', 'number', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Which zip codes have a maximum dew point below 70?',
      schema: weather,
    });
    expect(t.understood && t.sql).toBe('SELECT "zip_code" FROM "weather" WHERE "max_dew_point_f" < 70');
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

describe('things counted', () => {
  const ballparks = buildSchemaIndex({
    tables: [
      {
        name: 'park',
        rowCount: 4,
        columns: [column('park_id', 'number', 4), column('park_name', 'text', 4), column('state', 'text', 2)],
      },
      { name: 'team', rowCount: 6, columns: [column('team_id', 'number', 6), column('park', 'text', 4)] },
    ],
    relationships: [],
  });

  it('reads "how many parks" as rows of the park table, not the values of a `team.park` column', () => {
    const t = translateQuestion({ question: 'Which states have more than 2 parks?', schema: ballparks });
    expect(t.understood && t.sql).toBe('SELECT "state" FROM "park" GROUP BY "state" HAVING count(*) > 2');
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

describe('coded values', () => {
  const crew = buildSchemaIndex({
    tables: [
      {
        name: 'captain',
        rowCount: 4,
        columns: [
          column('captain_id', 'number', 4),
          { ...column('sex', 'text', 2), values: ['F', 'M'] },
          { ...column('rank', 'text', 2), values: ['Mate', 'Admiral'] },
        ],
      },
    ],
    relationships: [],
  });

  it('reads "female" and "men" as the F and M codes of a column that holds both', () => {
    const female = translateQuestion({ question: 'How many female captains are there?', schema: crew });
    expect(female.understood && female.sql).toBe(
      `SELECT count(*) AS "number_of_captain" FROM "captain" WHERE "sex" = 'F'`,
    );
    const men = translateQuestion({ question: 'List the ranks of men captains.', schema: crew });
    expect(men.understood && men.sql).toContain(`"sex" = 'M'`);
    // A number compared with a text column reads the text as a number, and equality compares the digits.
    const above = translateQuestion({ question: 'Which captains have a rank above 3?', schema: crew });
    expect(above.understood && above.sql).toContain('TRY_CAST("rank" AS DOUBLE) > 3');
    // Ordered by a count with nothing grouped: grouped by what is shown.
    const counted = translateQuestion({
      question: 'Show the ranks of captains in descending order of the count.',
      schema: crew,
    });
    expect(counted.understood && counted.sql).toBe(
      'SELECT "rank" FROM "captain" GROUP BY "rank" ORDER BY count(*) DESC',
    );
    // A column called rank is not a request to rank.
    const rank = translateQuestion({ question: 'Show the captain rank of female captains.', schema: crew });
    expect(rank.understood && rank.sql).toBe(`SELECT "rank" FROM "captain" WHERE "sex" = 'F'`);
    // A word that hints at a column names a group after "each".
    const perGender = translateQuestion({
      question: 'How many captains are there for each gender?',
      schema: crew,
    });
    expect(perGender.understood && perGender.sql).toBe(
      'SELECT "sex", count(*) AS "number_of_captain" FROM "captain" GROUP BY "sex"',
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

describe('a column named in two parts', () => {
  const claims = buildSchemaIndex({
    tables: [
      {
        name: 'stages',
        rowCount: 2,
        columns: [
          column('stage_id', 'number', 2),
          { ...column('claim_status_name', 'text', 2), values: ['Open', 'Closed'] },
          column('claim_status_description', 'text', 2),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "the description of the claim status" as `claim_status_description`', () => {
    const t = translateQuestion({
      question: 'What is the description of the claim status "Open"?',
      schema: claims,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT "claim_status_description" FROM "stages" WHERE "claim_status_name" = 'Open'`,
    );
  });
});

describe('a column named with its words in another order', () => {
  const machines = buildSchemaIndex({
    tables: [
      {
        name: 'machine',
        rowCount: 3,
        columns: [column('machine_id', 'number', 3), column('value_points', 'number', 3)],
      },
    ],
    relationships: [],
  });

  it('reads "more point values than 70" as a bound on `value_points`', () => {
    const t = translateQuestion({
      question: 'Which machines have more point values than 70?',
      schema: machines,
    });
    expect(t.understood && t.sql).toBe('SELECT "machine_id" FROM "machine" WHERE "value_points" > 70');
  });
});

describe('a column whose name says it holds means', () => {
  const weather = buildSchemaIndex({
    tables: [
      {
        name: 'weather',
        rowCount: 3,
        columns: [
          column('day', 'text', 3),
          column('max_visibility_miles', 'number', 3),
          column('mean_visibility_miles', 'number', 3),
          column('min_visibility_miles', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "an average visibility above 8" as `mean_visibility_miles > 8`', () => {
    const t = translateQuestion({
      question: 'Which days had an average visibility above 8?',
      schema: weather,
    });
    expect(t.understood && t.sql).toBe('SELECT "day" FROM "weather" WHERE "mean_visibility_miles" > 8');
  });
});

describe('"then" misspelt for "than"', () => {
  it('reads "older then 40" as a bound on age', () => {
    expect(sql('Which captains are older then 40?')).toBe(sql('Which captains are older than 40?'));
    expect(sql('Which captains are older then 40?')).toContain('"age" > 40');
  });
});

describe('a verb for what a capacity holds', () => {
  const rooms = buildSchemaIndex({
    tables: [
      {
        name: 'rooms',
        rowCount: 3,
        columns: [
          column('room_name', 'text', 3),
          column('base_price', 'number', 3),
          column('max_occupancy', 'number', 2),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "can accommodate more than 2 people" as a bound on `max_occupancy`', () => {
    const t = translateQuestion({
      question: 'Which rooms can accommodate more than 2 people?',
      schema: rooms,
    });
    expect(t.understood && t.sql).toBe('SELECT "room_name" FROM "rooms" WHERE "max_occupancy" > 2');
  });

  it('ranks by `max_occupancy` for "the room that can accommodate the most people"', () => {
    const t = translateQuestion({
      question: 'What is the name of the room that can accommodate the most people?',
      schema: rooms,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "room_name" FROM "rooms" ORDER BY "max_occupancy" DESC LIMIT 1',
    );
  });
});

describe('words that look like something else', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'department',
        rowCount: 4,
        columns: [
          column('dno', 'number', 4),
          { ...column('division', 'text', 2), values: ['AS', 'EN'] },
          { ...column('status', 'text', 2), values: ['open', 'closed'] },
          column('budget', 'number', 4),
          column('staff', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : t.reason;
  };

  it('takes a stop word in capitals for a code of the data, a plural for its singular, bounds for their own columns', () => {
    expect(sqlOf('How many departments are in the division AS?')).toBe(
      `SELECT count(*) AS "number_of_department" FROM "department" WHERE "division" = 'AS'`,
    );
    expect(sqlOf('How many different statuses do departments have?')).toContain('count(DISTINCT "status")');
    expect(sqlOf('Which departments have both budget above 50 and staff above 8?')).toContain(
      '"budget" > 50 AND "staff" > 8',
    );
  });
});

describe('a first and a last name in a row', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'teachers',
        rowCount: 2,
        columns: [
          { ...column('lastname', 'text', 2), values: ['KAWA', 'GORDON'] },
          { ...column('firstname', 'text', 2), values: ['GORDON', 'KAWA'] },
          column('classroom', 'number', 2),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "KAWA GORDON" as first name then last name, whichever columns hold both words', () => {
    const t = translateQuestion({
      question: 'Which classroom does the teacher KAWA GORDON use?',
      schema: school,
    });
    expect(t.understood && t.sql).toContain(`"firstname" = 'KAWA'`);
    expect(t.understood && t.sql).toContain(`"lastname" = 'GORDON'`);
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

describe('names that abbreviate or change the word', () => {
  const films = buildSchemaIndex({
    tables: [
      { name: 'useracct', rowCount: 3, columns: [column('u_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'film',
        rowCount: 3,
        columns: [column('film_id', 'number', 3), column('Directed_by', 'text', 2)],
      },
      {
        name: 'prereq',
        rowCount: 2,
        columns: [column('film_id', 'number', 2), column('prereq_id', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'prereq',
        fromColumn: 'film_id',
        toTable: 'film',
        toColumn: 'film_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: films });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "users" as `useracct` and "directors" as `Directed_by`', () => {
    expect(sqlOf('How many users are there?')).toBe(
      'SELECT count(*) AS "number_of_useracct" FROM "useracct"',
    );
    expect(sqlOf('Show all directors.')).toBe('SELECT DISTINCT "Directed_by" FROM "film"');
  });

  it('reads "prerequisites" as `prereq`, a clipped form of the word', () => {
    expect(sqlOf('Show the ids of films without prerequisites.')).toContain(
      'WHERE "film_id" NOT IN (SELECT S1."film_id" FROM "prereq" AS S1',
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

describe('full names', () => {
  const staff = buildSchemaIndex({
    tables: [
      {
        name: 'employee',
        rowCount: 3,
        columns: [
          column('employee_id', 'number', 3),
          column('FirstName', 'text', 3),
          column('LastName', 'text', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('shows the first and the last name for "full names"', () => {
    const t = translateQuestion({ question: 'What are the full names of all employees?', schema: staff });
    expect(t.understood && t.sql).toBe('SELECT "FirstName", "LastName" FROM "employee"');
  });
});

describe('words that are part of a name', () => {
  const weather = buildSchemaIndex({
    tables: [
      {
        name: 'station',
        rowCount: 3,
        columns: [
          column('station_id', 'number', 3),
          column('city', 'text', 3),
          column('lat', 'number', 3),
          column('long', 'number', 3),
          column('mean_humidity', 'number', 3),
          column('max_gust_speed', 'number', 3),
        ],
      },
      { name: 'town', rowCount: 3, columns: [column('town_id', 'number', 3), column('Town', 'text', 3)] },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          column('description', 'text', 3),
          column('credits', 'number', 3),
          column('phone', 'text', 3),
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: weather });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "mean humidity" as the column, not an average, and "long" as longitude', () => {
    expect(sqlIn('Show the city and mean humidity of the 2 stations with the largest max gust speed.')).toBe(
      'SELECT "city", "mean_humidity" FROM "station" ORDER BY "max_gust_speed" DESC LIMIT 2',
    );
    expect(sqlIn('What is the average latitude and longitude of stations?')).toBe(
      'SELECT avg("lat") AS "average_lat", avg("long") AS "average_long" FROM "station"',
    );
  });

  it('reads "the town name" as the column that names towns, though it is not called a name', () => {
    expect(sqlIn('List the town name of every town.')).toBe('SELECT "Town" FROM "town"');
  });

  it('reads "phone number of" and "the description and number of credits" as columns, not counts', () => {
    expect(sqlIn('What is the phone number of the course with the most credits?')).toBe(
      'SELECT "phone" FROM "course" ORDER BY "credits" DESC LIMIT 1',
    );
    expect(sqlIn('What are the description and number of credits of every course?')).toBe(
      'SELECT "description", "credits" FROM "course"',
    );
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

describe('names shared between tables', () => {
  const grants = buildSchemaIndex({
    tables: [
      {
        name: 'Projects',
        rowCount: 3,
        columns: [column('project_id', 'number', 3), column('project_details', 'text', 3)],
      },
      {
        name: 'Project_Outcomes',
        rowCount: 5,
        columns: [column('project_id', 'number', 3), column('outcome_code', 'text', 2)],
      },
      { name: 'Research_Outcomes', rowCount: 2, columns: [column('outcome_code', 'text', 2)] },
      {
        name: 'Assessment_Notes',
        rowCount: 4,
        columns: [
          column('notes_id', 'number', 4),
          column('project_id', 'number', 3),
          column('date_of_notes', 'text', 4),
        ],
      },
      {
        name: 'Incidents',
        rowCount: 4,
        columns: [
          column('incident_id', 'number', 4),
          { ...column('date_incident_start', 'text', 4), kind: 'date', type: 'DATE' },
          { ...column('date_incident_end', 'text', 4), kind: 'date', type: 'DATE' },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Project_Outcomes',
        fromColumn: 'project_id',
        toTable: 'Projects',
        toColumn: 'project_id',
        source: 'inferred',
      },
      {
        fromTable: 'Assessment_Notes',
        fromColumn: 'project_id',
        toTable: 'Projects',
        toColumn: 'project_id',
        source: 'inferred',
      },
    ],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: grants });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "outcomes" as the table of outcomes whose other words the question uses', () => {
    expect(sqlIn('Which project made the most number of outcomes?')).toContain('JOIN "Project_Outcomes"');
  });

  it('does not read "dates of" as `date_of_notes`', () => {
    expect(sqlIn('Find the start and end dates of incidents.')).toBe(
      'SELECT "date_incident_start", "date_incident_end" FROM "Incidents"',
    );
  });
});

describe('a question in two sentences', () => {
  const advising = buildSchemaIndex({
    tables: [
      {
        name: 'Student',
        rowCount: 3,
        columns: [column('StuID', 'number', 3), column('LName', 'text', 3), column('Advisor', 'number', 2)],
      },
      {
        name: 'Faculty',
        rowCount: 2,
        columns: [
          column('FacID', 'number', 2),
          {
            ...column('Rank', 'text', 2),
            values: ['Professor', 'Instructor'],
            samples: ['Professor', 'Instructor'],
          },
        ],
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

  it('reads the first sentence about rows as conditions when a later one names the columns', () => {
    const t = translateQuestion({
      question: 'Which students have professors as their advisors? Find their student ids.',
      schema: advising,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T1\."StuID" FROM "Student" AS T1 JOIN "Faculty"/);
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

describe('years and months as columns', () => {
  const weather = buildSchemaIndex({
    tables: [
      { name: 'city', rowCount: 3, columns: [column('city_id', 'number', 3), column('city', 'text', 3)] },
      {
        name: 'temperature',
        rowCount: 3,
        columns: [column('city_id', 'number', 3), column('Jan', 'number', 3), column('Feb', 'number', 3)],
      },
      {
        name: 'wine',
        rowCount: 3,
        columns: [column('wine_id', 'number', 3), column('name', 'text', 3), column('year', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'temperature',
        fromColumn: 'city_id',
        toTable: 'city',
        toColumn: 'city_id',
        source: 'inferred',
      },
    ],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: weather });
    return t.understood ? t.sql : t.reason;
  };

  it('ranks by the month column named after a measure table ("the highest temperature in February")', () => {
    expect(sqlIn('Which city has the highest temperature in February?')).toBe(
      'SELECT T1."city" FROM "city" AS T1 JOIN "temperature" AS T2 ON T1."city_id" = T2."city_id" ORDER BY T2."Feb" DESC LIMIT 1',
    );
  });

  it('compares a year with the one year column, and reads "what information" as every column', () => {
    expect(sqlIn('Give the names of wines made before 2000 or after 2010.')).toBe(
      'SELECT "name" FROM "wine" WHERE ("year" < 2000 OR "year" > 2010)',
    );
    expect(sqlIn('What information do you have on wines?')).toBe('SELECT * FROM "wine"');
  });
});

describe('a verb that matches a name only by its stem', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'artists',
        rowCount: 2,
        columns: [
          column('id', 'number', 2),
          {
            ...column('name', 'text', 2),
            values: ['Billy Cobham', 'Miles'],
            samples: ['Billy Cobham', 'Miles'],
          },
        ],
      },
      {
        name: 'albums',
        rowCount: 3,
        columns: [column('id', 'number', 3), column('title', 'text', 3), column('artist_id', 'number', 2)],
      },
      {
        name: 'tracks',
        rowCount: 4,
        columns: [
          column('id', 'number', 4),
          {
            ...column('name', 'text', 4),
            values: ['Release', 'Jazz', 'Belong'],
            samples: ['Release', 'Jazz', 'Belong'],
          },
          column('album_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'albums',
        fromColumn: 'artist_id',
        toTable: 'artists',
        toColumn: 'id',
        source: 'inferred',
      },
      { fromTable: 'tracks', fromColumn: 'album_id', toTable: 'albums', toColumn: 'id', source: 'inferred' },
    ],
  });

  it('is a word of the question, not a value ("released" is not the track "Release")', () => {
    const t = translateQuestion({ question: 'How many albums has Billy Cobham released?', schema: music });
    expect(t.understood && t.sql).not.toContain('Release');
    expect(t.understood && t.sql).toContain(`"name" = 'Billy Cobham'`);
  });

  it('reads a word in lower case before "to" as a verb, not a name ("belong to" is not the track "Belong")', () => {
    const t = translateQuestion({ question: 'How many tracks belong to Billy Cobham?', schema: music });
    expect(t.understood && t.sql).not.toContain('Belong');
    expect(t.understood && t.sql).toContain(`"name" = 'Billy Cobham'`);
  });

  it("reads a word before a table's name as describing it, not as a whole name two joins away", () => {
    const t = translateQuestion({ question: 'List the names of all jazz artists.', schema: music });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "artists"');
  });
});

describe('a year after "before" or "after"', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 4,
        columns: [
          column('id', 'number', 4),
          column('name', 'text', 4),
          column('price', 'number', 4),
          column('year', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('bounds the year, not the measure named earlier ("the prices of wines produced before 2010")', () => {
    const t = translateQuestion({
      question: 'Return the prices of wines produced before 2010.',
      schema: cellar,
    });
    expect(t.understood && t.sql).toBe('SELECT "price" FROM "wine" WHERE "year" < 2010');
  });
});

describe('a number between two columns', () => {
  it('measures the column right after it, not the one whose "of" leads to the rows ("price ranges of five star hotels")', () => {
    const hotels = buildSchemaIndex({
      tables: [
        {
          name: 'hotels',
          rowCount: 3,
          columns: [
            column('hotel_id', 'number', 3),
            column('price_range', 'number', 3),
            column('star_rating', 'number', 3),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'What are the price ranges of five star hotels?',
      schema: hotels,
    });
    expect(t.understood && t.sql).toBe('SELECT "price_range" FROM "hotels" WHERE "star_rating" = 5');
  });
});

describe('a sort key no column is named as', () => {
  const posts = buildSchemaIndex({
    tables: [
      {
        name: 'tweets',
        rowCount: 3,
        columns: [
          column('id', 'number', 3),
          column('text', 'text', 3),
          { ...column('createdate', 'text', 3), type: 'TIMESTAMP', kind: 'date' },
        ],
      },
    ],
    relationships: [],
  });

  it('reads "in the order of date" as the date of the rows, not the column shown', () => {
    const t = translateQuestion({
      question: 'List the text of all tweets in the order of date.',
      schema: posts,
    });
    expect(t.understood && t.sql).toBe('SELECT "text" FROM "tweets" ORDER BY "createdate" ASC');
  });
});

describe('a quoted column name', () => {
  it("reads a quoted phrase that spells a column's whole name and no value as that column", () => {
    const channels = buildSchemaIndex({
      tables: [
        {
          name: 'channels',
          rowCount: 3,
          columns: [
            column('channel_id', 'number', 3),
            column('channel_code', 'text', 3),
            column('active_from_date', 'text', 3),
            column('active_to_date', 'text', 3),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Show the "active to date" of every channel.',
      schema: channels,
    });
    expect(t.understood && t.sql).toBe('SELECT "active_to_date" FROM "channels"');
  });
});

describe('a code in capitals', () => {
  const text = (name: string, values: string[]): ColumnProfile => ({
    ...column(name, 'text', values.length),
    values,
    samples: values,
  });
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'orders',
        rowCount: 4,
        columns: [
          column('order_id', 'number', 4),
          text('payment_code', ['Cash', 'Visa']),
          text('region_code', ['US', 'UK']),
        ],
      },
    ],
    relationships: [],
  });

  it('is not spelt by a word in lower case whose stem only matches it ("used" is not `US`)', () => {
    const t = translateQuestion({ question: 'Which payment code is used by the most orders?', schema: shop });
    expect(t.understood && t.sql).toBe(
      'SELECT "payment_code" FROM "orders" GROUP BY "payment_code" ORDER BY count(*) DESC LIMIT 1',
    );
  });

  it('names its column\'s value when the word after it names the column ("Sonoma County": county Sonoma)', () => {
    const regions = buildSchemaIndex({
      tables: [
        {
          name: 'appellations',
          rowCount: 3,
          columns: [
            column('id', 'number', 3),
            text('appellation', ['Sonoma County', 'Napa Valley', 'Russian River']),
            text('county', ['Sonoma', 'Napa', 'Sonoma']),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'List the appellations in Sonoma County.', schema: regions });
    expect(t.understood && t.sql).toContain(`"county" = 'Sonoma'`);
  });

  it("of a US state is named by the state's name, in a column of such codes only", () => {
    const colleges = buildSchemaIndex({
      tables: [
        {
          name: 'college',
          rowCount: 4,
          columns: [
            text('name', ['Ames', 'Tulane', 'Rice', 'Lund']),
            text('state', ['FL', 'LA', 'AZ', 'OK']),
            text('country', ['CA', 'DE', 'FR', 'SE']),
          ],
        },
      ],
      relationships: [],
    });
    const florida = translateQuestion({ question: 'How many colleges are in Florida?', schema: colleges });
    expect(florida.understood && florida.sql).toContain(`"state" = 'FL'`);
    const delaware = translateQuestion({ question: 'How many colleges are in Delaware?', schema: colleges });
    expect(delaware.understood && delaware.sql).not.toContain(`'DE'`);
  });

  it('is negated across "a part of the" ("ministers not a part of the Progress Party")', () => {
    const parties = buildSchemaIndex({
      tables: [
        {
          name: 'party',
          rowCount: 3,
          columns: [
            column('party_id', 'number', 3),
            text('minister', ['Ann Lee', 'Bo Chan', 'Cy Dorn']),
            text('party_name', ['Progress Party', 'Labour Party', 'Green Party']),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Which ministers are not a part of the Progress Party?',
      schema: parties,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT "minister" FROM "party" WHERE "party_name" != 'Progress Party'`,
    );
  });

  it('is still named by the same letters in lower case ("orders from the us")', () => {
    const t = translateQuestion({ question: 'How many orders are from the us?', schema: shop });
    expect(t.understood && t.sql).toContain(`"region_code" = 'US'`);
  });
});

describe('values and compound names', () => {
  const text = (name: string, values: string[]): ColumnProfile => ({
    ...column(name, 'text', values.length),
    values,
    samples: values,
  });
  const campuses = buildSchemaIndex({
    tables: [
      {
        name: 'campuses',
        rowCount: 3,
        columns: [
          column('id', 'number', 3),
          text('campus', ['North Campus', 'South Campus', 'Bay Campus']),
          text('location', ['Los Angeles', 'Fresno', 'Oakland']),
          text('county', ['Los Angeles', 'Fresno', 'Alameda']),
          text('lifespan', ['1950–', '1960–', '1970–']),
          text('class_room', ['KLR 209', 'BUS 252', 'KLR 211']),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: campuses });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads a value on the column named right next to it ("located in Los Angeles county")', () => {
    expect(ask('Which campuses are located in Los Angeles county?')).toContain(`"county" = 'Los Angeles'`);
    expect(ask('Which campuses are in the county of Fresno?')).toContain(`"county" = 'Fresno'`);
  });

  it('links two words to a column that writes them as one ("life spans" → lifespan)', () => {
    expect(ask('What are the life spans of campuses in Oakland?')).toMatch(/^SELECT "lifespan"/);
  });

  it('links one word to a column that writes it in parts ("classrooms" → class_room)', () => {
    expect(ask('What are the classrooms of campuses in Oakland?')).toMatch(/^SELECT "class_room"/);
  });
});

describe('how many of a quantity', () => {
  const inn = buildSchemaIndex({
    tables: [
      {
        name: 'reservations',
        rowCount: 5,
        columns: [
          column('code', 'number', 5),
          column('room_number', 'number', 3),
          { ...column('last_name', 'text', 2), values: ['SWEAZY', 'SELBIG'] },
          column('kids', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: inn });
    return t.understood ? t.sql : t.reason;
  };

  it('sums a column that holds how many a row has, and counts the values of one that names them', () => {
    expect(ask('How many kids stay in the reservations of SWEAZY?')).toBe(
      `SELECT sum("kids") AS "total_kids" FROM "reservations" WHERE "last_name" = 'SWEAZY'`,
    );
    expect(ask('How many room numbers are in the reservations of SWEAZY?')).toContain('count(DISTINCT');
  });
});

describe('how many of a quantity held under its own name or qualified by a value', () => {
  const campus = buildSchemaIndex({
    tables: [
      {
        name: 'faculty',
        rowCount: 6,
        columns: [column('campus', 'number', 3), column('year', 'number', 2), column('faculty', 'number', 4)],
      },
      {
        name: 'rooms',
        rowCount: 4,
        columns: [
          column('room_id', 'number', 4),
          { ...column('bed_type', 'text', 2), values: ['King', 'Queen'] },
          column('beds', 'number', 2),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: campus });
    return t.understood ? t.sql : t.reason;
  };

  it('sums the measure a table is named after, and the quantity after a value that qualifies it', () => {
    expect(ask('How many faculty are there in the year 2002?')).toBe(
      'SELECT sum("faculty") AS "total_faculty" FROM "faculty" WHERE "year" = 2002',
    );
    expect(ask('How many king beds are there?')).toBe(
      `SELECT sum("beds") AS "total_beds" FROM "rooms" WHERE "bed_type" = 'King'`,
    );
  });

  it('ranks groups by the sum of the measure a table is named after', () => {
    expect(ask('Which year has the most faculty?')).toBe(
      'SELECT "year" FROM "faculty" GROUP BY "year" ORDER BY sum("faculty") DESC LIMIT 1',
    );
  });
});

describe('a plural after "of" that shares its word with a column', () => {
  const season = buildSchemaIndex({
    tables: [
      {
        name: 'match_season',
        rowCount: 4,
        columns: [
          column('season', 'number', 2),
          column('player', 'text', 4),
          column('position', 'text', 2),
          { ...column('college', 'text', 2), values: ['UCLA', 'Duke'] },
        ],
      },
    ],
    relationships: [],
  });

  it('names the rows, not a column asked for ("the positions of players")', () => {
    const t = translateQuestion({
      question: 'Show the positions of players from college UCLA.',
      schema: season,
    });
    expect(t.understood && t.sql).toBe(`SELECT "position" FROM "match_season" WHERE "college" = 'UCLA'`);
  });
});

describe('a column used up by the condition or ranking that names it', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 4,
        columns: [
          column('wine_id', 'number', 4),
          column('name', 'text', 4),
          column('base_price', 'number', 4),
          column('year', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: cellar });
    return t.understood ? t.sql : t.reason;
  };

  it('is not shown ("before the year of 2010", "the most expensive base price wine")', () => {
    expect(ask('What are the names of wines produced before the year of 2010?')).toBe(
      'SELECT "name" FROM "wine" WHERE "year" < 2010',
    );
    expect(ask('Find the name of the most expensive base price wine.')).toBe(
      'SELECT "name" FROM "wine" ORDER BY "base_price" DESC LIMIT 1',
    );
  });
});

describe('an aggregate word inside a column name', () => {
  const gym = buildSchemaIndex({
    tables: [
      {
        name: 'gymnast',
        rowCount: 3,
        columns: [
          column('gymnast_id', 'number', 3),
          column('name', 'text', 3),
          column('age', 'number', 3),
          column('total_points', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('does not make "by" a grouping ("ordered by their total points")', () => {
    const t = translateQuestion({
      question: 'What are the ages of the gymnasts, ordered descending by their total points?',
      schema: gym,
    });
    expect(t.understood && t.sql).toBe('SELECT "age" FROM "gymnast" ORDER BY "total_points" DESC');
  });

  it('does not sum a column whose name holds the word ("the total number of horses" of `total_horses`)', () => {
    const farm = buildSchemaIndex({
      tables: [
        {
          name: 'farm',
          rowCount: 3,
          columns: [column('farm_id', 'number', 3), column('total_horses', 'number', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'List the total number of horses on farms in ascending order.',
      schema: farm,
    });
    expect(t.understood && t.sql).toBe('SELECT "total_horses" FROM "farm" ORDER BY "total_horses" ASC');
  });

  it('reads a value run together from shortened words ("assistant professors" for `AsstProf`)', () => {
    const faculty = buildSchemaIndex({
      tables: [
        {
          name: 'faculty',
          rowCount: 3,
          columns: [
            column('fac_id', 'number', 3),
            { ...column('rank', 'text', 3), values: ['Professor', 'AsstProf', 'Instructor'] },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many assistant professors are there?', schema: faculty });
    expect(t.understood && t.sql).toContain(`"rank" = 'AsstProf'`);
  });

  it('reads capitals spelling the initials of a value ("flights from LA" for `Los Angeles`), not of a hyphenated name', () => {
    const flights = buildSchemaIndex({
      tables: [
        {
          name: 'flight',
          rowCount: 3,
          columns: [
            column('flno', 'number', 3),
            { ...column('origin', 'text', 3), values: ['Los Angeles', 'Chicago', 'Sao Paulo-Guarulhos'] },
          ],
        },
      ],
      relationships: [],
    });
    const sqlOf = (question: string) => {
      const t = translateQuestion({ question, schema: flights });
      return t.understood && t.sql;
    };
    expect(sqlOf('How many flights are from LA?')).toContain(`"origin" = 'Los Angeles'`);
    expect(sqlOf('How many flights are from SP?')).not.toContain('Sao');
    // Two values spelt by the same capitals: neither is read.
    const twice = buildSchemaIndex({
      tables: [
        {
          name: 'flight',
          rowCount: 3,
          columns: [
            column('flno', 'number', 3),
            { ...column('origin', 'text', 3), values: ['Los Angeles', 'Lake Arrowhead', 'Chicago'] },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many flights are from LA?', schema: twice });
    expect(t.understood && t.sql).not.toMatch(/Los Angeles|Lake Arrowhead/);
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
    expect(sqlOf('How many players are in each team?')).toContain('GROUP BY T2."team_name"');
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
    expect(sqlOf('What is the name of the department with the most students minoring in it?')).toContain(
      'FROM "Department" AS T1 JOIN "Minor_in" AS T2 ON T1."DNO" = T2."DNO" JOIN "Student" AS T3',
    );
  });

  it('routes a NOT IN subquery through the table the question names ("no students minoring in it")', () => {
    expect(sqlOf('What is the name of the department that has no students minoring in it?')).toContain(
      'NOT IN (SELECT S1."DNO" FROM "Minor_in" AS S1 JOIN "Student" AS S2',
    );
  });
});

describe('the rows referring to the main table', () => {
  const store = buildSchemaIndex({
    tables: [
      {
        name: 'Products',
        rowCount: 3,
        columns: [column('product_id', 'number', 3), column('product_name', 'text', 3)],
      },
      {
        name: 'Order_Items',
        rowCount: 6,
        columns: [column('order_item_id', 'number', 6), column('product_id', 'number', 3)],
      },
      {
        name: 'Product_Suppliers',
        rowCount: 4,
        columns: [column('product_id', 'number', 3), column('supplier_id', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'Order_Items',
        fromColumn: 'product_id',
        toTable: 'Products',
        toColumn: 'product_id',
        source: 'inferred',
      },
      {
        fromTable: 'Product_Suppliers',
        fromColumn: 'product_id',
        toTable: 'Products',
        toColumn: 'product_id',
        source: 'inferred',
      },
    ],
  });

  it('counts the referring rows a word names for "the product ordered most often", even when its key is asked', () => {
    const t = translateQuestion({
      question: 'Give the product id for the product that was ordered most frequently.',
      schema: store,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."product_id" FROM "Products" AS T1 JOIN "Order_Items" AS T2 ON T1."product_id" = T2."product_id" GROUP BY T1."product_id", T1."product_name" ORDER BY count(*) DESC LIMIT 1',
    );
  });

  it('counts the referring rows for "the least frequent type" read as the type table\'s own code', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'Ref_Detention_Type',
          rowCount: 3,
          columns: [
            column('detention_type_code', 'text', 3),
            column('detention_type_description', 'text', 3),
          ],
        },
        {
          name: 'Detention',
          rowCount: 9,
          columns: [column('detention_id', 'number', 9), column('detention_type_code', 'text', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'Detention',
          fromColumn: 'detention_type_code',
          toTable: 'Ref_Detention_Type',
          toColumn: 'detention_type_code',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the code and description of the least frequent detention type?',
      schema: school,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."detention_type_code", T1."detention_type_description" FROM "Ref_Detention_Type" AS T1 JOIN "Detention" AS T2 ON T1."detention_type_code" = T2."detention_type_code" GROUP BY T1."detention_type_code", T1."detention_type_description" ORDER BY count(*) ASC LIMIT 1',
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

describe('rows with related rows', () => {
  it('reads "students who have president votes" as the students a vote column refers to', () => {
    const voting = buildSchemaIndex({
      tables: [
        { name: 'student', rowCount: 4, columns: [column('stu_id', 'number', 4), column('name', 'text', 4)] },
        {
          name: 'ballot',
          rowCount: 3,
          columns: [column('stu_id', 'number', 3), column('president_vote', 'number', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'ballot',
          fromColumn: 'stu_id',
          toTable: 'student',
          toColumn: 'stu_id',
          source: 'inferred',
        },
        {
          fromTable: 'ballot',
          fromColumn: 'president_vote',
          toTable: 'student',
          toColumn: 'stu_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the names of students who have president votes?',
      schema: voting,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "name" FROM "student" WHERE "stu_id" IN (SELECT S1."president_vote" FROM "ballot" AS S1 WHERE S1."president_vote" IS NOT NULL)',
    );
  });
  it('reads a table after "related to" as rows that have related rows there', () => {
    const park = buildSchemaIndex({
      tables: [
        {
          name: 'attraction',
          rowCount: 4,
          columns: [column('attraction_id', 'number', 4), column('name', 'text', 4)],
        },
        {
          name: 'royal_family',
          rowCount: 2,
          columns: [column('royal_family_id', 'number', 2), column('attraction_id', 'number', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'royal_family',
          fromColumn: 'attraction_id',
          toTable: 'attraction',
          toColumn: 'attraction_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the names of attractions related to royal family?',
      schema: park,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT DISTINCT T1."name" FROM "attraction" AS T1 JOIN "royal_family" AS T2 ON T1."attraction_id" = T2."attraction_id"',
    );
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

describe('conditions on the rows compared against', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 4,
        columns: [
          column('wine_id', 'number', 4),
          column('name', 'text', 4),
          { ...column('grape', 'text', 2), values: ['Syrah', 'Merlot'] },
          column('year', 'number', 3),
          column('price', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: cellar });
    return t.understood ? t.sql : t.reason;
  };

  it('narrows the aggregate by a year and by a clause on the noun after "any"', () => {
    expect(ask('Give the names of wines with prices above any wine produced in 2006.')).toBe(
      'SELECT "name" FROM "wine" WHERE "price" > (SELECT max("price") FROM "wine" WHERE "year" = 2006)',
    );
    expect(
      ask('List the names of wines whose price is lower than any price of those wines whose grape is Syrah.'),
    ).toBe(
      `SELECT "name" FROM "wine" WHERE "price" < (SELECT min("price") FROM "wine" WHERE "grape" = 'Syrah')`,
    );
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

describe('years', () => {
  it('reads "in 2016" on the year of the one table linking the main table to others', () => {
    const shop = buildSchemaIndex({
      tables: [
        {
          name: 'member',
          rowCount: 3,
          columns: [column('member_id', 'number', 3), column('name', 'text', 3)],
        },
        {
          name: 'branch',
          rowCount: 2,
          columns: [column('branch_id', 'number', 2), column('city', 'text', 2)],
        },
        {
          name: 'registration',
          rowCount: 3,
          columns: [
            column('member_id', 'number', 3),
            column('branch_id', 'number', 2),
            column('register_year', 'number', 3),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'registration',
          fromColumn: 'member_id',
          toTable: 'member',
          toColumn: 'member_id',
          source: 'inferred',
        },
        {
          fromTable: 'registration',
          fromColumn: 'branch_id',
          toTable: 'branch',
          toColumn: 'branch_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'Show the names of members who joined a branch in 2016.',
      schema: shop,
    });
    expect(t.understood && t.sql).toContain('"register_year" = 2016');
  });
});

describe('numbers beside a word', () => {
  it('reads "in room 108" on the one numeric column whose name ends in the word', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'pupils',
          rowCount: 3,
          columns: [
            column('last_name', 'text', 3),
            column('grade', 'number', 3),
            column('Classroom', 'number', 3),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'What are the last names of pupils in room 108?',
      schema: school,
    });
    expect(t.understood && t.sql).toBe('SELECT "last_name" FROM "pupils" WHERE "Classroom" = 108');
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

describe('comparatives that name a measure', () => {
  it('reads "longer than 3000" on a length column', () => {
    const parks = buildSchemaIndex({
      tables: [
        {
          name: 'coaster',
          rowCount: 3,
          columns: [column('name', 'text', 3), column('length', 'number', 3), column('speed', 'number', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'Which coasters are longer than 3000?', schema: parks });
    expect(t.understood && t.sql).toContain('"length" > 3000');
  });
});

describe('ranges', () => {
  const staff = buildSchemaIndex({
    tables: [
      {
        name: 'employees',
        rowCount: 3,
        columns: [column('phone', 'text', 3), column('salary', 'number', 3), column('bonus', 'number', 3)],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: staff });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "in the range of 8000 and 12000" as BETWEEN', () => {
    expect(
      sqlOf('What are the phones of employees whose salary is in the range of 8000 and 12000?'),
    ).toContain('"salary" BETWEEN 8000 AND 12000');
  });

  it('declines a difference it cannot compute rather than leave it out', () => {
    expect(sqlOf('Show the difference between salary and bonus of employees.')).toMatch(/^declined/);
  });
});

describe('sort directions said in words', () => {
  const people = buildSchemaIndex({
    tables: [
      {
        name: 'people',
        rowCount: 3,
        columns: [
          column('people_id', 'number', 3),
          column('name', 'text', 3),
          { ...column('date_of_birth', 'text', 3), kind: 'date', type: 'DATE' },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: people });
    return t.understood ? t.sql : t.reason;
  };

  it('sorts births from old to young ascending, and "starting from the most recent" descending', () => {
    expect(ask('List the names of people in the order of their date of birth from old to young.')).toBe(
      'SELECT "name" FROM "people" ORDER BY "date_of_birth" ASC',
    );
    expect(
      ask('List the names of people in the order of their date of birth starting from the most recent one.'),
    ).toBe('SELECT "name" FROM "people" ORDER BY "date_of_birth" DESC');
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

describe('a group named by part of a column named before', () => {
  const sales = buildSchemaIndex({
    tables: [
      {
        name: 'Orders',
        rowCount: 4,
        columns: [column('order_id', 'number', 4), column('region_code', 'text', 2)],
      },
      {
        name: 'Invoices',
        rowCount: 4,
        columns: [
          column('invoice_id', 'number', 4),
          column('order_id', 'number', 4),
          column('payment_method_code', 'text', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Invoices',
        fromColumn: 'order_id',
        toTable: 'Orders',
        toColumn: 'order_id',
        source: 'inferred',
      },
    ],
  });

  it('groups "for each code" by the payment method codes already named', () => {
    const t = translateQuestion({
      question: 'Show all payment method codes and the number of orders for each code.',
      schema: sales,
    });
    expect(t.understood && t.sql).not.toContain('region_code');
    expect(t.understood && t.sql).toContain('GROUP BY T2."payment_method_code"');
  });
});

describe('a literal in a description', () => {
  it('reads "described with the prefix" as the start of the description of the table named before', () => {
    const docs = buildSchemaIndex({
      tables: [
        {
          name: 'document_types',
          rowCount: 3,
          columns: [column('document_type_code', 'text', 3), column('document_description', 'text', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: "Which document type is described with the prefix 'Initial'?",
      schema: docs,
    });
    expect(t.understood && t.sql).toContain(`WHERE "document_description" ILIKE 'Initial%'`);
  });
});

describe('a value followed by its column', () => {
  it('reads "Atlanta city" as the city Atlanta, not a typo of "Atlantic City"', () => {
    const parks = buildSchemaIndex({
      tables: [
        {
          name: 'park',
          rowCount: 2,
          columns: [
            column('park_id', 'number', 2),
            { ...column('city', 'text', 2), values: ['Atlanta', 'Boston'] },
          ],
        },
        {
          name: 'player',
          rowCount: 2,
          columns: [
            column('player_id', 'number', 2),
            { ...column('birth_city', 'text', 2), values: ['Atlantic City', 'Denver'] },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many parks are there in Atlanta city?', schema: parks });
    expect(t.understood && t.sql).toContain(`"city" = 'Atlanta'`);
  });
});

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
    const tables = ['artist', 'Manufacturers', 'College', 'Visitors', 'Faculty', 'Student', 'Physician'].map(
      (name) => ({
        name,
        rowCount: 3,
        columns: [column(`${name}_id`, 'number', 3), column('name', 'text', 3)],
      }),
    );
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
  });
});

describe('verbs of a clause', () => {
  const shows = buildSchemaIndex({
    tables: [
      {
        name: 'performance',
        rowCount: 3,
        columns: [
          column('Performance_ID', 'number', 3),
          column('Location', 'text', 3),
          column('Attendance', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: shows });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('does not read "they attended" as the Attendance column', () => {
    expect(ask('Show the locations of the performances they attended.')).toBe(
      'SELECT "Location" FROM "performance"',
    );
  });
});

describe('a table named as a kind of the table it refers to', () => {
  const link = (table: string) => ({
    fromTable: 'Product_Characteristics',
    fromColumn: `${table.toLowerCase().replace(/s$/, '')}_id`,
    toTable: table,
    toColumn: `${table.toLowerCase().replace(/s$/, '')}_id`,
    source: 'inferred' as const,
  });
  const catalog = buildSchemaIndex({
    tables: [
      {
        name: 'Characteristics',
        rowCount: 4,
        columns: [column('characteristic_id', 'number', 4), column('characteristic_name', 'text', 4)],
      },
      {
        name: 'Product_Characteristics',
        rowCount: 6,
        columns: [
          column('product_id', 'number', 3),
          column('characteristic_id', 'number', 4),
          column('product_characteristic_value', 'text', 5),
        ],
      },
      {
        name: 'Products',
        rowCount: 3,
        columns: [column('product_id', 'number', 3), column('product_name', 'text', 3)],
      },
    ],
    relationships: [link('Characteristics'), link('Products')],
  });

  it('lists the referenced rows themselves ("the names of the product characteristics")', () => {
    const t = translateQuestion({
      question: 'What are the different names of the product characteristics?',
      schema: catalog,
    });
    expect(t.understood && t.sql).toBe('SELECT DISTINCT "characteristic_name" FROM "Characteristics"');
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

describe('words hinting a column', () => {
  const cities = buildSchemaIndex({
    tables: [
      {
        name: 'city',
        rowCount: 3,
        columns: [
          column('city_id', 'number', 3),
          column('name', 'text', 3),
          column('population', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "residents" as the population', () => {
    const t = translateQuestion({
      question: 'What is the name of the city with the most residents?',
      schema: cities,
    });
    expect(t.understood && t.sql).toContain('ORDER BY "population" DESC');
  });
});

describe('how long a row lasts', () => {
  const channels = buildSchemaIndex({
    tables: [
      {
        name: 'contact_channel',
        rowCount: 4,
        columns: [
          column('channel_id', 'number', 4),
          column('channel_code', 'text', 4),
          { ...column('active_from_date', 'text', 4), kind: 'date', type: 'DATE' },
          { ...column('active_to_date', 'text', 4), kind: 'date', type: 'DATE' },
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: channels });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads a time span, a duration or a period as the later date minus the earlier', () => {
    expect(sqlOf('What is the average active time span of contact channels?')).toBe(
      'SELECT avg(("active_to_date" - "active_from_date")) AS "average_active_to_date" FROM "contact_channel"',
    );
    expect(sqlOf('Which channel code was active for the longest time?')).toBe(
      'SELECT "channel_code" FROM "contact_channel" ORDER BY ("active_to_date" - "active_from_date") DESC LIMIT 1',
    );
    expect(sqlOf('Return the channel code of the contact channel whose duration was the shortest.')).toBe(
      'SELECT "channel_code" FROM "contact_channel" ORDER BY ("active_to_date" - "active_from_date") ASC LIMIT 1',
    );
  });
});

describe('a superlative before "number of"', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'department',
        rowCount: 3,
        columns: [column('dept_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          column('title', 'text', 3),
          column('dept_id', 'number', 2),
        ],
      },
      {
        name: 'classroom',
        rowCount: 3,
        columns: [column('room_id', 'number', 3), column('capacity', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'course',
        fromColumn: 'dept_id',
        toTable: 'department',
        toColumn: 'dept_id',
        source: 'inferred',
      },
    ],
  });

  it('counts after "the largest number of", rather than ranking by a size', () => {
    const t = translateQuestion({
      question: 'Which department offers the largest number of courses?',
      schema: school,
    });
    expect(t.understood && t.sql).toMatch(/ORDER BY count\(\*\) DESC LIMIT 1$/);
  });
});

describe('superlatives about time', () => {
  const date = (name: string) => ({ ...column(name, 'text', 3), kind: 'date' as const, type: 'DATE' });
  const office = buildSchemaIndex({
    tables: [
      {
        name: 'minister',
        rowCount: 3,
        columns: [
          column('minister_id', 'number', 3),
          column('name', 'text', 3),
          column('took_office', 'number', 3),
          column('left_office', 'number', 3),
        ],
      },
      {
        name: 'customer',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'policy',
        rowCount: 3,
        columns: [
          column('policy_id', 'number', 3),
          column('customer_id', 'number', 2),
          date('start_date'),
          date('end_date'),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'policy',
        fromColumn: 'customer_id',
        toTable: 'customer',
        toColumn: 'customer_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: office });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('ranks by the time named just before "the latest"', () => {
    expect(sqlOf('Which minister left office the latest?')).toBe(
      'SELECT "name" FROM "minister" ORDER BY "left_office" DESC LIMIT 1',
    );
  });

  it('ranks by the date a verb names of the related table just before "most recently"', () => {
    expect(sqlOf('Find the customer who started a policy most recently.')).toMatch(
      /ORDER BY T2\."start_date" DESC LIMIT 1$/,
    );
  });
});

describe('what a superlative ranks by', () => {
  const places = buildSchemaIndex({
    tables: [
      {
        name: 'city',
        rowCount: 3,
        columns: [
          column('city_id', 'number', 3),
          column('city', 'text', 3),
          column('regional_population', 'number', 3),
        ],
      },
      {
        name: 'product',
        rowCount: 3,
        columns: [
          column('product_id', 'number', 3),
          column('product_name', 'text', 3),
          column('product_price', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: places });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('ranks the rows named after the superlative by the column after "in terms of"', () => {
    expect(sqlOf('What are the three largest cities in terms of regional population?')).toBe(
      'SELECT "city" FROM "city" ORDER BY "regional_population" DESC LIMIT 3',
    );
  });

  it('reads "pricy" as a price', () => {
    expect(sqlOf('Tell me the name of the most pricy product.')).toBe(
      'SELECT "product_name" FROM "product" ORDER BY "product_price" DESC LIMIT 1',
    );
  });
});

describe('a value named by its spelling', () => {
  const groups = buildSchemaIndex({
    tables: [
      {
        name: 'workshop_groups',
        rowCount: 2,
        columns: [
          column('group_id', 'number', 2),
          { ...column('currency_code', 'text', 2), values: ['EU', 'USD'] },
          { ...column('region_code', 'text', 2), values: ['US', 'FR'] },
        ],
      },
    ],
    relationships: [],
  });

  it('reads "used" as a verb, not the code US its stem shares', () => {
    const t = translateQuestion({
      question: 'Find the number of distinct currency codes used in workshop groups.',
      schema: groups,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT count(DISTINCT "currency_code") AS "distinct_currency_code" FROM "workshop_groups"',
    );
  });

  it('still reads the code as it is spelt', () => {
    const t = translateQuestion({ question: 'How many workshop groups are in US?', schema: groups });
    expect(t.understood && t.sql).toContain(`"region_code" = 'US'`);
  });

  it('takes no word for a typo of a much longer value whose stem is near it', () => {
    const tracks = buildSchemaIndex({
      tables: [
        {
          name: 'tracks',
          rowCount: 2,
          columns: [
            column('track_id', 'number', 2),
            { ...column('name', 'text', 2), values: ['Californication', 'Yesterday'] },
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many tracks are from California?', schema: tracks });
    expect(t.understood && t.sql).not.toContain('Californication');
  });
});

describe('values listed together', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'genre',
        rowCount: 2,
        columns: [
          column('genre_id', 'number', 2),
          { ...column('name', 'text', 2), values: ['Latin', 'Pop'] },
        ],
      },
      {
        name: 'album',
        rowCount: 2,
        columns: [
          column('album_id', 'number', 2),
          { ...column('title', 'text', 2), values: ['Pop', 'Blue'] },
        ],
      },
      {
        name: 'track',
        rowCount: 4,
        columns: [
          column('track_id', 'number', 4),
          column('genre_id', 'number', 2),
          column('album_id', 'number', 2),
          column('milliseconds', 'number', 4),
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
      {
        fromTable: 'track',
        fromColumn: 'album_id',
        toTable: 'album',
        toColumn: 'album_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "Latin and Pop tracks" as one column\'s values, the tracks of either (a track has one genre)', () => {
    const t = translateQuestion({
      question: 'Find the average milliseconds of Latin and Pop tracks.',
      schema: music,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT avg(T1."milliseconds") AS "average_milliseconds" FROM "track" AS T1 JOIN "genre" AS T2 ON T1."genre_id" = T2."genre_id" WHERE T2."name" IN ('Latin', 'Pop')`,
    );
  });

  it('keeps "both" as rows with each value', () => {
    const t = translateQuestion({ question: 'Which albums have both Latin and Pop tracks?', schema: music });
    expect(t.understood && t.sql).not.toContain(`IN ('Latin', 'Pop')`);
  });
});

describe('rows counted past a shared parent', () => {
  const league = buildSchemaIndex({
    tables: [
      { name: 'team', rowCount: 2, columns: [column('team_id', 'number', 2), column('name', 'text', 2)] },
      {
        name: 'player',
        rowCount: 3,
        columns: [
          column('player_id', 'number', 3),
          column('player', 'text', 3),
          column('team_id', 'number', 2),
        ],
      },
      {
        name: 'match_season',
        rowCount: 4,
        columns: [
          column('season', 'number', 4),
          column('player', 'text', 4),
          column('position', 'text', 2),
          column('team_id', 'number', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'player',
        fromColumn: 'team_id',
        toTable: 'team',
        toColumn: 'team_id',
        source: 'inferred',
      },
      {
        fromTable: 'match_season',
        fromColumn: 'team_id',
        toTable: 'team',
        toColumn: 'team_id',
        source: 'inferred',
      },
    ],
  });

  it('counts the rows of the table that names the players, not players paired with every season of their team', () => {
    const t = translateQuestion({ question: 'How many players played each position?', schema: league });
    expect(t.understood && t.sql).toBe(
      'SELECT "position", count(*) AS "number_of_match_season" FROM "match_season" GROUP BY "position"',
    );
  });
});

describe('a bound on rows each row refers to once', () => {
  it('reads "policy types chosen by more than 2 customers" as types with more than 2 policies', () => {
    const insurance = buildSchemaIndex({
      tables: [
        {
          name: 'customers',
          rowCount: 3,
          columns: [column('customer_id', 'number', 3), column('name', 'text', 3)],
        },
        {
          name: 'policies',
          rowCount: 5,
          columns: [
            column('policy_id', 'number', 5),
            column('customer_id', 'number', 3),
            column('policy_type_code', 'text', 2),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'policies',
          fromColumn: 'customer_id',
          toTable: 'customers',
          toColumn: 'customer_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'Which types of policy are chosen by more than 2 customers? Give me the policy type codes.',
      schema: insurance,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "policy_type_code" FROM "policies" GROUP BY "policy_type_code" HAVING count(*) > 2',
    );
  });
});

describe('a yes/no column', () => {
  const decided: ColumnProfile = {
    ...column('decision', 'text', 2),
    type: 'BOOLEAN',
    kind: 'boolean',
    values: ['true', 'false'],
  };
  const tryouts = buildSchemaIndex({
    tables: [
      {
        name: 'Tryout',
        rowCount: 4,
        columns: [column('pID', 'number', 4), column('pPos', 'text', 3), decided],
      },
    ],
    relationships: [],
  });

  it('reads "yes" as its true value', () => {
    const t = translateQuestion({
      question: 'How many students got a tryout decision of yes?',
      schema: tryouts,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT count(*) AS "number_of_Tryout" FROM "Tryout" WHERE "decision" = \'true\'',
    );
  });
});

describe('aggregates and sort keys around other words', () => {
  const stats = buildSchemaIndex({
    tables: [
      {
        name: 'weather',
        rowCount: 3,
        columns: [
          column('zip_code', 'number', 3),
          column('mean_temperature', 'number', 3),
          column('max_temperature', 'number', 3),
        ],
      },
      {
        name: 'companies',
        rowCount: 3,
        columns: [
          column('company_id', 'number', 3),
          column('name', 'text', 3),
          column('industry', 'text', 2),
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: stats });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "the average mean temperature" as the average of the column `mean_temperature`', () => {
    expect(sqlIn('For each zip code, what is the average mean temperature?')).toBe(
      'SELECT "zip_code", avg("mean_temperature") AS "average_mean_temperature" FROM "weather" GROUP BY "zip_code"',
    );
  });

  it('reads "in which the average … is the lowest" as groups ranked by the average', () => {
    expect(sqlIn('What is the zip code in which the average max temperature is the lowest?')).toBe(
      'SELECT "zip_code" FROM "weather" GROUP BY "zip_code" ORDER BY avg("max_temperature") ASC LIMIT 1',
    );
  });

  it('reads "sort X in descending order of the count of Y" as sorted by the count, which is not shown', () => {
    expect(
      sqlIn('Sort all the industries in descending order of the count of companies in each industry'),
    ).toBe('SELECT "industry" FROM "companies" GROUP BY "industry" ORDER BY count(*) DESC');
  });
});

describe('verbs that name no column asked for', () => {
  const work = buildSchemaIndex({
    tables: [
      {
        name: 'Staff',
        rowCount: 3,
        columns: [
          column('staff_id', 'number', 3),
          { ...column('first_name', 'text', 3), values: ['Rylan', 'Ada', 'Bo'] },
          column('last_name', 'text', 3),
        ],
      },
      {
        name: 'Problem_Log',
        rowCount: 3,
        columns: [
          column('problem_log_id', 'number', 3),
          column('log_entry_date', 'text', 3),
          column('assigned_to_staff_id', 'number', 3),
        ],
      },
      {
        name: 'Product',
        rowCount: 3,
        columns: [column('product_id', 'number', 3), column('product_name', 'text', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'Problem_Log',
        fromColumn: 'assigned_to_staff_id',
        toTable: 'Staff',
        toColumn: 'staff_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "assigned to" and "named <value>" as the relationship and the condition, not columns shown', () => {
    const t = translateQuestion({
      question: 'Which log ids and log entry dates are assigned to the staff named Rylan?',
      schema: work,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T2."problem_log_id", T2."log_entry_date" FROM "Staff" AS T1 JOIN "Problem_Log" AS T2 ON T1."staff_id" = T2."assigned_to_staff_id" WHERE T1."first_name" = \'Rylan\'',
    );
  });
});

describe('"the one" as a pronoun', () => {
  const flights = buildSchemaIndex({
    tables: [
      {
        name: 'flight',
        rowCount: 3,
        columns: [column('flno', 'number', 3), column('distance', 'number', 3), column('price', 'number', 3)],
      },
    ],
    relationships: [],
  });

  it('reads "for the one with the maximum price" as the row ranked, not a value 1', () => {
    const t = translateQuestion({
      question: 'What is the flno and its distance for the one with the maximum price?',
      schema: flights,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "flno", "distance" FROM "flight" ORDER BY "price" DESC LIMIT 1',
    );
  });
});

describe('the rows asked about, named beside a column shown', () => {
  const parties = buildSchemaIndex({
    tables: [
      {
        name: 'party',
        rowCount: 3,
        columns: [
          column('party_id', 'number', 3),
          column('minister', 'text', 3),
          column('party_name', 'text', 3),
          column('took_office', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "ministers and parties" and "the party and its minister" as the parties\' names too', () => {
    const sqlIn = (question: string) => {
      const t = translateQuestion({ question, schema: parties });
      return t.understood ? t.sql : t.reason;
    };
    expect(sqlIn('Show all ministers and parties in descending order of took office.')).toBe(
      'SELECT "party_name", "minister" FROM "party" ORDER BY "took_office" DESC',
    );
    expect(sqlIn('Which party has the latest took office? Return the party and its minister.')).toBe(
      'SELECT "party_name", "minister" FROM "party" ORDER BY "took_office" DESC LIMIT 1',
    );
  });
});

describe('verbs of a clause after the rows they are about', () => {
  const mills = buildSchemaIndex({
    tables: [
      { name: 'architect', rowCount: 3, columns: [column('id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'mill',
        rowCount: 3,
        columns: [
          column('mill_id', 'number', 3),
          column('name', 'text', 3),
          column('built_year', 'number', 3),
          column('architect_id', 'number', 3),
          column('attendance', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'mill',
        fromColumn: 'architect_id',
        toTable: 'architect',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: mills });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "the mills built by" as a verb, not the column `built_year`', () => {
    expect(sqlIn('What are the names of the mills built by architects?')).not.toContain('built_year');
  });

  it('reads "the mills they built" as a verb, not the column `built_year`', () => {
    expect(sqlIn('Show the names of architects and the names of mills they built.')).not.toContain(
      'built_year',
    );
  });
});

describe('a count asked of the most common group', () => {
  const customers = buildSchemaIndex({
    tables: [
      {
        name: 'Customers',
        rowCount: 3,
        columns: [
          column('customer_id', 'number', 3),
          column('customer_name', 'text', 3),
          column('customer_type_code', 'text', 2),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "How many customers are there in the customer type with the most customers?" as the count alone', () => {
    const t = translateQuestion({
      question: 'How many customers are there in the customer type with the most customers?',
      schema: customers,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT count(*) AS "number_of_Customers" FROM "Customers" GROUP BY "customer_type_code" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('a superlative inside a column name', () => {
  const charts = buildSchemaIndex({
    tables: [
      {
        name: 'artist',
        rowCount: 3,
        columns: [column('artist_id', 'number', 3), column('famous_title', 'text', 3)],
      },
      {
        name: 'volume',
        rowCount: 3,
        columns: [
          column('volume_id', 'number', 3),
          column('artist_id', 'number', 3),
          column('weeks_on_top', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'volume',
        fromColumn: 'artist_id',
        toTable: 'artist',
        toColumn: 'artist_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "weeks on top" before another mention of the table as the column, not a ranking', () => {
    const t = translateQuestion({
      question:
        'Show the famous titles of artists with volumes that lasted more than 2 weeks on top and volumes that lasted less than 2 weeks on top.',
      schema: charts,
    });
    expect(t.understood && t.sql).not.toContain('ORDER BY');
    expect(t.understood && t.sql).toContain('INTERSECT');
  });
});

describe('rows that have been rows of another table', () => {
  const towns = buildSchemaIndex({
    tables: [
      { name: 'town', rowCount: 3, columns: [column('town_id', 'number', 3), column('town', 'text', 3)] },
      {
        name: 'weather',
        rowCount: 3,
        columns: [column('town_id', 'number', 3), column('rainfall', 'number', 3)],
      },
      {
        name: 'hosting_town',
        rowCount: 3,
        columns: [column('year', 'number', 3), column('host_town', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'weather',
        fromColumn: 'town_id',
        toTable: 'town',
        toColumn: 'town_id',
        source: 'inferred',
      },
      {
        fromTable: 'hosting_town',
        fromColumn: 'host_town',
        toTable: 'town',
        toColumn: 'town_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: towns });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "have been once host towns" as towns with hosting rows', () => {
    expect(sqlOf('Which towns have a rainfall below 10 and have been once host towns?')).toContain(
      'JOIN "hosting_town"',
    );
  });

  it('reads "or have served as host towns" as an alternative to a condition on other rows', () => {
    expect(sqlOf('Which towns have a rainfall above 10 or have once served as host towns?')).toBe(
      'SELECT DISTINCT "town" FROM "town" WHERE ("town_id" IN (SELECT S1."town_id" FROM "weather" AS S1 WHERE S1."rainfall" > 10 AND S1."town_id" IS NOT NULL) OR "town_id" IN (SELECT S1."host_town" FROM "hosting_town" AS S1 WHERE S1."host_town" IS NOT NULL))',
    );
  });
});

describe('a superlative on related rows', () => {
  it('keeps every row related to the extreme one when several are asked for', () => {
    expect(sql('What are the names of ships commanded by the youngest captain?')).toContain(
      'WHERE T2."age" = (SELECT min("age") FROM "captain")',
    );
  });

  it('reads "that do not have the youngest captain" as no related row being the extreme one', () => {
    expect(sql('What are the names of ships that do not have the youngest captain?')).toBe(
      'SELECT "name" FROM "ship" WHERE "ship_id" NOT IN (SELECT S1."ship_id" FROM "captain" AS S1 WHERE S1."age" = (SELECT min("age") FROM "captain") AND S1."ship_id" IS NOT NULL)',
    );
  });

  it('keeps the one row when one is asked for', () => {
    expect(sql('What is the name of the ship commanded by the youngest captain?')).toMatch(
      /ORDER BY T\d\."age" ASC LIMIT 1$/,
    );
  });
});

describe('a date compared with the dates of other rows', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'customer_addresses',
        rowCount: 3,
        columns: [
          column('customer_id', 'number', 3),
          { ...column('date_from', 'text', 3), kind: 'date', type: 'DATE' },
        ],
      },
      {
        name: 'customer_orders',
        rowCount: 3,
        columns: [
          column('order_id', 'number', 3),
          column('customer_id', 'number', 3),
          { ...column('order_date', 'text', 3), kind: 'date', type: 'DATE' },
          { ...column('order_status', 'text', 2), values: ['Cancelled', 'Done'] },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'customer_addresses',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
      {
        fromTable: 'customer_orders',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "made an order after some orders that were Cancelled" on the orders\' own date', () => {
    const t = translateQuestion({
      question: 'Find the ids of customers who made an order after some orders that were Cancelled.',
      schema: shop,
    });
    expect(t.understood && t.sql).toContain(
      '."order_date" > (SELECT min("order_date") FROM "customer_orders"',
    );
  });
});

describe('a value naming the kind of related rows', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'student',
        rowCount: 3,
        columns: [
          column('student_id', 'number', 3),
          column('name', 'text', 3),
          { ...column('dept_name', 'text', 2), values: ['Biology', 'History'] },
        ],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          column('title', 'text', 3),
          { ...column('dept_name', 'text', 2), values: ['Biology', 'History'] },
        ],
      },
      {
        name: 'takes',
        rowCount: 3,
        columns: [
          column('student_id', 'number', 3),
          column('course_id', 'number', 3),
          column('semester', 'text', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'takes',
        fromColumn: 'student_id',
        toTable: 'student',
        toColumn: 'student_id',
        source: 'inferred',
      },
      {
        fromTable: 'takes',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "Biology courses" as courses of Biology, not students of Biology', () => {
    expect(sqlOf("What are the names of students who haven't taken any Biology courses?")).toContain(
      'JOIN "course" AS S2 ON S1."course_id" = S2."course_id" WHERE S2."dept_name" = \'Biology\'',
    );
  });
});

describe('a table named after a negation', () => {
  const party = buildSchemaIndex({
    tables: [
      {
        name: 'member',
        rowCount: 3,
        columns: [column('member_id', 'number', 3), column('member_name', 'text', 3)],
      },
      {
        name: 'party_events',
        rowCount: 3,
        columns: [
          column('event_id', 'number', 3),
          column('event_name', 'text', 3),
          column('member_in_charge_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'party_events',
        fromColumn: 'member_in_charge_id',
        toTable: 'member',
        toColumn: 'member_id',
        source: 'inferred',
      },
    ],
  });

  it('is what the rows lack even with a column named in between ("not in charge of any event")', () => {
    const t = translateQuestion({
      question: 'Show all member names who are not in charge of any event.',
      schema: party,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "member_name" FROM "member" WHERE "member_id" NOT IN (SELECT S1."member_in_charge_id" FROM "party_events" AS S1 WHERE S1."member_in_charge_id" IS NOT NULL)',
    );
  });
});

describe('a total over rows that have related rows', () => {
  const social = buildSchemaIndex({
    tables: [
      {
        name: 'users',
        rowCount: 3,
        columns: [column('uid', 'number', 3), column('name', 'text', 3), column('followers', 'number', 3)],
      },
      {
        name: 'tweets',
        rowCount: 5,
        columns: [column('tweet_id', 'number', 5), column('uid', 'number', 3), column('body', 'text', 5)],
      },
    ],
    relationships: [
      { fromTable: 'tweets', fromColumn: 'uid', toTable: 'users', toColumn: 'uid', source: 'inferred' },
    ],
  });

  it('counts each row once however many related rows it has (no join)', () => {
    const t = translateQuestion({
      question: 'Find the average number of followers for the users who had some tweets.',
      schema: social,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT avg("followers") AS "average_followers" FROM "users" WHERE "uid" IN (SELECT S1."uid" FROM "tweets" AS S1 WHERE S1."uid" IS NOT NULL)',
    );
  });
});

describe('a word of the question that a name in the data also spells', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'genres',
        rowCount: 2,
        columns: [column('id', 'number', 2), { ...column('name', 'text', 2), values: ['Rock', 'Jazz'] }],
      },
      {
        name: 'tracks',
        rowCount: 500,
        columns: [
          column('track_id', 'number', 500),
          { ...column('name', 'text', 500), values: ['Belong', 'Angel'] },
          column('genre_id', 'number', 2),
        ],
      },
    ],
    relationships: [
      { fromTable: 'tracks', fromColumn: 'genre_id', toTable: 'genres', toColumn: 'id', source: 'inferred' },
    ],
  });

  it('reads "belongs" as a verb, not the track named "Belong"', () => {
    const t = translateQuestion({
      question: 'List the name of tracks belongs to genre Rock.',
      schema: music,
    });
    expect(t.understood && t.sql).not.toContain('Belong');
    expect(t.understood && t.sql).toContain("= 'Rock'");
  });
});

describe('a 0/1 column given a value in digits', () => {
  const catalog = buildSchemaIndex({
    tables: [
      {
        name: 'attribute',
        rowCount: 3,
        columns: [
          column('attribute_id', 'number', 3),
          column('attribute_name', 'text', 3),
          { ...column('attribute_value', 'number', 2), min: '0', max: '1' },
        ],
      },
    ],
    relationships: [],
  });

  it('compares with the value rather than reading "with <flag>" as its yes', () => {
    const t = translateQuestion({
      question: 'Find the names of attributes with attribute value 0.',
      schema: catalog,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "attribute_name" FROM "attribute" WHERE "attribute_value" = 0',
    );
  });
});

describe('a bound on "the number of <related rows>"', () => {
  const music = buildSchemaIndex({
    tables: [
      { name: 'albums', rowCount: 3, columns: [column('id', 'number', 3), column('title', 'text', 3)] },
      {
        name: 'tracks',
        rowCount: 5,
        columns: [column('id', 'number', 5), column('name', 'text', 5), column('album_id', 'number', 3)],
      },
    ],
    relationships: [
      { fromTable: 'tracks', fromColumn: 'album_id', toTable: 'albums', toColumn: 'id', source: 'inferred' },
    ],
  });

  it('keeps the rows whose related rows, counted, meet the bound', () => {
    const t = translateQuestion({
      question: 'List the title of albums whose number of tracks is greater than 10.',
      schema: music,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT T1\."title" FROM "albums" AS T1 JOIN "tracks" .* HAVING count\(\*\) > 10$/,
    );
  });
});

describe('"or after" followed by another year', () => {
  const wines = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 3,
        columns: [column('wine_id', 'number', 3), column('name', 'text', 3), column('year', 'number', 3)],
      },
    ],
    relationships: [],
  });

  it('starts a second comparison rather than widening the first', () => {
    const t = translateQuestion({
      question: 'Find the names of wines produced before the year of 2000 or after the year of 2010.',
      schema: wines,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "wine" WHERE ("year" < 2000 OR "year" > 2010)');
  });
});

describe('"most widely used"', () => {
  const fleet = buildSchemaIndex({
    tables: [
      {
        name: 'ship',
        rowCount: 4,
        columns: [column('ship_id', 'number', 4), column('name', 'text', 4), column('flag', 'text', 2)],
      },
    ],
    relationships: [],
  });

  it('reads like "most common": the value most rows hold', () => {
    const t = translateQuestion({
      question: 'Which flag is most widely used among all ships?',
      schema: fleet,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "flag" FROM "ship" GROUP BY "flag" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('the first or last row by its date', () => {
  const assets = buildSchemaIndex({
    tables: [
      {
        name: 'Assets',
        rowCount: 3,
        columns: [
          column('asset_id', 'number', 3),
          column('asset_make', 'text', 3),
          { ...column('asset_acquired_date', 'text', 3), kind: 'date', type: 'TIMESTAMP' },
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: assets });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "the first asset" as the earliest by its date and "the last asset" as the latest', () => {
    expect(sqlIn('When was the first asset acquired?')).toBe(
      'SELECT "asset_acquired_date" FROM "Assets" ORDER BY "asset_acquired_date" ASC LIMIT 1',
    );
    expect(sqlIn('What is the make of the last asset?')).toBe(
      'SELECT "asset_make" FROM "Assets" ORDER BY "asset_acquired_date" DESC LIMIT 1',
    );
  });
});

describe('the top values of a column', () => {
  it('reads "the top 3 highest ages" as those values, not the maximum', () => {
    expect(sql('What are the top 3 highest ages of captains?')).toBe(
      'SELECT "age" FROM "captain" ORDER BY "age" DESC LIMIT 3',
    );
  });
});

describe('extremes listed with commas', () => {
  it('reads "the highest, lowest, and average age" as three aggregates', () => {
    expect(sql('What is the highest, lowest, and average age of captains?')).toBe(
      'SELECT max("age") AS "maximum_age", min("age") AS "minimum_age", avg("age") AS "average_age" FROM "captain"',
    );
  });
});

describe('a count of rows named by a text column', () => {
  const seasons = buildSchemaIndex({
    tables: [
      {
        name: 'season',
        rowCount: 3,
        columns: [
          column('season_id', 'number', 3),
          column('player', 'text', 3),
          column('college', 'text', 2),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "colleges that have two or more players" as a count per college, not the names compared with 2', () => {
    const t = translateQuestion({
      question: 'What are the colleges that have two or more players?',
      schema: seasons,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "college" FROM "season" GROUP BY "college" HAVING count(*) >= 2',
    );
  });

  it('reads "the college with the most players" as the college with the most rows, not sorted by names', () => {
    const t = translateQuestion({
      question: 'What is the college with the most players?',
      schema: seasons,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "college" FROM "season" GROUP BY "college" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('an aggregate word a column name writes short', () => {
  const hr = buildSchemaIndex({
    tables: [
      {
        name: 'jobs',
        rowCount: 3,
        columns: [
          column('job_id', 'number', 3),
          column('job_title', 'text', 3),
          column('min_salary', 'number', 3),
          column('max_salary', 'number', 3),
        ],
      },
      {
        name: 'employees',
        rowCount: 5,
        columns: [
          column('employee_id', 'number', 5),
          column('job_id', 'number', 3),
          column('salary', 'number', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'employees',
        fromColumn: 'job_id',
        toTable: 'jobs',
        toColumn: 'job_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "jobs which minimum salary is greater than 9000" as the jobs\' own min_salary', () => {
    const t = translateQuestion({
      question: 'display the job title of jobs which minimum salary is greater than 9000.',
      schema: hr,
    });
    expect(t.understood && t.sql).toBe('SELECT "job_title" FROM "jobs" WHERE "min_salary" > 9000');
  });
});

describe('a word describing the rows named after it', () => {
  it('reads "music artists" as the artists, not also the music festival of another table', () => {
    const music = buildSchemaIndex({
      tables: [
        {
          name: 'artist',
          rowCount: 3,
          columns: [column('artist_id', 'number', 3), column('age', 'number', 3)],
        },
        {
          name: 'event',
          rowCount: 2,
          columns: [
            column('event_id', 'number', 2),
            column('music_festival', 'text', 2),
            column('artist_id', 'number', 2),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'event',
          fromColumn: 'artist_id',
          toTable: 'artist',
          toColumn: 'artist_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'What are the ages of all music artists?', schema: music });
    expect(t.understood && t.sql).toBe('SELECT "age" FROM "artist"');
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

describe('words for values', () => {
  const schema = buildSchemaIndex({
    tables: [
      {
        name: 'competition',
        rowCount: 4,
        columns: [
          column('competition_id', 'number', 4),
          { ...column('competition_type', 'text', 2), values: ['Friendly', 'Tournament'] },
          { ...column('country', 'text', 3), values: ['Ireland', 'Spain', 'Italy'] },
        ],
      },
      {
        name: 'customers',
        rowCount: 4,
        columns: [
          column('customer_id', 'number', 4),
          column('first_name', 'text', 4),
          { ...column('good_or_bad_customer', 'text', 2), values: ['good', 'bad'] },
        ],
      },
    ],
    relationships: [],
  });
  const sql = (question: string) => {
    const t = translateQuestion({ question, schema });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads a hyphenated compound of plain words as its words ("friendly-type")', () => {
    expect(sql('Which countries have friendly-type competitions?')).toContain(
      `"competition_type" = 'Friendly'`,
    );
  });

  it('reads a word that is a whole value of a column it names as the value ("good customers")', () => {
    expect(sql('What are the first names of the good customers?')).toContain(
      `"good_or_bad_customer" = 'good'`,
    );
    expect(sql('How many bad customers are there?')).toContain(`"good_or_bad_customer" = 'bad'`);
  });
});

describe('irregular past tenses', () => {
  const schema = buildSchemaIndex({
    tables: [
      {
        name: 'Staff',
        rowCount: 3,
        columns: [
          column('staff_id', 'number', 3),
          { ...column('first_name', 'text', 3), values: ['Janessa', 'Camylle', 'Kaitlin'] },
          column('date_of_birth', 'text', 3),
          column('date_left_staff', 'text', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "leave" for a column named by "left"', () => {
    const t = translateQuestion({ question: 'When did Janessa leave the staff?', schema });
    expect(t.understood && t.sql).toContain('SELECT "date_left_staff"');
  });
});

describe('state names for postal codes', () => {
  const schema = buildSchemaIndex({
    tables: [
      {
        name: 'College',
        rowCount: 3,
        columns: [
          { ...column('cName', 'text', 3), values: ['LSU', 'ASU', 'FSU'] },
          { ...column('state', 'text', 4), values: ['LA', 'AZ', 'FL', 'CA'] },
          column('enr', 'number', 3),
        ],
      },
      {
        name: 'song',
        rowCount: 2,
        columns: [{ ...column('title', 'text', 2), values: ['California Dreaming', 'Yesterday'] }],
      },
    ],
    relationships: [],
  });

  it('reads "Florida" as `FL` where the data holds postal codes', () => {
    const t = translateQuestion({ question: 'List the names of colleges in Florida.', schema });
    expect(t.understood && t.sql).toContain(`"state" = 'FL'`);
    // (Over a word inside a longer value.)
    const c = translateQuestion({ question: 'List the names of colleges in California.', schema });
    expect(c.understood && c.sql).toContain(`"state" = 'CA'`);
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

describe('attendees', () => {
  const shows = buildSchemaIndex({
    tables: [
      {
        name: 'performance',
        rowCount: 4,
        columns: [
          column('performance_id', 'number', 4),
          column('location', 'text', 4),
          column('attendance', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: shows });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads the number of attendees as an attendance column', () => {
    expect(sqlOf('What is the average number of attendees for performances?')).toBe(
      'SELECT avg("attendance") AS "average_attendance" FROM "performance"',
    );
    expect(sqlOf('What is the location of the performance with the highest number of attendees?')).toBe(
      'SELECT "location" FROM "performance" ORDER BY "attendance" DESC LIMIT 1',
    );
  });
});

describe('a count kept in a column, in total', () => {
  const furniture = buildSchemaIndex({
    tables: [
      {
        name: 'furniture',
        rowCount: 4,
        columns: [
          column('furniture_id', 'number', 4),
          column('name', 'text', 4),
          column('num_of_component', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('sums the column for "how many … in total"', () => {
    const t = translateQuestion({
      question: 'How many furniture components are there in total?',
      schema: furniture,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT sum("num_of_component") AS "total_num_of_component" FROM "furniture"',
    );
  });
});

describe('a measure kept as its highest and lowest', () => {
  const jobs = buildSchemaIndex({
    tables: [
      {
        name: 'jobs',
        rowCount: 4,
        columns: [
          column('job_id', 'number', 4),
          column('job_title', 'text', 4),
          column('min_salary', 'number', 4),
          column('max_salary', 'number', 4),
        ],
      },
      {
        name: 'weather',
        rowCount: 4,
        columns: [
          { ...column('date', 'text', 4), kind: 'date', type: 'DATE' },
          column('max_temperature_f', 'number', 4),
          column('min_temperature_f', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: jobs });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads a difference between them or their range as the highest minus the lowest', () => {
    expect(sqlOf('Show the job titles and the difference between minimum and maximum salaries.')).toBe(
      'SELECT "job_title", ("max_salary" - "min_salary") AS "max_salary_minus_min_salary" FROM "jobs"',
    );
    expect(sqlOf('What are the job titles and range of salaries?')).toBe(
      'SELECT "job_title", ("max_salary" - "min_salary") AS "max_salary_minus_min_salary" FROM "jobs"',
    );
    expect(
      sqlOf(
        'Find the day in which the difference between the max temperature and min temperature was the smallest. Also report the difference.',
      ),
    ).toBe(
      'SELECT "date", ("max_temperature_f" - "min_temperature_f") AS "max_temperature_f_minus_min_temperature_f" FROM "weather" ORDER BY ("max_temperature_f" - "min_temperature_f") ASC LIMIT 1',
    );
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

describe('a question followed by a sentence that asks for columns', () => {
  const catalog = buildSchemaIndex({
    tables: [
      {
        name: 'catalog_contents',
        rowCount: 3,
        columns: [
          column('entry_id', 'number', 3),
          column('product_stock_number', 'text', 3),
          column('entry_name', 'text', 3),
          column('height', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: catalog });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('shows only the columns of the second sentence ("… Give me the entry name.")', () => {
    expect(ask('What is the product with the highest height? Give me the entry name.')).toBe(
      'SELECT "entry_name" FROM "catalog_contents" ORDER BY "height" DESC LIMIT 1',
    );
  });
});

describe('an ordinal before a column of small whole numbers', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'pupils',
        rowCount: 30,
        columns: [
          column('last_name', 'text', 30),
          column('grade', 'number', 6),
          column('classroom', 'number', 9),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: school });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "in third grade" as `grade = 3`', () => {
    expect(ask('Show the last names of the pupils in third grade.')).toBe(
      'SELECT "last_name" FROM "pupils" WHERE "grade" = 3',
    );
  });

  it('reads "fourth-grade" before another column the same way', () => {
    expect(ask('Report the number of pupils for each fourth-grade classroom.')).toContain(
      'WHERE "grade" = 4',
    );
  });

  it('takes no ordinal past the largest value as one', () => {
    expect(ask('Show the last names of the pupils in tenth grade.')).not.toContain('"grade" = 10');
  });
});

describe('a value named by another form of its word', () => {
  const events = buildSchemaIndex({
    tables: [
      {
        name: 'events',
        rowCount: 6,
        columns: [
          column('event_id', 'number', 6),
          { ...column('event_details', 'text', 3), values: ['Success', 'Fail', 'Fog'] },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: events });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "failure" as the value `Fail` and "foggy" as `Fog`', () => {
    expect(ask('Show the ids of the failure events.')).toBe(
      'SELECT "event_id" FROM "events" WHERE "event_details" = \'Fail\'',
    );
    expect(ask('Show the ids of the foggy events.')).toBe(
      'SELECT "event_id" FROM "events" WHERE "event_details" = \'Fog\'',
    );
  });
});
