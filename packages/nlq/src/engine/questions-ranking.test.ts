// The engine, question by question: aggregates, counts, groups and superlatives.
import { describe, expect, it } from 'vitest';
import { askOf, askReviews, column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

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

describe('a count asked as "the corresponding count of"', () => {
  it('counts the captains per ship named before it', () => {
    expect(sql('Give the ship name and the corresponding count of captains.')).toBe(
      'SELECT T2."name", count(*) AS "number_of_captain" FROM "captain" AS T1 JOIN "ship" AS T2 ON T1."ship_id" = T2."ship_id" GROUP BY T2."name"',
    );
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

  it("sums a quantity whose name starts with its own table's word (`COURSE.CRS_CREDIT`)", () => {
    const courses = buildSchemaIndex({
      tables: [
        {
          name: 'COURSE',
          rowCount: 5,
          columns: [
            { ...column('CRS_CODE', 'text', 5), values: ['CIS-220', 'ACCT-211'] },
            column('CRS_DESCRIPTION', 'text', 5),
            column('CRS_CREDIT', 'number', 2),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'How many credits does the course CIS-220 have?',
      schema: courses,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT sum("CRS_CREDIT") AS "total_CRS_CREDIT" FROM "COURSE" WHERE "CRS_CODE" = 'CIS-220'`,
    );
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

  it('takes "the result" of "sort the result by" for the answer itself, not a word about the data', () => {
    const sorted = (question: string) => {
      const t = translateQuestion({ question, schema: gym });
      return t.understood ? t.sql : t.reason;
    };
    const expected = 'SELECT "name" FROM "gymnast" ORDER BY "total_points" DESC';
    expect(
      sorted('Show the names of the gymnasts older than 5 and sort the result by total points descending.'),
    ).toBe('SELECT "name" FROM "gymnast" WHERE "age" > 5 ORDER BY "total_points" DESC');
    expect(
      sorted('Show the names of the gymnasts, and make the result set in descending order by total points.'),
    ).toBe(expected);
  });

  it('reads "listed by" as a sort order ("listed by their total points")', () => {
    const t = translateQuestion({
      question: 'Show the names of the gymnasts, listed by their total points.',
      schema: gym,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "gymnast" ORDER BY "total_points" ASC');
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

describe('a group named by a word of a column named before, which another table names exactly', () => {
  const club = buildSchemaIndex({
    tables: [
      {
        name: 'Members',
        rowCount: 4,
        columns: [column('member_id', 'number', 4), column('name', 'text', 4)],
      },
      {
        name: 'Memberships',
        rowCount: 6,
        columns: [
          column('membership_id', 'number', 6),
          column('member_id', 'number', 4),
          column('plan_type_code', 'text', 3),
        ],
      },
      {
        name: 'Payments',
        rowCount: 9,
        columns: [
          column('payment_id', 'number', 9),
          column('membership_id', 'number', 6),
          column('type', 'text', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Memberships',
        fromColumn: 'member_id',
        toTable: 'Members',
        toColumn: 'member_id',
        source: 'inferred',
      },
      {
        fromTable: 'Payments',
        fromColumn: 'membership_id',
        toTable: 'Memberships',
        toColumn: 'membership_id',
        source: 'inferred',
      },
    ],
  });

  it('groups "in each type" by the plan type codes already named, not by the payments\' `type`', () => {
    const t = translateQuestion({
      question: 'Show all plan type codes and the number of members holding memberships in each type.',
      schema: club,
    });
    expect(t.understood && t.sql).not.toContain('Payments');
    expect(t.understood && t.sql).toContain('GROUP BY T2."plan_type_code"');
  });

  it('counts "how many different members" in each group once each, however many memberships repeat them', () => {
    const t = translateQuestion({
      question: 'What are the different plan type codes, and how many different members hold each type?',
      schema: club,
    });
    expect(t.understood && t.sql).toContain('count(DISTINCT T1."member_id")');
    expect(t.understood && t.sql).toContain('GROUP BY T2."plan_type_code"');
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
      'SELECT avg(("active_to_date" - "active_from_date")) AS "average_active_to_date_minus_active_from_date" FROM "contact_channel"',
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

describe('columns named before the count of related rows', () => {
  const writers = buildSchemaIndex({
    tables: [
      {
        name: 'writer',
        rowCount: 3,
        columns: [
          column('writer_id', 'number', 3),
          column('writer_name', 'text', 3),
          column('age', 'number', 3),
        ],
      },
      {
        name: 'book',
        rowCount: 6,
        columns: [
          column('book_id', 'number', 6),
          column('writer_id', 'number', 3),
          column('price', 'number', 6),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'book',
        fromColumn: 'writer_id',
        toTable: 'writer',
        toColumn: 'writer_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "books by writers that are …" as a condition on the writers, not a grouping', () => {
    const t = translateQuestion({
      question: 'What is the average price of books by writers that are at most 30 years old?',
      schema: writers,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT avg(T1."price") AS "average_price" FROM "book" AS T1 JOIN "writer" AS T2 ON T1."writer_id" = T2."writer_id" WHERE T2."age" <= 30',
    );
  });

  it('shows "the names and number of works of the three writers who have written the most books"', () => {
    const t = translateQuestion({
      question: 'Find the names and number of works of the three writers who have written the most books.',
      schema: writers,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."writer_name", count(*) AS "number_of_writer" FROM "writer" AS T1 JOIN "book" AS T2 ON T1."writer_id" = T2."writer_id" GROUP BY T1."writer_id", T1."writer_name" ORDER BY count(*) DESC LIMIT 3',
    );
  });
});

describe('rows holding the most common value', () => {
  const members = buildSchemaIndex({
    tables: [
      {
        name: 'member',
        rowCount: 4,
        columns: [
          column('member_id', 'number', 4),
          column('full_name', 'text', 4),
          column('plan_tier', 'text', 2),
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: members });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "members using the most popular plan tier" as the members whose tier is the most common one', () => {
    const shown =
      'SELECT "full_name" FROM "member" WHERE "plan_tier" = (SELECT "plan_tier" FROM "member" GROUP BY "plan_tier" ORDER BY count(*) DESC LIMIT 1)';
    expect(sqlIn('What are the full names of members using the most popular plan tier?')).toBe(shown);
    expect(sqlIn('Find the full names of members with the most common plan tier.')).toBe(shown);
  });

  it('still reads "the most common plan tier" asked for as the tier itself', () => {
    expect(sqlIn('What is the most common plan tier?')).toBe(
      'SELECT "plan_tier" FROM "member" GROUP BY "plan_tier" ORDER BY count(*) DESC LIMIT 1',
    );
  });

  it('reads "members who used the plan tier with the most members" the same way, and the tier asked alone as itself', () => {
    expect(sqlIn('Which members used the plan tier with the most members?')).toBe(
      'SELECT "full_name" FROM "member" WHERE "plan_tier" = (SELECT "plan_tier" FROM "member" GROUP BY "plan_tier" ORDER BY count(*) DESC LIMIT 1)',
    );
    expect(sqlIn('Which plan tier has the most members?')).toBe(
      'SELECT "plan_tier" FROM "member" GROUP BY "plan_tier" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('"sort the results by …"', () => {
  const members = buildSchemaIndex({
    tables: [
      {
        name: 'member',
        rowCount: 3,
        columns: [
          column('member_id', 'number', 3),
          column('name', 'text', 3),
          column('followers', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('sorts by the column named after "sort the results by", and groups nothing', () => {
    const t = translateQuestion({
      question:
        'List the name and number of followers of each member, and sort the results by the number of followers in descending order.',
      schema: members,
    });
    expect(t.understood && t.sql).toBe('SELECT "name", "followers" FROM "member" ORDER BY "followers" DESC');
  });
});

describe('a command asking for the extreme values of a column, naming no table', () => {
  const bids = buildSchemaIndex({
    tables: [
      {
        name: 'bid',
        rowCount: 3,
        columns: [
          column('bid_id', 'number', 3),
          column('bidder', 'text', 3),
          column('offer_amount', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: bids });
    return t.understood ? t.sql : t.reason;
  };

  it('shows the values ("Return the top 3 greatest offer amounts"), not the rows\' keys', () => {
    expect(ask('Return the top 3 greatest offer amounts.')).toBe(
      'SELECT "offer_amount" FROM "bid" ORDER BY "offer_amount" DESC LIMIT 3',
    );
    expect(ask('Show the highest offer amount.')).toBe(
      'SELECT max("offer_amount") AS "maximum_offer_amount" FROM "bid"',
    );
  });

  it('still shows the rows when the command names their table ("Show the bids with the highest offer amount")', () => {
    expect(ask('Show the bidder of the bid with the highest offer amount.')).toBe(
      'SELECT "bidder" FROM "bid" ORDER BY "offer_amount" DESC LIMIT 1',
    );
  });
});

describe('a related row ranked by its own quantity', () => {
  const ring = buildSchemaIndex({
    tables: [
      {
        name: 'bouts',
        rowCount: 4,
        columns: [
          column('bout_id', 'number', 4),
          column('boxer_id', 'number', 3),
          column('venue', 'text', 4),
        ],
      },
      {
        name: 'boxers',
        rowCount: 3,
        columns: [
          column('boxer_id', 'number', 3),
          column('name', 'text', 3),
          column('title_days', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'bouts',
        fromColumn: 'boxer_id',
        toTable: 'boxers',
        toColumn: 'boxer_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "the boxer with the most title days" as that boxer\'s number, not a sum per bout', () => {
    const t = translateQuestion({
      question: 'What is the venue of the bout for the boxer with the most title days?',
      schema: ring,
    });
    expect(t.understood ? t.sql : t.reason).toBe(
      'SELECT T1."venue" FROM "bouts" AS T1 JOIN "boxers" AS T2 ON T1."boxer_id" = T2."boxer_id" ORDER BY T2."title_days" DESC LIMIT 1',
    );
  });
});

describe('extremes of different columns listed together', () => {
  const poll = buildSchemaIndex({
    tables: [
      {
        name: 'candidate',
        rowCount: 6,
        columns: [
          column('candidate_id', 'number', 6),
          column('support_rate', 'number', 6),
          column('consider_rate', 'number', 6),
          column('oppose_rate', 'number', 6),
        ],
      },
    ],
    relationships: [],
  });

  it('are max() and min() of each, not a ranking', () => {
    const t = translateQuestion({
      question: 'Find the highest support rate, lowest consider rate and oppose rate of all candidates.',
      schema: poll,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT max("support_rate") AS "maximum_support_rate", min("consider_rate") AS "minimum_consider_rate", min("oppose_rate") AS "minimum_oppose_rate" FROM "candidate"',
    );
  });
});

describe('a ranking of rows reached through a participle after "been"', () => {
  const date = (name: string) => ({ ...column(name, 'text', 5), type: 'DATE', kind: 'date' as const });
  const office = buildSchemaIndex({
    tables: [
      {
        name: 'staff',
        rowCount: 4,
        columns: [column('staff_id', 'number', 4), column('staff_name', 'text', 4)],
      },
      {
        name: 'assignments',
        rowCount: 5,
        columns: [column('staff_id', 'number', 4), date('date_assigned_from'), date('date_assigned_to')],
      },
    ],
    relationships: [
      {
        fromTable: 'assignments',
        fromColumn: 'staff_id',
        toTable: 'staff',
        toColumn: 'staff_id',
        source: 'inferred',
      },
    ],
  });

  it('shows only the columns asked (no DISTINCT that would need the sort key shown)', () => {
    const t = translateQuestion({
      question: 'What is the name of the staff who has been assigned for the least amount of time?',
      schema: office,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T1\."staff_name" FROM "staff" AS T1 JOIN "assignments"/);
  });
});

describe('a reference standing for the rows it refers to', () => {
  const users = buildSchemaIndex({
    tables: [
      { name: 'useracct', rowCount: 4, columns: [column('u_id', 'number', 4), column('name', 'text', 4)] },
      {
        name: 'trust',
        rowCount: 8,
        columns: [
          column('source_u_id', 'number', 4),
          column('target_u_id', 'number', 4),
          column('trust', 'number', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'trust',
        fromColumn: 'source_u_id',
        toTable: 'useracct',
        toColumn: 'u_id',
        source: 'inferred',
      },
      {
        fromTable: 'trust',
        fromColumn: 'target_u_id',
        toTable: 'useracct',
        toColumn: 'u_id',
        source: 'inferred',
      },
    ],
  });

  it('as a group is shown by the column of those rows asked for, not as an id', () => {
    const t = translateQuestion({
      question: "Find each target user's name and average trust score.",
      schema: users,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T\d\."name", avg\(T\d\."trust"\) AS "average_trust" FROM/);
  });

  const staff = buildSchemaIndex({
    tables: [
      {
        name: 'addresses',
        rowCount: 6,
        columns: [column('address_id', 'number', 6), column('city', 'text', 3)],
      },
      {
        name: 'staff',
        rowCount: 9,
        columns: [
          column('staff_id', 'number', 9),
          column('staff_name', 'text', 9),
          column('staff_address_id', 'number', 6),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'staff',
        fromColumn: 'staff_address_id',
        toTable: 'addresses',
        toColumn: 'address_id',
        source: 'inferred',
      },
    ],
  });

  it('as the most common value is grouped and shown by the column of those rows asked for', () => {
    const t = translateQuestion({
      question: 'Which city lives most of staffs? List the city name and number of staffs.',
      schema: staff,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT T\d\."city", count\(\*\) AS "number_of_staff" FROM .* GROUP BY T\d\."city" ORDER/,
    );
  });
});

describe('"the numbers of" rows', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 9,
        columns: [column('No', 'number', 9), column('grape', 'text', 3), column('name', 'text', 9)],
      },
    ],
    relationships: [],
  });

  it('counts them per group when groups are named, though "numbers" may name a number column', () => {
    const t = translateQuestion({
      question: 'What are the numbers of wines for different grapes?',
      schema: cellar,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "grape", count(*) AS "number_of_wine" FROM "wine" GROUP BY "grape"',
    );
  });
});

describe('an extreme "for each" group, listed beside a column', () => {
  const cinema = buildSchemaIndex({
    tables: [
      { name: 'film', rowCount: 4, columns: [column('film_id', 'number', 4), column('title', 'text', 4)] },
      {
        name: 'schedule',
        rowCount: 9,
        columns: [
          column('cinema_id', 'number', 3),
          column('film_id', 'number', 4),
          column('price', 'number', 6),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'schedule',
        fromColumn: 'film_id',
        toTable: 'film',
        toColumn: 'film_id',
        source: 'inferred',
      },
    ],
  });

  it('is the max() of each group, not one ranked row', () => {
    const t = translateQuestion({
      question: 'Give me the title and highest price for each film.',
      schema: cinema,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT T\d\."title", max\(T\d\."price"\) AS "maximum_price" FROM .* GROUP BY T\d\."title"$/,
    );
  });
});

describe('"by" and a bare column after a verb', () => {
  const makers = buildSchemaIndex({
    tables: [
      {
        name: 'manufacturers',
        rowCount: 6,
        columns: [
          column('code', 'number', 6),
          column('name', 'text', 6),
          column('founder', 'text', 4),
          column('revenue', 'number', 5),
        ],
      },
    ],
    relationships: [],
  });

  it('groups the aggregate, as no agent is named', () => {
    const t = translateQuestion({
      question: 'What is the total revenue of companies started by founder?',
      schema: makers,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "founder", sum("revenue") AS "total_revenue" FROM "manufacturers" GROUP BY "founder"',
    );
  });
});

describe('a verb whose count a column keeps, before a superlative', () => {
  const posts = buildSchemaIndex({
    tables: [
      {
        name: 'articles',
        rowCount: 4,
        columns: [
          column('article_id', 'number', 4),
          column('headline', 'text', 4),
          column('view_count', 'number', 4),
        ],
      },
      {
        name: 'authors',
        rowCount: 3,
        columns: [
          column('author_id', 'number', 3),
          column('name', 'text', 3),
          column('subscribers', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: posts });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('ranks by that column: "viewed the greatest number of times" → `view_count`', () => {
    expect(ask('Give the headline of the article that was viewed the greatest number of times.')).toBe(
      'SELECT "headline" FROM "articles" ORDER BY "view_count" DESC LIMIT 1',
    );
  });

  it('ranks by that column: "subscribed by the fewest people" → `subscribers`', () => {
    expect(ask('Which author is subscribed by the fewest people?')).toMatch(
      /ORDER BY "subscribers" ASC LIMIT 1$/,
    );
  });
});

describe('"the greatest number of times" with no column that keeps the count', () => {
  const awards = buildSchemaIndex({
    tables: [
      {
        name: 'musical',
        rowCount: 8,
        columns: [
          column('musical_id', 'number', 8),
          column('name', 'text', 8),
          { ...column('nominee', 'text', 3), values: ['Bob Fosse', 'Cleavant Derricks', 'Joan Kerr'] },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: awards });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('counts the rows of each value shown, like "the most times"', () => {
    expect(ask('Show the nominee who has been nominated the greatest number of times.')).toBe(
      'SELECT "nominee" FROM "musical" GROUP BY "nominee" ORDER BY count(*) DESC LIMIT 1',
    );
    expect(ask('Which nominee appears the smallest number of times?')).toBe(
      'SELECT "nominee" FROM "musical" GROUP BY "nominee" ORDER BY count(*) ASC LIMIT 1',
    );
  });
});

describe('a superlative before a table named as its measure', () => {
  const pay = buildSchemaIndex({
    tables: [
      {
        name: 'bonus',
        rowCount: 5,
        columns: [
          column('year', 'number', 3),
          column('worker_id', 'number', 4),
          column('bonus', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('ranks the rows by that measure ("the 3 largest bonuses" of `bonus(bonus)`)', () => {
    const t = translateQuestion({ question: 'List the 3 largest bonuses in 2020.', schema: pay });
    expect(t.understood && t.sql).toBe(
      'SELECT "bonus" FROM "bonus" WHERE "year" = 2020 ORDER BY "bonus" DESC LIMIT 3',
    );
  });
});

describe('what a question asks to see', () => {
  const orchards = buildSchemaIndex({
    tables: [
      {
        name: 'orchard',
        rowCount: 5,
        columns: [column('orchard_id', 'number', 5), column('name', 'text', 5), column('region', 'text', 3)],
      },
      {
        name: 'harvest',
        rowCount: 9,
        columns: [
          column('harvest_id', 'number', 9),
          column('orchard_id', 'number', 5),
          column('pick_date', 'text', 9),
          column('yield_rate', 'number', 7),
          column('shift', 'text', 2),
          column('picker_name', 'text', 9),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'harvest',
        fromColumn: 'orchard_id',
        toTable: 'orchard',
        toColumn: 'orchard_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: orchards });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('shows the value ranked by when a later request points back at it ("and what are the rates?")', () => {
    expect(ask('What are the pick dates of the 3 highest yield rates and what are the rates?')).toBe(
      'SELECT "pick_date", "yield_rate" FROM "harvest" ORDER BY "yield_rate" DESC LIMIT 3',
    );
    expect(ask('What is the name of the orchard with the most harvests? Also list the count.')).toMatch(
      /^SELECT T1\."name", count\(\*\) AS .* ORDER BY count\(\*\) DESC LIMIT 1$/,
    );
    // (Another column asked in the later request is that column, not the ranked one.)
    expect(ask('What is the name of the orchard with the most harvests, and what is its region?')).toMatch(
      /^SELECT T1\."name", T1\."region" FROM/,
    );
  });

  it('sorts by the column after "by" when the direction follows it ("by the pick date ascendingly")', () => {
    expect(ask('List the yield rates by the pick date ascendingly.')).toBe(
      'SELECT "yield_rate" FROM "harvest" ORDER BY "pick_date" ASC',
    );
    expect(ask('List the yield rates by the pick date in descending order.')).toBe(
      'SELECT "yield_rate" FROM "harvest" ORDER BY "pick_date" DESC',
    );
    expect(ask('List the yield rates of harvests, sorted using shift.')).toBe(
      'SELECT "yield_rate" FROM "harvest" ORDER BY "shift" ASC',
    );
  });

  it('still shows a column listed before the rows whose clause compares a word no column spells', () => {
    expect(ask('Find the pick date, yield rate of the harvests whose output is bigger than 5.')).toBe(
      'SELECT "pick_date", "yield_rate" FROM "harvest" WHERE "yield_rate" > 5',
    );
  });

  it('reads "its name" for each grouped reference as the name of the rows it leads to', () => {
    expect(ask('For each orchard id, what is its name and average yield rate of harvests there?')).toBe(
      'SELECT T2."name", avg(T1."yield_rate") AS "average_yield_rate" FROM "harvest" AS T1 JOIN "orchard" AS T2 ON T1."orchard_id" = T2."orchard_id" GROUP BY T1."orchard_id", T2."name"',
    );
  });

  it('groups by both columns of "in each pick date and shift"', () => {
    expect(ask('How many harvests are there in each pick date and shift?')).toBe(
      'SELECT "pick_date", "shift", count(*) AS "number_of_harvest" FROM "harvest" GROUP BY "pick_date", "shift"',
    );
  });

  it('ranks "the top 2 shifts by number of harvests" by the count, though a later sentence names the shift', () => {
    expect(ask('A list of the top 2 shifts by number of harvests. List shift and number of harvests.')).toBe(
      'SELECT "shift", count(*) AS "number_of_harvest" FROM "harvest" GROUP BY "shift" ORDER BY count(*) DESC LIMIT 2',
    );
  });

  it('sorts a date of birth kept as text "from old to young" earliest first', () => {
    const people = buildSchemaIndex({
      tables: [
        {
          name: 'person',
          rowCount: 4,
          columns: [
            column('person_id', 'number', 4),
            column('name', 'text', 4),
            column('date_of_birth', 'text', 4),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'List all person names in the order of their date of birth from old to young.',
      schema: people,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "person" ORDER BY "date_of_birth" ASC');
  });

  it('reads "the three oldest ids" as the smallest ids', () => {
    expect(ask('Give me the shift and yield rate for the harvests with the three oldest id.')).toBe(
      'SELECT "shift", "yield_rate" FROM "harvest" ORDER BY "harvest_id" ASC LIMIT 3',
    );
  });

  it('shows the groups a condition on their aggregate keeps, without a count nobody asked for', () => {
    expect(ask('For each pick date, select all those that have an average yield rate below 4.')).toBe(
      'SELECT "pick_date" FROM "harvest" GROUP BY "pick_date" HAVING avg("yield_rate") < 4',
    );
  });
});

describe('"the top N X by (total) number of Y"', () => {
  const store = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 50,
        columns: [
          column('id', 'number', 50),
          column('first_name', 'text', 50),
          column('last_name', 'text', 50),
        ],
      },
      {
        name: 'invoices',
        rowCount: 400,
        columns: [
          column('id', 'number', 400),
          column('customer_id', 'number', 50),
          column('total', 'number', 300),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'invoices',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: store });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('ranks by the count of related rows, "total" or not', () => {
    const ranked = /ORDER BY count\(\*\) DESC LIMIT 10$/;
    expect(ask('List the top 10 customers by number of invoices.')).toMatch(ranked);
    expect(ask('List the top 10 customers by total number of invoices.')).toMatch(ranked);
  });

  it('declines a "top N" nothing ranks rather than drop it', () => {
    expect(ask('Show the top 3 customers by favourite colour.')).toMatch(/^declined: .*"top"/);
  });
});

describe('the most of a plural noun no name spells', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'list',
        rowCount: 6,
        columns: [
          column('LastName', 'text', 6),
          column('FirstName', 'text', 6),
          column('Grade', 'number', 3),
          column('Classroom', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('counts the rows of each value of the column asked for ("Which classroom has the most students?")', () => {
    const t = translateQuestion({ question: 'Which classroom has the most students?', schema: school });
    expect(t.understood && t.sql).toBe(
      'SELECT "Classroom" FROM "list" GROUP BY "Classroom" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('"In which year were most <rows> <verb>"', () => {
  const departments = buildSchemaIndex({
    tables: [
      {
        name: 'department',
        rowCount: 4,
        columns: [
          column('Department_ID', 'number', 4),
          column('Name', 'text', 4),
          column('Creation', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it("counts the rows per value of the verb's column, rather than ranking the rows by it", () => {
    const t = translateQuestion({
      question: 'In which year were most departments established?',
      schema: departments,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "Creation" FROM "department" GROUP BY "Creation" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('"What is the most expensive <rows>?"', () => {
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
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: cellar });
    return t.understood ? t.sql : t.reason;
  };

  it('asks for the row named after the adjective, and for the value when none is', () => {
    expect(ask('What is the most expensive wine?')).toBe(
      'SELECT "Name" FROM "wine" ORDER BY "Price" DESC LIMIT 1',
    );
    expect(ask('What is the most expensive price?')).toBe(
      'SELECT max("Price") AS "maximum_Price" FROM "wine"',
    );
  });
});

describe('rows sorted by an aggregate of their related rows', () => {
  it('orders by the aggregate after "sorted by their", instead of showing it and sorting by name', () => {
    for (const question of [
      'List the titles of items sorted by their average rating.',
      'List the titles of items ordered by average rating.',
    ]) {
      expect(askReviews(question)).toMatch(/^SELECT T1\."title" FROM .* ORDER BY avg\(T2\."rating"\) ASC$/);
    }
  });

  it('reads "highest first" as descending', () => {
    expect(askReviews('List the titles of items sorted by their average rating, highest first.')).toMatch(
      /ORDER BY avg\(T2\."rating"\) DESC$/,
    );
  });
});

describe('an aggregate named again after it was asked for', () => {
  it('is the aggregate shown ("… of each item? Show the title and the average"), not an average of nothing', () => {
    expect(askReviews('What is the average rating of each item? Show the title and the average.')).toMatch(
      /^SELECT T2\."title", avg\(T1\."rating"\) AS "average_rating" FROM/,
    );
    expect(askReviews('Show the title of each item and the maximum.')).toMatch(/^declined: .*maximum is of/);
  });
});

describe('"the last date" and a verb that names one end of a period', () => {
  const date = (name: string) => ({ ...column(name, 'text', 4), kind: 'date' as const, type: 'TIMESTAMP' });
  const staffing = buildSchemaIndex({
    tables: [
      {
        name: 'Project_Staff',
        rowCount: 4,
        columns: [column('staff_id', 'number', 4), date('date_from'), date('date_to')],
      },
    ],
    relationships: [],
  });
  const ask = askOf(staffing);

  it('reads "the last date" as the latest, and "left" as the end of the period', () => {
    expect(ask('What is the last date that a staff member left a project?')).toBe(
      'SELECT max("date_to") AS "maximum_date_to" FROM "Project_Staff"',
    );
    expect(ask('What is the first date that a staff member started on a project?')).toBe(
      'SELECT min("date_from") AS "minimum_date_from" FROM "Project_Staff"',
    );
  });
});

describe('a sort after a count per group that names no key', () => {
  it('sorts by the count ("the number in an ascending order", "list them in increasing order")', () => {
    for (const question of [
      'How many reviews does each item have? List the title and the number in an ascending order.',
      'For each item, how many reviews does it have? List them in increasing order.',
    ]) {
      expect(askReviews(question)).toMatch(/GROUP BY T2\."i_id", T2\."title" ORDER BY count\(\*\) ASC$/);
    }
  });

  it('sorts "in alphabetical order" by the name of the group', () => {
    expect(
      askReviews('For each item, how many reviews does it have? List them in alphabetical order.'),
    ).toMatch(/ORDER BY T2\."title" ASC$/);
  });
});

describe('an aggregate of the rows of the most recent one', () => {
  const claims = buildSchemaIndex({
    tables: [
      {
        name: 'Claim_Headers',
        rowCount: 4,
        columns: [column('Claim_Header_ID', 'number', 4), column('Amount_Claimed', 'number', 4)],
      },
      {
        name: 'Claims_Documents',
        rowCount: 4,
        columns: [
          column('Claim_ID', 'number', 4),
          column('Created_by_Staff_ID', 'number', 3),
          column('Created_Date', 'number', 4),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Claims_Documents',
        fromColumn: 'Claim_ID',
        toTable: 'Claim_Headers',
        toColumn: 'Claim_Header_ID',
        source: 'inferred',
      },
    ],
  });

  it('is taken over the rows holding the latest time (not a key), not over all rows sorted', () => {
    const t = translateQuestion({
      question: 'Find the total amount claimed in the most recently created document.',
      schema: claims,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT sum\(T2\."Amount_Claimed"\) .* WHERE T1\."Created_Date" = \(SELECT max\("Created_Date"\) FROM "Claims_Documents"\)$/,
    );
  });
});

describe('an adverb between "top N" and the column ranked', () => {
  it('ranks by the column ("the top 2 highly rated reviews")', () => {
    expect(askReviews('Show the ids of the top 2 highly rated reviews.')).toBe(
      'SELECT "a_id" FROM "review" ORDER BY "rating" DESC LIMIT 2',
    );
  });
});

describe('"most recently" of rows with no date of their own', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 3,
        columns: [column('id', 'number', 3), column('first_name', 'text', 3)],
      },
      {
        name: 'invoices',
        rowCount: 5,
        columns: [
          column('id', 'number', 5),
          column('customer_id', 'number', 3),
          { ...column('invoice_date', 'text', 5), kind: 'date', type: 'TIMESTAMP' },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'invoices',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });

  it('ranks by the date of the one table whose rows refer to them', () => {
    const t = translateQuestion({
      question: 'What are the first names of the 2 customers who purchased something most recently?',
      schema: shop,
    });
    expect(t.understood && t.sql).toMatch(/ORDER BY T2\."invoice_date" DESC LIMIT 2$/);
  });
});

describe('"ordered by" naming who did it', () => {
  it('is a verb of the rows, not a sort ("not ordered by any user")', () => {
    expect(askReviews('Which items are not ordered by any user?')).not.toContain('ORDER BY');
  });
});

describe('a time superlative before the rows asked about', () => {
  const twitter = askOf(
    buildSchemaIndex({
      tables: [
        {
          name: 'user_profiles',
          rowCount: 3,
          columns: [column('uid', 'number', 3), column('name', 'text', 3)],
        },
        {
          name: 'tweets',
          rowCount: 6,
          columns: [
            column('id', 'number', 6),
            column('uid', 'number', 3),
            column('text', 'text', 6),
            { ...column('createdate', 'text', 6), type: 'TIMESTAMP', kind: 'date' },
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'tweets',
          fromColumn: 'uid',
          toTable: 'user_profiles',
          toColumn: 'uid',
          source: 'inferred',
        },
      ],
    }),
  );

  it('ranks them by their date rather than counting a column ("the text of the latest tweet")', () => {
    expect(twitter('What is the text of the latest tweet?')).toBe(
      'SELECT "text" FROM "tweets" ORDER BY "createdate" DESC LIMIT 1',
    );
  });
});

describe('revenue of a music store (line items with a unit price and a quantity)', () => {
  const store = buildSchemaIndex({
    tables: [
      { name: 'genres', rowCount: 3, columns: [column('id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'tracks',
        rowCount: 9,
        columns: [
          column('id', 'number', 9),
          column('name', 'text', 9),
          column('genre_id', 'number', 3),
          column('milliseconds', 'number', 9),
          column('unit_price', 'number', 2),
        ],
      },
      {
        name: 'customers',
        rowCount: 4,
        columns: [column('id', 'number', 4), column('first_name', 'text', 4), column('country', 'text', 3)],
      },
      {
        name: 'invoices',
        rowCount: 8,
        columns: [
          column('id', 'number', 8),
          column('customer_id', 'number', 4),
          { ...column('invoice_date', 'text', 8), kind: 'date' },
          column('billing_country', 'text', 3),
          column('total', 'number', 8),
        ],
      },
      {
        name: 'invoice_lines',
        rowCount: 20,
        columns: [
          column('id', 'number', 20),
          column('invoice_id', 'number', 8),
          column('track_id', 'number', 9),
          column('unit_price', 'number', 2),
          column('quantity', 'number', 2),
        ],
      },
    ],
    relationships: [
      { fromTable: 'tracks', fromColumn: 'genre_id', toTable: 'genres', toColumn: 'id', source: 'inferred' },
      {
        fromTable: 'invoices',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'id',
        source: 'inferred',
      },
      {
        fromTable: 'invoice_lines',
        fromColumn: 'invoice_id',
        toTable: 'invoices',
        toColumn: 'id',
        source: 'inferred',
      },
      {
        fromTable: 'invoice_lines',
        fromColumn: 'track_id',
        toTable: 'tracks',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: store });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it("is the line items' unit price times quantity, not the tracks' list price", () => {
    const q = ask('Which genre brings the most revenue?');
    expect(q).toContain('JOIN "invoice_lines" AS T3');
    expect(q).toContain('ORDER BY sum((T3."unit_price" * T3."quantity")) DESC LIMIT 1');
    expect(ask('What is the total revenue per genre?')).toContain('AS "total_revenue"');
  });

  it('ranks customers by their spending, the total of their invoices', () => {
    expect(ask('Who are the top 5 customers by total spending?')).toContain(
      'ORDER BY sum(T2."total") DESC LIMIT 5',
    );
  });

  it('reads "the average invoice total" as the invoices\' money column', () => {
    expect(ask('What is the average invoice total per country?')).toBe(
      'SELECT "billing_country", avg("total") AS "average_total" FROM "invoices" GROUP BY "billing_country"',
    );
  });

  it('ranks "the longest tracks" by their milliseconds, and takes no length four joins away for employees', () => {
    expect(ask('List the 5 longest tracks.')).toBe(
      'SELECT "name" FROM "tracks" ORDER BY "milliseconds" DESC LIMIT 5',
    );
    expect(ask('Which customers are the longest-serving?')).toMatch(/^declined/);
  });
});
