// The engine, question by question: rows ranked by how many rows are counted for them.
import { describe, expect, it } from 'vitest';
import { column } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

const sqlOf = (schema: ReturnType<typeof buildSchemaIndex>) => (question: string) => {
  const t = translateQuestion({ question, schema });
  return t.understood ? t.sql : `declined: ${t.reason}`;
};

describe('a table counted to rank the rows asked about', () => {
  const bakery = buildSchemaIndex({
    tables: [
      {
        name: 'clients',
        rowCount: 3,
        columns: [
          column('client_id', 'number', 3),
          column('client_first_name', 'text', 3),
          column('client_last_name', 'text', 3),
        ],
      },
      {
        name: 'orders',
        rowCount: 6,
        columns: [
          column('order_id', 'number', 6),
          column('client_id', 'number', 3),
          column('total', 'number', 6),
        ],
      },
      {
        name: 'flours',
        rowCount: 2,
        columns: [column('flour', 'text', 2), { ...column('shade', 'text', 2), values: ['Dark', 'Pale'] }],
      },
      {
        name: 'cakes',
        rowCount: 4,
        columns: [column('cake_id', 'number', 4), column('baker', 'text', 3), column('flour', 'text', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'orders',
        fromColumn: 'client_id',
        toTable: 'clients',
        toColumn: 'client_id',
        source: 'inferred',
      },
      { fromTable: 'cakes', fromColumn: 'flour', toTable: 'flours', toColumn: 'flour', source: 'inferred' },
    ],
  });
  const sql = sqlOf(bakery);

  it('reads "with least number of orders" as what ranks the clients, not the rows asked about', () => {
    expect(sql('What is the client first, last name and id with least number of orders.')).toBe(
      'SELECT T1."client_first_name", T1."client_last_name", T1."client_id" FROM "clients" AS T1 JOIN "orders" AS T2 ON T1."client_id" = T2."client_id" GROUP BY T1."client_id", T1."client_first_name", T1."client_last_name" ORDER BY count(*) ASC LIMIT 1',
    );
  });

  it('reads a table named after the rows counted as part of their description ("made from dark flours")', () => {
    expect(sql('Which 3 bakers make the most cakes made from dark flours?')).toBe(
      'SELECT T1."baker" FROM "cakes" AS T1 JOIN "flours" AS T2 ON T1."flour" = T2."flour" WHERE T2."shade" = \'Dark\' GROUP BY T1."baker" ORDER BY count(*) DESC LIMIT 3',
    );
  });
});

describe('"most common among" a column', () => {
  const rosters = buildSchemaIndex({
    tables: [
      {
        name: 'roster',
        rowCount: 6,
        columns: [column('roster_id', 'number', 6), column('role', 'text', 3), column('member', 'text', 6)],
      },
    ],
    relationships: [],
  });

  it('reads the column after "among" as the rows counted, not what is grouped', () => {
    expect(sqlOf(rosters)('What is the role that is most common among members in rosters?')).toBe(
      'SELECT "role" FROM "roster" GROUP BY "role" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('a superlative after a verb that names a referring column', () => {
  const arenas = buildSchemaIndex({
    tables: [
      {
        name: 'arena',
        rowCount: 3,
        columns: [column('arena_id', 'number', 3), column('arena_name', 'text', 3)],
      },
      {
        name: 'fixture',
        rowCount: 6,
        columns: [
          column('fixture_id', 'number', 6),
          column('season', 'number', 3),
          column('host_arena', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'fixture',
        fromColumn: 'host_arena',
        toTable: 'arena',
        toColumn: 'arena_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "hosted the most shows" as the referring rows counted, though "shows" names no table', () => {
    expect(sqlOf(arenas)('Which arena has hosted the most shows?')).toBe(
      'SELECT T1."arena_name" FROM "arena" AS T1 JOIN "fixture" AS T2 ON T1."arena_id" = T2."host_arena" GROUP BY T1."arena_id", T1."arena_name" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('the most of the rows that are counted', () => {
  const library = buildSchemaIndex({
    tables: [
      {
        name: 'patrons',
        rowCount: 3,
        columns: [column('patron_id', 'number', 3), column('patron_name', 'text', 3)],
      },
      {
        name: 'loans',
        rowCount: 6,
        columns: [
          column('loan_id', 'number', 6),
          column('patron_id', 'number', 3),
          column('due', 'number', 6),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'loans',
        fromColumn: 'patron_id',
        toTable: 'patrons',
        toColumn: 'patron_id',
        source: 'inferred',
      },
    ],
  });

  it('ranks the groups counted when "the most loans" and "the number of loans" name the same rows', () => {
    expect(
      sqlOf(library)('Return the id of the patron who has the most loans, as well as the number of loans.'),
    ).toMatch(/GROUP BY .*"patron_id" ORDER BY count\(\*\) DESC LIMIT 1$/);
  });
});

describe('"most popular" that is also a column\'s name', () => {
  const media = buildSchemaIndex({
    tables: [
      {
        name: 'style',
        rowCount: 3,
        columns: [column('style_name', 'text', 3), column('most_popular_in', 'text', 3)],
      },
      {
        name: 'tracks',
        rowCount: 6,
        columns: [column('track_id', 'number', 6), column('codec', 'text', 3)],
      },
    ],
    relationships: [],
  });

  it('ranks the column after it by how often it occurs, without showing `most_popular_in`', () => {
    expect(sqlOf(media)('What is the most popular track codec?')).toBe(
      'SELECT "codec" FROM "tracks" GROUP BY "codec" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe('rows holding the most common value', () => {
  const gym = buildSchemaIndex({
    tables: [
      {
        name: 'members',
        rowCount: 6,
        columns: [
          column('member_id', 'number', 6),
          column('member_name', 'text', 6),
          column('plan_code', 'text', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "members using the most popular plan code" as a condition on the most common value', () => {
    expect(sqlOf(gym)('What are the names of members using the most popular plan code?')).toBe(
      'SELECT "member_name" FROM "members" WHERE "plan_code" = (SELECT "plan_code" FROM "members" GROUP BY "plan_code" ORDER BY count(*) DESC LIMIT 1)',
    );
  });
});

describe('a related table whose measure is named as the table', () => {
  const reviews = buildSchemaIndex({
    tables: [
      {
        name: 'shop',
        rowCount: 3,
        columns: [column('shop_id', 'number', 3), column('shop_name', 'text', 3)],
      },
      {
        name: 'rating',
        rowCount: 6,
        columns: [
          column('rater_id', 'number', 6),
          column('shop_id', 'number', 3),
          column('rating', 'number', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'rating',
        fromColumn: 'shop_id',
        toTable: 'shop',
        toColumn: 'shop_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "the lowest rating score" as that measure, not the fewest ratings', () => {
    expect(sqlOf(reviews)('Find the name of the shop with the lowest rating score.')).toBe(
      'SELECT T1."shop_name" FROM "shop" AS T1 JOIN "rating" AS T2 ON T1."shop_id" = T2."shop_id" ORDER BY T2."rating" ASC LIMIT 1',
    );
  });
});

describe('a quantity a row holds, asked "how many" per row or group', () => {
  const league = buildSchemaIndex({
    tables: [
      {
        name: 'entrants',
        rowCount: 3,
        columns: [
          column('rider_id', 'number', 3),
          column('rider', 'text', 3),
          { ...column('seasons_raced', 'text', 3), samples: ['3 (2019–2021)', '1 (2020)', '2 (2018, 2022)'] },
          column('laps', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const sql = sqlOf(league);

  it('reads a number written with notes as it is, not as a count of rows', () => {
    expect(sql('Who are the riders and how many seasons has each raced?')).toBe(
      'SELECT "rider", "seasons_raced" FROM "entrants" GROUP BY "rider", "seasons_raced"',
    );
  });

  it('sums a numeric quantity for each value shown beside it', () => {
    expect(sql('Show each rider and the number of laps.')).toBe(
      'SELECT "rider", sum("laps") AS "total_laps" FROM "entrants" GROUP BY "rider"',
    );
  });
});

describe('a quantity named by the verb after a noun the data does not hold', () => {
  const schools = buildSchemaIndex({
    tables: [
      {
        name: 'academies',
        rowCount: 3,
        columns: [column('academy', 'text', 3), column('region', 'text', 2), column('admitted', 'number', 3)],
      },
    ],
    relationships: [],
  });

  it('sums the quantity rather than counting rows: "how many pupils were admitted"', () => {
    expect(sqlOf(schools)('How many pupils were admitted to academies?')).toBe(
      'SELECT sum("admitted") AS "total_admitted" FROM "academies"',
    );
  });
});

describe('a count held in a column, never the key', () => {
  const library = buildSchemaIndex({
    tables: [
      { name: 'books', rowCount: 3, columns: [column('book_id', 'number', 3), column('title', 'text', 3)] },
      {
        name: 'shelving',
        rowCount: 4,
        columns: [
          column('shelf_id', 'number', 2),
          column('book_id', 'number', 3),
          column('num_of_copies', 'number', 4),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'shelving',
        fromColumn: 'book_id',
        toTable: 'books',
        toColumn: 'book_id',
        source: 'inferred',
      },
    ],
  });
  const sql = sqlOf(library);

  it('sums a unique `num_of_copies` as a quantity', () => {
    expect(sql('For each book, show its titles and total number of copies.')).toBe(
      'SELECT T2."title", sum(T1."num_of_copies") AS "total_num_of_copies" FROM "shelving" AS T1 JOIN "books" AS T2 ON T1."book_id" = T2."book_id" GROUP BY T2."book_id", T2."title"',
    );
  });

  it('leaves "in descending order of the total number of copies" to the sort', () => {
    expect(
      sql(
        'Show the titles of books that have total number of copies above 5, in descending order of the total number of copies.',
      ),
    ).toMatch(/HAVING sum\(T2\."num_of_copies"\) > 5 ORDER BY sum\(T2\."num_of_copies"\) DESC$/);
  });
});

describe('a bare count of related rows after a clause’s verb', () => {
  const works = sqlOf(
    buildSchemaIndex({
      tables: [
        {
          name: 'architect',
          rowCount: 4,
          columns: [column('id', 'number', 4), column('name', 'text', 4)],
        },
        {
          name: 'bridge',
          rowCount: 5,
          columns: [
            column('bridge_id', 'number', 5),
            column('architect_id', 'number', 4),
            column('built_year', 'number', 5),
          ],
        },
        {
          name: 'mill',
          rowCount: 3,
          columns: [column('mill_id', 'number', 3), column('architect_id', 'number', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'bridge',
          fromColumn: 'architect_id',
          toTable: 'architect',
          toColumn: 'id',
          source: 'inferred',
        },
        {
          fromTable: 'mill',
          fromColumn: 'architect_id',
          toTable: 'architect',
          toColumn: 'id',
          source: 'inferred',
        },
      ],
    }),
  );

  it('reads "who built two bridges or one mill" as exact counts of each, either holding', () => {
    const q = works('What are the names of the architects who built two bridges or one mill?');
    expect(q).toContain('HAVING count(*) = 2');
    expect(q).toContain('HAVING count(*) = 1');
    expect(q).toContain(' OR ');
  });
});

describe('a question that opens by asking which rows, and counts in a later request', () => {
  it('lists those rows with their related rows counted ("Which department has more than 1 head? List … the number of heads.")', () => {
    const government = buildSchemaIndex({
      tables: [
        {
          name: 'department',
          rowCount: 3,
          columns: [column('Department_ID', 'number', 3), column('Name', 'text', 3)],
        },
        { name: 'head', rowCount: 4, columns: [column('head_ID', 'number', 4), column('name', 'text', 4)] },
        {
          name: 'management',
          rowCount: 5,
          columns: [column('department_ID', 'number', 3), column('head_ID', 'number', 4)],
        },
      ],
      relationships: [
        {
          fromTable: 'management',
          fromColumn: 'department_ID',
          toTable: 'department',
          toColumn: 'Department_ID',
          source: 'inferred',
        },
        {
          fromTable: 'management',
          fromColumn: 'head_ID',
          toTable: 'head',
          toColumn: 'head_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'Which department has more than 1 head? List the id, name and the number of heads.',
      schema: government,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT T1\."Department_ID", T1\."Name", count\(\*\) .* FROM "department" AS T1 .* HAVING count\(\*\) > 1$/,
    );
  });
});

describe('rows counted of a table the main rows each refer to once', () => {
  it('are counted through the one table that refers to both ("employees who have held two or more jobs": job_history)', () => {
    const hr = buildSchemaIndex({
      tables: [
        {
          name: 'jobs',
          rowCount: 3,
          columns: [column('JOB_ID', 'number', 3), column('JOB_TITLE', 'text', 3)],
        },
        {
          name: 'employees',
          rowCount: 4,
          columns: [
            column('EMPLOYEE_ID', 'number', 4),
            column('FIRST_NAME', 'text', 4),
            column('JOB_ID', 'number', 3),
          ],
        },
        {
          name: 'job_history',
          rowCount: 5,
          columns: [column('EMPLOYEE_ID', 'number', 3), column('JOB_ID', 'number', 3)],
        },
      ],
      relationships: [
        {
          fromTable: 'employees',
          fromColumn: 'JOB_ID',
          toTable: 'jobs',
          toColumn: 'JOB_ID',
          source: 'inferred',
        },
        {
          fromTable: 'job_history',
          fromColumn: 'EMPLOYEE_ID',
          toTable: 'employees',
          toColumn: 'EMPLOYEE_ID',
          source: 'inferred',
        },
        {
          fromTable: 'job_history',
          fromColumn: 'JOB_ID',
          toTable: 'jobs',
          toColumn: 'JOB_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the employee ids for employees who have held two or more jobs?',
      schema: hr,
    });
    expect(t.understood && t.sql).toContain(
      'FROM "employees" AS T1 JOIN "job_history" AS T2 ON T1."EMPLOYEE_ID" = T2."EMPLOYEE_ID"',
    );
  });
});

describe('rows counted that another table, the subject of the verb, has', () => {
  it('counts those the subject refers to ("How many distinct artists do the volumes associate to?")', () => {
    const music = buildSchemaIndex({
      tables: [
        {
          name: 'artist',
          rowCount: 4,
          columns: [column('Artist_ID', 'number', 4), column('Name', 'text', 4)],
        },
        {
          name: 'volume',
          rowCount: 5,
          columns: [column('Volume_ID', 'number', 5), column('Artist_ID', 'number', 2)],
        },
      ],
      relationships: [
        {
          fromTable: 'volume',
          fromColumn: 'Artist_ID',
          toTable: 'artist',
          toColumn: 'Artist_ID',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'How many distinct artists do the volumes associate to?',
      schema: music,
    });
    expect(t.understood && t.sql).toContain('JOIN "volume"');
  });
});

describe('"the total number of" a table whose name reference columns share', () => {
  it('counts the rows; a reference (`school_fees.School`) is no quantity to add up', () => {
    // (Five rows each, every value its own; the year comes first.)
    const yearly = (name: string, measure: string) => ({
      name,
      rowCount: 5,
      columns: [column('Year', 'number', 5), column('School', 'number', 5), column(measure, 'number', 5)],
    });
    const schools = buildSchemaIndex({
      tables: [
        {
          name: 'Schools',
          rowCount: 5,
          columns: [
            column('Id', 'number', 5),
            column('School', 'text', 5),
            column('Location', 'text', 5),
            column('County', 'text', 5),
            column('Year', 'number', 5),
          ],
        },
        yearly('school_fees', 'SchoolFee'),
        yearly('degrees', 'Degrees'),
        yearly('enrollments', 'TotalEnrollment'),
        yearly('faculty', 'Faculty'),
      ],
      relationships: [
        {
          fromTable: 'school_fees',
          fromColumn: 'School',
          toTable: 'Schools',
          toColumn: 'Id',
          source: 'inferred',
        },
        {
          fromTable: 'degrees',
          fromColumn: 'School',
          toTable: 'Schools',
          toColumn: 'Id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({ question: 'What is the total number of schools?', schema: schools });
    expect(t.understood && t.sql).toMatch(/^SELECT count\(.*\) AS "\w+" FROM "Schools"$/);
  });
});

describe('"how many times" a condition holds', () => {
  const gusts = buildSchemaIndex({
    tables: [
      {
        name: 'reading',
        rowCount: 6,
        columns: [column('site_code', 'text', 3), column('max_gust', 'number', 5)],
      },
      { name: 'log', rowCount: 4, columns: [column('log_id', 'number', 4), column('time', 'text', 4)] },
    ],
    relationships: [],
  });

  it('counts the rows: "times" is no `time` column and the measure after it is not summed', () => {
    const t = translateQuestion({
      question: 'For each site code, how many times did the max gust reach 40?',
      schema: gusts,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT "site_code", count\(\*\) AS "\w+" FROM "reading" WHERE "max_gust" >= 40 GROUP BY "site_code"$/,
    );
  });
});

describe('"more than 1 time"', () => {
  const runners = buildSchemaIndex({
    tables: [
      {
        name: 'runner',
        rowCount: 3,
        columns: [column('runner_id', 'number', 3), column('name', 'text', 3), column('time', 'number', 3)],
      },
      {
        name: 'race_entry',
        rowCount: 6,
        columns: [
          column('entry_id', 'number', 6),
          column('runner_id', 'number', 3),
          column('place', 'number', 4),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'race_entry',
        fromColumn: 'runner_id',
        toTable: 'runner',
        toColumn: 'runner_id',
        source: 'inferred',
      },
    ],
  });

  it('is how often, like "more than once", not the `time` column', () => {
    const once = translateQuestion({
      question: 'Which runners have race entries more than once?',
      schema: runners,
    });
    const time = translateQuestion({
      question: 'Which runners have race entries more than 1 time?',
      schema: runners,
    });
    expect(once.understood && once.sql).toMatch(/HAVING count\(\*\) > 1$/);
    expect(time.understood && time.sql).toBe(once.understood && once.sql);
  });
});

describe('a column named after the count, joined to it by "and"', () => {
  const tracker = buildSchemaIndex({
    tables: [
      {
        name: 'Product',
        rowCount: 5,
        columns: [
          column('product_id', 'number', 5),
          { ...column('product_name', 'text', 5), values: ['rem', 'aut'] },
        ],
      },
      {
        name: 'Problems',
        rowCount: 15,
        columns: [column('problem_id', 'number', 15), column('product_id', 'number', 5)],
      },
    ],
    relationships: [
      {
        fromTable: 'Problems',
        fromColumn: 'product_id',
        toTable: 'Product',
        toColumn: 'product_id',
        source: 'inferred',
      },
    ],
  });

  it('is shown beside it ("the number of problems and the product name")', () => {
    const t = translateQuestion({
      question: 'Which product has the most problems? Give the number of problems and the product name.',
      schema: tracker,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T1\."product_name", count\(\*\)/);
  });
});

describe('a count of related rows after a verb said of the rows asked about', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'Faculty',
        rowCount: 50,
        columns: [column('FacID', 'number', 50), { ...column('Lname', 'text', 50), values: ['Lee', 'Ray'] }],
      },
      {
        name: 'Student',
        rowCount: 100,
        columns: [column('StuID', 'number', 100), column('Advisor', 'number', 40)],
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
  const ask = sqlOf(school);

  it('is an exact count, in digits or spelt out ("faculty members advise three students")', () => {
    for (const q of [
      'Which faculty members advise three students?',
      'Which faculty members advise 3 students?',
    ])
      expect(ask(q), q).toMatch(/HAVING count\(\*\) = 3$/);
  });

  it('reads a count spelt out with a slip rather than drop it ("two ore more")', () => {
    expect(ask('Which faculty members advise two ore more students? Give me their faculty ids.')).toMatch(
      /HAVING count\(\*\) >= 2$/,
    );
  });
});

describe('a small count of rows named by a noun no column spells', () => {
  const shops = buildSchemaIndex({
    tables: [
      {
        name: 'branch',
        rowCount: 8,
        columns: [
          column('Branch_ID', 'number', 8),
          column('Name', 'text', 8),
          { ...column('Open_year', 'number', 5), min: '2001', max: '2017' },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: shops });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('counts the rows of each year, never compares the year with the count', () => {
    const grouped = 'SELECT "Open_year" FROM "branch" GROUP BY "Open_year" HAVING count(*) >= 2';
    expect(ask('What are the opening years in which at least two shops opened?')).toBe(grouped);
    expect(ask('List all open years when at least two shops are opened.')).toBe(grouped);
  });
});

describe('"the count and title of" the rows ranked by how many related rows they have', () => {
  const hr = buildSchemaIndex({
    tables: [
      {
        name: 'jobs',
        rowCount: 3,
        columns: [
          { ...column('JOB_ID', 'text', 3), values: ['AD_PRES', 'IT_PROG', 'FI_MGR'] },
          column('JOB_TITLE', 'text', 3),
        ],
      },
      {
        name: 'employees',
        rowCount: 5,
        columns: [column('EMPLOYEE_ID', 'number', 5), column('JOB_ID', 'text', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'employees',
        fromColumn: 'JOB_ID',
        toTable: 'jobs',
        toColumn: 'JOB_ID',
        source: 'inferred',
      },
    ],
  });

  it('shows the count, named after the rows counted', () => {
    const t = translateQuestion({
      question: 'Find the count and title of the job that has the most employees.',
      schema: hr,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."JOB_TITLE", count(*) AS "number_of_employees" FROM "jobs" AS T1 JOIN "employees" AS T2 ON T1."JOB_ID" = T2."JOB_ID" GROUP BY T1."JOB_ID", T1."JOB_TITLE" ORDER BY count(*) DESC LIMIT 1',
    );
  });
});

describe("the number of a column's values per group", () => {
  const pupils = buildSchemaIndex({
    tables: [
      {
        name: 'list',
        rowCount: 9,
        columns: [
          column('LastName', 'text', 9),
          column('FirstName', 'text', 9),
          column('Grade', 'number', 6),
          column('Classroom', 'number', 8),
        ],
      },
    ],
    relationships: [],
  });

  it('counts distinct grades (a place in an order, not an amount to add up)', () => {
    const t = translateQuestion({
      question: 'For each classroom, report the classroom number and the number of grades using it.',
      schema: pupils,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "Classroom", count(DISTINCT "Grade") AS "number_of_distinct_Grade" FROM "list" GROUP BY "Classroom"',
    );
  });
});

describe('a column holding totals, asked for per group', () => {
  it('is summed within each group ("the total value purchased per supplier")', () => {
    const store = buildSchemaIndex({
      tables: [
        {
          name: 'Suppliers',
          rowCount: 3,
          columns: [column('supplier_id', 'number', 3), column('supplier_name', 'text', 3)],
        },
        {
          name: 'Product_Suppliers',
          rowCount: 9,
          columns: [
            column('product_id', 'number', 5),
            column('supplier_id', 'number', 3),
            column('total_value_purchased', 'number', 9),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'Product_Suppliers',
          fromColumn: 'supplier_id',
          toTable: 'Suppliers',
          toColumn: 'supplier_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What is the total value purchased per supplier?',
      schema: store,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T2."supplier_name", sum(T1."total_value_purchased") AS "total_value_purchased" FROM "Product_Suppliers" AS T1 JOIN "Suppliers" AS T2 ON T1."supplier_id" = T2."supplier_id" GROUP BY T2."supplier_id", T2."supplier_name"',
    );
  });
});
