// The engine, question by question: which columns a question shows.
import { describe, expect, it } from 'vitest';
import { askOf, column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { linkMentions } from './linking.ts';
import { buildSchemaIndex } from './schema-index.ts';
import { tokenize } from './text.ts';

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

describe('a column several joined tables have', () => {
  const league = buildSchemaIndex({
    tables: [
      {
        name: 'club',
        rowCount: 2,
        columns: [
          column('club_id', 'number', 2),
          { ...column('name', 'text', 2), values: ['Rovers', 'United'], samples: ['Rovers', 'United'] },
        ],
      },
      {
        name: 'fixture',
        rowCount: 6,
        columns: [
          column('fixture_id', 'number', 6),
          column('club', 'number', 2),
          column('athlete', 'text', 6),
        ],
      },
      {
        name: 'athlete',
        rowCount: 4,
        columns: [
          column('athlete_id', 'number', 4),
          column('athlete', 'text', 4),
          column('years_played', 'text', 4),
          column('club', 'number', 2),
        ],
      },
    ],
    relationships: [
      { fromTable: 'fixture', fromColumn: 'club', toTable: 'club', toColumn: 'club_id', source: 'inferred' },
      { fromTable: 'athlete', fromColumn: 'club', toTable: 'club', toColumn: 'club_id', source: 'inferred' },
    ],
  });

  it('is that of the table the other columns asked for come from', () => {
    const t = translateQuestion({
      question: 'Show the athletes and years played for athletes from club "Rovers".',
      schema: league,
    });
    expect(t.understood && t.sql).not.toContain('fixture');
    expect(t.understood && t.sql).toContain('"years_played"');
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

describe("the columns of a named row's reference", () => {
  const people = (rows: string[]) => [
    { ...column('Fname', 'text', rows.length), values: rows.map((r) => r.split(' ')[0]!) },
    { ...column('Lname', 'text', rows.length), values: rows.map((r) => r.split(' ')[1]!) },
  ];
  const advising = buildSchemaIndex({
    tables: [
      {
        name: 'Student',
        rowCount: 2,
        columns: [
          column('StuID', 'number', 2),
          ...people(['Linda Smith', 'Tracy Kim']),
          column('Advisor', 'number', 2),
        ],
      },
      {
        name: 'Faculty',
        rowCount: 2,
        columns: [column('FacID', 'number', 2), ...people(['Mark Giuliano', 'Michael Goodrich'])],
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

  it('shows the referenced row\'s columns for "the first and last name of Linda Smith\'s advisor"', () => {
    const t = translateQuestion({
      question: "What are the first name and last name of Linda Smith's advisor?",
      schema: advising,
    });
    expect(t.understood && t.sql).toMatch(
      /^SELECT (DISTINCT )?T1\."Fname", T1\."Lname" FROM "Faculty" AS T1 JOIN "Student" AS T2 .* WHERE T2\."Fname" = 'Linda' AND T2\."Lname" = 'Smith'$/,
    );
  });
});

describe('a column name whose words are shortened', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'student',
        rowCount: 4,
        columns: [
          column('ID', 'number', 4),
          column('name', 'text', 4),
          column('dept_name', 'text', 2),
          column('tot_cred', 'number', 4),
        ],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          column('dept_name', 'text', 2),
          column('credits', 'number', 2),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('is named by the words in full ("total credits" for `tot_cred`) in a table the question names', () => {
    expect(ask('Find the names of students sorted by their total credits.')).toBe(
      'SELECT "name" FROM "student" ORDER BY "tot_cred" ASC',
    );
  });

  it('is not, where the question names no table of it: "total" sums another table\'s credits', () => {
    expect(ask('How many total credits are offered by each department?')).toBe(
      'SELECT "dept_name", sum("credits") AS "total_credits" FROM "course" GROUP BY "dept_name"',
    );
  });
});

describe('a request after a comma', () => {
  const tracker = buildSchemaIndex({
    tables: [
      {
        name: 'Problems',
        rowCount: 3,
        columns: [column('problem_id', 'number', 3), column('product_id', 'number', 2)],
      },
      {
        name: 'Problem_Log',
        rowCount: 6,
        columns: [
          column('problem_log_id', 'number', 6),
          column('problem_id', 'number', 3),
          { ...column('log_entry_date', 'text', 6), kind: 'date' as const },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Problem_Log',
        fromColumn: 'problem_id',
        toTable: 'Problems',
        toColumn: 'problem_id',
        source: 'inferred',
      },
    ],
  });

  it('asks for the columns it names, of the rows "its" points to ("with id 10, return …")', () => {
    const t = translateQuestion({
      question: 'For the problem with id 10, return the ids and dates of its problem logs.',
      schema: tracker,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T2."problem_log_id", T2."log_entry_date" FROM "Problems" AS T1 JOIN "Problem_Log" AS T2 ON T1."problem_id" = T2."problem_id" WHERE T1."problem_id" = 10',
    );
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

  it('does not read "Which employee supports the most customers?" as the `support_rep_id` column', () => {
    const store = buildSchemaIndex({
      tables: [
        {
          name: 'employees',
          rowCount: 3,
          columns: [column('id', 'number', 3), column('last_name', 'text', 3)],
        },
        {
          name: 'customers',
          rowCount: 9,
          columns: [
            column('id', 'number', 9),
            column('first_name', 'text', 9),
            column('support_rep_id', 'number', 3),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'customers',
          fromColumn: 'support_rep_id',
          toTable: 'employees',
          toColumn: 'id',
          source: 'inferred',
        },
      ],
    });
    // ("Which employees support …": the verb after rows named in the plural too.)
    const plural = translateQuestion({
      question: 'Which employees support more than 2 customers?',
      schema: store,
    });
    expect(plural.understood && plural.sql).toMatch(/^SELECT T1\."last_name" FROM "employees"/);
    const t = translateQuestion({ question: 'Which employee supports the most customers?', schema: store });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."last_name" FROM "employees" AS T1 JOIN "customers" AS T2 ON T1."id" = T2."support_rep_id" GROUP BY T1."id", T1."last_name" ORDER BY count(*) DESC LIMIT 1',
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

  it('reads "the ministers and what parties they belong to" as the parties\' names too', () => {
    const t = translateQuestion({
      question: 'Who are the ministers and what parties do they belong to?',
      schema: parties,
    });
    expect(t.understood && t.sql).toBe('SELECT "party_name", "minister" FROM "party"');
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

describe('a text column named before "name"', () => {
  const clubs = buildSchemaIndex({
    tables: [
      {
        name: 'member',
        rowCount: 4,
        columns: [column('member_id', 'number', 4), column('name', 'text', 4), column('club', 'text', 2)],
      },
    ],
    relationships: [],
  });

  it('reads "the club name" as `club` alone, not `club` and the members\' `name`', () => {
    const t = translateQuestion({
      question: 'Show the club name and the number of members in each club.',
      schema: clubs,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "club", count(*) AS "number_of_member" FROM "member" GROUP BY "club"',
    );
  });
});

describe('columns asked before "have"', () => {
  const rosters = buildSchemaIndex({
    tables: [
      {
        name: 'roster',
        rowCount: 4,
        columns: [
          column('roster_id', 'number', 4),
          column('team', 'text', 2),
          column('athlete', 'text', 4),
          { ...column('role', 'text', 2), values: ['Keeper', 'Striker'] },
        ],
      },
    ],
    relationships: [],
  });

  it('reads "Which team have athletes with …" as the teams only (each once), not the athletes too', () => {
    const t = translateQuestion({ question: 'Which team have athletes with role Keeper?', schema: rosters });
    expect(t.understood && t.sql).toBe(`SELECT DISTINCT "team" FROM "roster" WHERE "role" = 'Keeper'`);
  });
});

describe('a reference named before another column', () => {
  const festivals = buildSchemaIndex({
    tables: [
      { name: 'town', rowCount: 2, columns: [column('town_id', 'number', 2), column('town', 'text', 2)] },
      {
        name: 'festival',
        rowCount: 2,
        columns: [
          column('festival_id', 'number', 2),
          column('host_town', 'number', 2),
          column('year', 'number', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'festival',
        fromColumn: 'host_town',
        toTable: 'town',
        toColumn: 'town_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "the host year" as `year` alone, not the reference `host_town` too', () => {
    const t = translateQuestion({ question: 'What is the host year of each festival?', schema: festivals });
    expect(t.understood && t.sql).toBe('SELECT "year" FROM "festival"');
  });
});

describe('the date a "When" question asks for', () => {
  const date = (name: string) => ({ ...column(name, 'text', 3), kind: 'date' as const, type: 'DATE' });
  const members = buildSchemaIndex({
    tables: [
      {
        name: 'members',
        rowCount: 3,
        columns: [
          column('member_id', 'number', 3),
          { ...column('nickname', 'text', 3), values: ['Ziggy', 'Moss', 'Pip'] },
          date('date_of_birth'),
          date('date_joined_club'),
          date('date_left_club'),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: members });
    return t.understood ? t.sql : t.reason;
  };

  it('is the date a later word names ("join", "leave", "birthdays"), not the first date of the table', () => {
    expect(ask('When did the member with nickname Ziggy join the club?')).toBe(
      `SELECT "date_joined_club" FROM "members" WHERE "nickname" = 'Ziggy'`,
    );
    expect(ask('When did the member with nickname Ziggy leave the club?')).toBe(
      `SELECT "date_left_club" FROM "members" WHERE "nickname" = 'Ziggy'`,
    );
    expect(ask('When are the birthdays of members with nickname Moss?')).toBe(
      `SELECT "date_of_birth" FROM "members" WHERE "nickname" = 'Moss'`,
    );
  });

  it('shows "the birthday of …" as the birth date, like any column the question names', () => {
    expect(ask('What is the birthday of the member with nickname Pip?')).toBe(
      `SELECT "date_of_birth" FROM "members" WHERE "nickname" = 'Pip'`,
    );
  });
});

describe('a word that hints at a column, listed among the columns asked', () => {
  const patients = buildSchemaIndex({
    tables: [
      {
        name: 'patient',
        rowCount: 3,
        columns: [
          column('patient_id', 'number', 3),
          column('full_name', 'text', 3),
          column('sex', 'text', 2),
          column('weight', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('shows `sex` for "the full name and gender of the patient …"', () => {
    const t = translateQuestion({
      question: 'Find the full name and gender of the patient with the highest weight.',
      schema: patients,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "full_name", "sex" FROM "patient" ORDER BY "weight" DESC LIMIT 1',
    );
  });

  it('shows `sex` for "the gender of each patient" and groups by it after "each … and gender"', () => {
    const ask = (question: string) => {
      const t = translateQuestion({ question, schema: patients });
      return t.understood ? t.sql : t.reason;
    };
    expect(ask('Show the gender of each patient.')).toBe('SELECT "sex" FROM "patient"');
    expect(ask('How many patients are there for each weight and gender?')).toBe(
      'SELECT "weight", "sex", count(*) AS "number_of_patient" FROM "patient" GROUP BY "weight", "sex"',
    );
  });
});

describe('rows named after the table they belong to, and owners named after a list', () => {
  const leagues = buildSchemaIndex({
    tables: [
      {
        name: 'nation',
        rowCount: 2,
        columns: [column('nation_id', 'number', 2), column('language', 'text', 2)],
      },
      {
        name: 'season',
        rowCount: 4,
        columns: [
          column('season_id', 'number', 4),
          column('player', 'text', 4),
          { ...column('college', 'text', 2), values: ['Yale', 'Duke'] },
          column('nation', 'number', 2),
        ],
      },
      { name: 'album', rowCount: 2, columns: [column('album_id', 'number', 2), column('title', 'text', 2)] },
      {
        name: 'track',
        rowCount: 5,
        columns: [
          column('track_id', 'number', 5),
          column('name', 'text', 5),
          column('album_id', 'number', 2),
        ],
      },
      {
        name: 'client',
        rowCount: 2,
        columns: [
          column('client_id', 'number', 2),
          column('client_first_name', 'text', 2),
          column('client_last_name', 'text', 2),
        ],
      },
      {
        name: 'account',
        rowCount: 5,
        columns: [
          column('account_id', 'number', 5),
          column('account_name', 'text', 5),
          column('client_id', 'number', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'season',
        fromColumn: 'nation',
        toTable: 'nation',
        toColumn: 'nation_id',
        source: 'inferred',
      },
      {
        fromTable: 'track',
        fromColumn: 'album_id',
        toTable: 'album',
        toColumn: 'album_id',
        source: 'inferred',
      },
      {
        fromTable: 'account',
        fromColumn: 'client_id',
        toTable: 'client',
        toColumn: 'client_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: leagues });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('does not show `player` for "the languages of the nations of players from Yale college"', () => {
    expect(ask('What are the languages of the nations of players from Yale college?')).toMatch(
      /^SELECT (DISTINCT )?T1\."language" FROM/,
    );
  });

  it('reads "the names and ids of the different albums" as the albums\' title and id', () => {
    expect(ask('What are the names and ids of the different albums, and how many tracks are on each?')).toBe(
      'SELECT T2."title", T2."album_id", count(*) AS "number_of_track" FROM "track" AS T1 JOIN "album" AS T2 ON T1."album_id" = T2."album_id" GROUP BY T2."title", T2."album_id"',
    );
  });

  it('keeps "the full names … for all clients" beside the count of their accounts', () => {
    expect(
      ask('What are the full names and ids for all clients, and how many accounts does each have?'),
    ).toBe(
      'SELECT T2."client_first_name", T2."client_last_name", T2."client_id", count(*) AS "number_of_account" FROM "account" AS T1 JOIN "client" AS T2 ON T1."client_id" = T2."client_id" GROUP BY T2."client_first_name", T2."client_last_name", T2."client_id"',
    );
  });
});

describe('"the details" of rows', () => {
  const ask = (question: string, columns: ReturnType<typeof column>[]) => {
    const schema = buildSchemaIndex({
      tables: [{ name: 'kettle', rowCount: 3, columns }],
      relationships: [],
    });
    const t = translateQuestion({ question, schema });
    return t.understood ? t.sql : t.reason;
  };
  const plain = [column('kettle_name', 'text', 3), column('litres', 'number', 3)];

  it('are all the columns of a table that has no column of details', () => {
    expect(ask('Find the details for all kettles.', plain)).toBe('SELECT * FROM "kettle"');
  });

  it('are the column of details where the table has one', () => {
    expect(ask('Find the details for all kettles.', [...plain, column('kettle_details', 'text', 3)])).toBe(
      'SELECT "kettle_details" FROM "kettle"',
    );
  });
});

describe('a later sentence that asks for the columns after an adverb', () => {
  const lamps = buildSchemaIndex({
    tables: [
      {
        name: 'lamps',
        rowCount: 3,
        columns: [
          column('lamp_id', 'number', 3),
          column('lampName', 'text', 3),
          column('wattage', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });

  it('shows what "Just report …" names, not the column sorted by', () => {
    const t = translateQuestion({
      question: 'Sort all the lamps according to the wattage. Just report the lamp names.',
      schema: lamps,
    });
    expect(t.understood && t.sql).toBe('SELECT "lampName" FROM "lamps" ORDER BY "wattage" ASC');
  });
});

describe('a column named after "whose"', () => {
  const cycling = buildSchemaIndex({
    tables: [
      {
        name: 'club',
        rowCount: 2,
        columns: [column('club_id', 'number', 2), column('name', 'text', 2), column('sponsor', 'text', 2)],
      },
      {
        name: 'rider',
        rowCount: 5,
        columns: [
          column('rider_id', 'number', 5),
          column('full_name', 'text', 5),
          column('club_id', 'number', 2),
        ],
      },
    ],
    relationships: [
      { fromTable: 'rider', fromColumn: 'club_id', toTable: 'club', toColumn: 'club_id', source: 'inferred' },
    ],
  });

  it("is the named rows' own column, though it matches only in part", () => {
    const t = translateQuestion({
      question: "Which clubs have riders whose name starts with 'D'?",
      schema: cycling,
    });
    expect(t.understood && t.sql).toMatch(/"full_name" ILIKE 'D%'/);
  });

  it('is the column named before it when that column holds the names', () => {
    const t = translateQuestion({
      question: 'Find all the club sponsors whose name contains "Acme"',
      schema: cycling,
    });
    expect(t.understood && t.sql).toMatch(/"sponsor" ILIKE '%Acme%'/);
  });
});

describe('a column named in words one of which it writes inside a longer word', () => {
  it('reads "zip code" as `zip_postcode`, not any column ending in "code"', () => {
    const school = buildSchemaIndex({
      tables: [
        {
          name: 'addresses',
          rowCount: 3,
          columns: [column('address_id', 'number', 3), column('zip_postcode', 'text', 3)],
        },
        {
          name: 'staff',
          rowCount: 3,
          columns: [
            column('staff_id', 'number', 3),
            column('staff_address_id', 'number', 3),
            column('status_code', 'text', 2),
            { ...column('first_name', 'text', 3), values: ['Janessa', 'Ann', 'Bo'] },
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
    const t = translateQuestion({
      question: 'What is the zip code of the staff named Janessa?',
      schema: school,
    });
    expect(t.understood && t.sql).toContain('T2."zip_postcode"');
  });
});

describe('rows asked for of a table named for its measure', () => {
  it('shows the measure ("What degrees were conferred at Fresno in 2001?" over `degrees(Year, Campus, Degrees)`)', () => {
    const campuses = buildSchemaIndex({
      tables: [
        {
          name: 'Campuses',
          rowCount: 2,
          columns: [
            column('Id', 'number', 2),
            { ...column('Campus', 'text', 2), values: ['Fresno', 'Chico'] },
            column('County', 'text', 2),
          ],
        },
        {
          name: 'degrees',
          rowCount: 6,
          columns: [
            { ...column('Year', 'number', 3), min: '1990', max: '2004' },
            column('Campus', 'number', 2),
            column('Degrees', 'number', 5),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'degrees',
          fromColumn: 'Campus',
          toTable: 'Campuses',
          toColumn: 'Id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What degrees were conferred at Fresno in 2001?',
      schema: campuses,
    });
    expect(t.understood && t.sql).toContain('SELECT T1."Degrees" FROM "degrees"');
  });
});

describe('the content column named after its table', () => {
  const places = buildSchemaIndex({
    tables: [
      {
        name: 'Addresses',
        rowCount: 4,
        columns: [
          column('address_id', 'number', 4),
          column('address_content', 'text', 4),
          { ...column('city', 'text', 3), values: ['Austin', 'Dallas', 'Reno'] },
        ],
      },
    ],
    relationships: [],
  });

  it('shows `address_content` for "the addresses", the rows themselves', () => {
    const t = translateQuestion({ question: 'What are all the addresses in Austin?', schema: places });
    expect(t.understood && t.sql).toBe('SELECT "address_content" FROM "Addresses" WHERE "city" = \'Austin\'');
  });
});

describe('a column name written as one word', () => {
  const people = buildSchemaIndex({
    tables: [
      {
        name: 'Customers',
        rowCount: 4,
        columns: [
          column('customer_id', 'number', 4),
          column('customer_first_name', 'text', 4),
          column('customer_last_name', 'text', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('reads "firstname" as `customer_first_name`, after the table’s word the name starts with', () => {
    const t = translateQuestion({ question: 'Show the customer ids and firstname.', schema: people });
    expect(t.understood && t.sql).toBe('SELECT "customer_id", "customer_first_name" FROM "Customers"');
  });
});

describe('a measure given in a unit that names its column', () => {
  it('aggregates the column the unit names ("the maximum durations of tracks in milliseconds")', () => {
    const music = buildSchemaIndex({
      tables: [
        {
          name: 'track',
          rowCount: 3,
          columns: [
            column('track_id', 'number', 3),
            column('name', 'text', 3),
            column('milliseconds', 'number', 3),
            column('bytes', 'number', 3),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Find the maximum and minimum durations of tracks in milliseconds.',
      schema: music,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT max("milliseconds") AS "maximum_milliseconds", min("milliseconds") AS "minimum_milliseconds" FROM "track"',
    );
  });
});

describe('a duration kept in hours', () => {
  it('ranks "for the longest time" by the hours column', () => {
    const work = buildSchemaIndex({
      tables: [
        {
          name: 'projects',
          rowCount: 3,
          columns: [column('code', 'text', 3), column('name', 'text', 3), column('hours', 'number', 3)],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({
      question: 'Find the name of the project that continues for the longest time.',
      schema: work,
    });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "projects" ORDER BY "hours" DESC LIMIT 1');
  });
});

describe('a column named with its words in another order', () => {
  it('reads "the valid to dates" as `date_valid_to`', () => {
    const cards = buildSchemaIndex({
      tables: [
        {
          name: 'cards',
          rowCount: 3,
          columns: [
            column('card_id', 'number', 3),
            { ...column('date_valid_from', 'text', 3), type: 'TIMESTAMP', kind: 'date' },
            { ...column('date_valid_to', 'text', 3), type: 'TIMESTAMP', kind: 'date' },
          ],
        },
        {
          name: 'transactions',
          rowCount: 3,
          columns: [
            column('transaction_id', 'number', 3),
            column('card_id', 'number', 3),
            { ...column('transaction_date', 'text', 3), type: 'TIMESTAMP', kind: 'date' },
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'transactions',
          fromColumn: 'card_id',
          toTable: 'cards',
          toColumn: 'card_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'What are the valid from and valid to dates for the card with id 1?',
      schema: cards,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "date_valid_from", "date_valid_to" FROM "cards" WHERE "card_id" = 1',
    );
  });
});

describe('columns asked after "together with"', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'genre',
        rowCount: 4,
        columns: [column('genre_name', 'text', 4), column('rating', 'number', 3)],
      },
    ],
    relationships: [],
  });

  it('are shown too, and "in alphabetical order" before them sorts by the names', () => {
    const t = translateQuestion({
      question: 'List the names of all genres in alphabetical order, together with its ratings.',
      schema: music,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "genre_name", "rating" FROM "genre" ORDER BY "genre_name" ASC',
    );
  });
});

describe('"Name all the …" as a request', () => {
  const catalog = buildSchemaIndex({
    tables: [
      {
        name: 'catalog_contents',
        rowCount: 5,
        columns: [
          column('catalog_entry_id', 'number', 5),
          column('catalog_entry_name', 'text', 5),
          column('product_stock_number', 'text', 5),
          column('next_entry_id', 'number', 5),
        ],
      },
    ],
    relationships: [],
  });

  it('asks for the names of the rows after it; their plural names no column', () => {
    const t = translateQuestion({
      question: 'Name all the products with next entry ID greater than 8.',
      schema: catalog,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "catalog_entry_name" FROM "catalog_contents" WHERE "next_entry_id" > 8',
    );
  });
});

describe('a column named after "on a" / "at an"', () => {
  const fees = buildSchemaIndex({
    tables: [
      {
        name: 'fees',
        rowCount: 20,
        columns: [
          column('campus', 'text', 10),
          column('year', 'number', 2),
          column('campus_fee', 'number', 15),
        ],
      },
    ],
    relationships: [],
  });

  it('says where the rows are; it is not shown nor grouped by', () => {
    const t = translateQuestion({ question: 'What is the average fee on a state campus?', schema: fees });
    expect(t.understood && t.sql).toBe('SELECT avg("campus_fee") AS "average_campus_fee" FROM "fees"');
  });
});

describe('rows asked for by the name of their table', () => {
  const campuses = buildSchemaIndex({
    tables: [
      { name: 'campuses', rowCount: 3, columns: [column('id', 'number', 3), column('campus', 'text', 3)] },
      {
        name: 'degrees',
        rowCount: 12,
        columns: [
          column('year', 'number', 4),
          column('campus', 'number', 3),
          column('degrees', 'number', 10),
        ],
      },
    ],
    relationships: [
      { fromTable: 'degrees', fromColumn: 'campus', toTable: 'campuses', toColumn: 'id', source: 'inferred' },
    ],
  });

  it('show the measure the table is named after, not its first column', () => {
    const t = translateQuestion({
      question: 'What degrees were conferred in the year 2001?',
      schema: campuses,
    });
    expect(t.understood && t.sql).toBe('SELECT "degrees" FROM "degrees" WHERE "year" = 2001');
  });
});

describe('a bare "name" beside a count of rows that have no name', () => {
  const park = buildSchemaIndex({
    tables: [
      {
        name: 'tourist_attractions',
        rowCount: 4,
        columns: [column('tourist_attraction_id', 'number', 4), column('name', 'text', 4)],
      },
      {
        name: 'visits',
        rowCount: 9,
        columns: [
          column('visit_id', 'number', 9),
          column('tourist_attraction_id', 'number', 4),
          column('visit_details', 'text', 7),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'visits',
        fromColumn: 'tourist_attraction_id',
        toTable: 'tourist_attractions',
        toColumn: 'tourist_attraction_id',
        source: 'inferred',
      },
    ],
  });

  it('is the name of the rows each count is for', () => {
    const t = translateQuestion({
      question: 'What are the name, id and the corresponding number of visits for each tourist attraction?',
      schema: park,
    });
    expect(t.understood && t.sql).toContain('T2."name", count(*)');
    expect(t.understood && t.sql).not.toContain('visit_details');
  });
});

describe('a measure named after the rows asked for, outside the list of columns', () => {
  const climate = buildSchemaIndex({
    tables: [
      {
        name: 'city',
        rowCount: 2,
        columns: [
          column('city_id', 'number', 2),
          { ...column('city', 'text', 2), values: ['Shanghai', 'Nanjing'], samples: ['Shanghai', 'Nanjing'] },
        ],
      },
      {
        name: 'temperature',
        rowCount: 2,
        columns: [column('city_id', 'number', 2), column('jan', 'number', 2), column('feb', 'number', 2)],
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

  it('is shown when nothing else is asked ("the temperature of Shanghai in January")', () => {
    const t = translateQuestion({
      question: 'Give me the temperature of Shanghai in January.',
      schema: climate,
    });
    expect(t.understood && t.sql).toMatch(/^SELECT T1\."jan" FROM "temperature"/);
  });
});

describe('a word right after a subject pronoun', () => {
  it('is the verb, not part of a column name ("the season they play in" is no `Years_Played`)', () => {
    const league = buildSchemaIndex({
      tables: [
        { name: 'team', rowCount: 3, columns: [column('Team_id', 'number', 3), column('Name', 'text', 3)] },
        {
          name: 'match_season',
          rowCount: 6,
          columns: [column('Season', 'number', 2), column('Player', 'text', 6), column('Team', 'number', 3)],
        },
        {
          name: 'player',
          rowCount: 5,
          columns: [
            column('Player_ID', 'number', 5),
            column('Player', 'text', 5),
            column('Years_Played', 'text', 4),
            column('Team', 'number', 3),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'match_season',
          fromColumn: 'Team',
          toTable: 'team',
          toColumn: 'Team_id',
          source: 'inferred',
        },
        { fromTable: 'player', fromColumn: 'Team', toTable: 'team', toColumn: 'Team_id', source: 'inferred' },
      ],
    });
    const t = translateQuestion({
      question: 'Who are the players, what season do they play in, and what is the name of their team?',
      schema: league,
    });
    expect(t.understood && t.sql).not.toContain('Years_Played');
    expect(t.understood && t.sql).not.toContain('JOIN "player"');
  });
});

describe("the name of rows whose table holds another table's name", () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'faculty',
        rowCount: 4,
        columns: [column('faculty_name', 'text', 4), column('dean', 'text', 4)],
      },
      {
        name: 'module',
        rowCount: 9,
        columns: [
          column('module_id', 'number', 9),
          column('title', 'text', 9),
          column('faculty_name', 'text', 4),
          column('points', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'module',
        fromColumn: 'faculty_name',
        toTable: 'faculty',
        toColumn: 'faculty_name',
        source: 'inferred',
      },
    ],
  });

  it('shows the title of "the names of modules", not the name of the faculty they refer to', () => {
    const t = translateQuestion({ question: 'What are the names of modules?', schema: school });
    expect(t.understood && t.sql).toBe('SELECT "title" FROM "module"');
  });
});

describe('a question word for a date or a place', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'employee',
        rowCount: 30,
        columns: [
          column('emp_num', 'number', 30),
          column('emp_lname', 'text', 30),
          { ...column('emp_hiredate', 'text', 30), kind: 'date', type: 'DATE' },
        ],
      },
      {
        name: 'professor',
        rowCount: 20,
        columns: [
          column('emp_num', 'number', 20),
          { ...column('prof_office', 'text', 20), values: ['DRE 102', 'KLR 1'] },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'professor',
        fromColumn: 'emp_num',
        toTable: 'employee',
        toColumn: 'emp_num',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: college });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('answers with the date of the row the main one extends ("when was the professor … hired")', () => {
    expect(ask('When was the professor with office DRE 102 hired?')).toBe(
      'SELECT T2."emp_hiredate" FROM "professor" AS T1 JOIN "employee" AS T2 ON T1."emp_num" = T2."emp_num" WHERE T1."prof_office" = \'DRE 102\'',
    );
  });

  it('adds its column when it comes second (", and when were they hired?")', () => {
    expect(
      ask(
        'What is the last name of the professor whose office is located in DRE 102, and when were they hired?',
      ),
    ).toMatch(/^SELECT T2\."emp_lname", T2\."emp_hiredate" FROM/);
  });
});

describe('the values a question word asks for', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'list',
        rowCount: 8,
        columns: [
          column('LastName', 'text', 8),
          { ...column('Grade', 'number', 3), min: '1', max: '6' },
          { ...column('Classroom', 'number', 4), min: '101', max: '112' },
        ],
      },
    ],
    relationships: [],
  });

  it('lists each once ("Which grade is studying in room 105?"), as "all the grades" does', () => {
    const t = translateQuestion({ question: 'Which grade is studying in classroom 105?', schema: school });
    expect(t.understood && t.sql).toBe('SELECT DISTINCT "Grade" FROM "list" WHERE "Classroom" = 105');
  });
});

describe('a column name said in another order', () => {
  const league = buildSchemaIndex({
    tables: [
      {
        name: 'player',
        rowCount: 4,
        columns: [
          column('player_id', 'number', 4),
          column('name_first', 'text', 4),
          column('name_last', 'text', 4),
          column('birth_country', 'text', 3),
        ],
      },
      {
        name: 'college',
        rowCount: 2,
        columns: [column('college_id', 'number', 2), column('name_full', 'text', 2)],
      },
      {
        name: 'vote',
        rowCount: 5,
        columns: [column('player_id', 'number', 4), column('votes_first', 'number', 5)],
      },
      {
        name: 'player_college',
        rowCount: 6,
        columns: [column('player_id', 'number', 4), column('college_id', 'number', 2)],
      },
    ],
    relationships: [
      ['vote', 'player_id', 'player', 'player_id'],
      ['player_college', 'player_id', 'player', 'player_id'],
      ['player_college', 'college_id', 'college', 'college_id'],
    ].map(([fromTable, fromColumn, toTable, toColumn]) => ({
      fromTable: fromTable!,
      fromColumn: fromColumn!,
      toTable: toTable!,
      toColumn: toColumn!,
      source: 'inferred' as const,
    })),
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: league });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('names it as one span: "first name" is `name_first`, not `votes_first` and a name', () => {
    const tokens = tokenize('List the first name, last name and birth country of players.');
    const first = linkMentions(tokens, league).find((m) => m.start === 2);
    expect(first).toMatchObject({ kind: 'column', end: 4 });
    expect(first?.kind === 'column' && first.columns.map((c) => c.column)).toEqual(['name_first']);
    // (Not across a comma: "ids, customer ids" are two columns.)
    const listed = linkMentions(tokenize('Show names, countries for all players.'), league);
    expect(listed.find((m) => m.start === 1)?.end).toBe(2);
  });

  it('reads "their full name" as the first and last names of the rows asked about, not another table\'s `name_full`', () => {
    expect(ask('List the players and their full name.')).not.toContain('name_full');
    expect(ask('List the full name of all players.')).toBe('SELECT "name_first", "name_last" FROM "player"');
  });
});

describe('"the code of" rows whose table has no column called so', () => {
  const hr = buildSchemaIndex({
    tables: [
      {
        name: 'jobs',
        rowCount: 3,
        columns: [
          { ...column('JOB_ID', 'text', 3), values: ['AD_PRES', 'IT_PROG', 'FI_MGR'] },
          column('JOB_TITLE', 'text', 3),
          column('MIN_SALARY', 'number', 3),
        ],
      },
      {
        name: 'locations',
        rowCount: 2,
        columns: [column('LOCATION_ID', 'number', 2), column('POSTAL_CODE', 'text', 2)],
      },
      {
        name: 'employees',
        rowCount: 5,
        columns: [
          column('EMPLOYEE_ID', 'number', 5),
          column('JOB_ID', 'text', 3),
          column('LOCATION_ID', 'number', 2),
        ],
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
        fromTable: 'employees',
        fromColumn: 'LOCATION_ID',
        toTable: 'locations',
        toColumn: 'LOCATION_ID',
        source: 'inferred',
      },
    ],
  });

  it("is the rows' own key, not another table's code column", () => {
    const t = translateQuestion({
      question: 'What is the code of the job with the highest minimum salary?',
      schema: hr,
    });
    expect(t.understood && t.sql).toBe('SELECT "JOB_ID" FROM "jobs" ORDER BY "MIN_SALARY" DESC LIMIT 1');
  });
});

describe('rows named by the words of both their id and their name', () => {
  const catalog = buildSchemaIndex({
    tables: [
      {
        name: 'Catalog_Contents',
        rowCount: 5,
        columns: [
          column('catalog_entry_id', 'number', 5),
          column('catalog_entry_name', 'text', 5),
          column('capacity', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: catalog });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('are shown by their name unless the question says id ("List catalog entries")', () => {
    expect(ask('List catalog entries with a capacity above 5.')).toBe(
      'SELECT "catalog_entry_name" FROM "Catalog_Contents" WHERE "capacity" > 5',
    );
    expect(ask('Show the catalog entry ids.')).toBe('SELECT "catalog_entry_id" FROM "Catalog_Contents"');
  });
});

describe('columns named with filler or far from their clause', () => {
  const measure = (name: string, max: string) => ({ ...column(name, 'number', 8), min: '100', max });
  const farms = buildSchemaIndex({
    tables: [
      {
        name: 'farm',
        rowCount: 8,
        columns: [
          column('Farm_ID', 'number', 8),
          measure('Total_Horses', '6000'),
          measure('Working_Horses', '4000'),
        ],
      },
      {
        name: 'instructor',
        rowCount: 8,
        columns: [column('ID', 'number', 8), column('name', 'text', 8), measure('salary', '120000')],
      },
    ],
    relationships: [],
  });
  const ask = askOf(farms);

  it('reads "total number of horses" as `Total_Horses` ("number of" inside a name is filler)', () => {
    expect(
      ask(
        'What is the average number of working horses of farms with more than 5000 total number of horses?',
      ),
    ).toBe(
      'SELECT avg("Working_Horses") AS "average_Working_Horses" FROM "farm" WHERE "Total_Horses" > 5000',
    );
  });

  it('shows the column asked for before the rows though a comparison after them names it again', () => {
    expect(ask('Find the salaries of all instructors that are less than the largest salary.')).toBe(
      'SELECT "salary" FROM "instructor" WHERE "salary" < (SELECT max("salary") FROM "instructor")',
    );
    expect(ask('What are the names of instructors whose salary is less than the average salary?')).toBe(
      'SELECT "name" FROM "instructor" WHERE "salary" < (SELECT avg("salary") FROM "instructor")',
    );
  });
});

describe('"who" asked of rows that are not people', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'Customers',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('customer_name', 'text', 3)],
      },
      {
        name: 'Customer_Orders',
        rowCount: 5,
        columns: [
          column('order_id', 'number', 5),
          column('customer_id', 'number', 3),
          { ...column('order_date', 'text', 5), kind: 'date' },
          column('order_details', 'text', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Customer_Orders',
        fromColumn: 'customer_id',
        toTable: 'Customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
    ],
  });

  it('is answered by the name of the people they refer to ("Who made the latest order?")', () => {
    expect(askOf(shop)('Who made the latest order?')).toBe(
      'SELECT T2."customer_name" FROM "Customer_Orders" AS T1 JOIN "Customers" AS T2 ON T1."customer_id" = T2."customer_id" ORDER BY T1."order_date" DESC LIMIT 1',
    );
  });
});
