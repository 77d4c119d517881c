// The engine, question by question: rows with or without related rows, and set questions.
import { describe, expect, it } from 'vitest';
import { askOf, askReviews, column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

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
          column('year', 'number', 4),
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

describe('a negation typed without its apostrophe', () => {
  it('reads "dont have" as "do not have"', () => {
    expect(sql('What are the names of ships that dont have a captain?')).toBe(
      sql('What are the names of ships that do not have a captain?'),
    );
    expect(sql('Which ships didnt have a captain?')).toContain('NOT IN');
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

describe('a bound on each group’s average', () => {
  const shops = buildSchemaIndex({
    tables: [
      {
        name: 'shop',
        rowCount: 3,
        columns: [
          column('shop_id', 'number', 3),
          column('name', 'text', 3),
          column('floor_area', 'number', 3),
        ],
      },
      {
        name: 'stock_check',
        rowCount: 9,
        columns: [
          column('check_id', 'number', 9),
          column('shop_id', 'number', 3),
          column('crates_stored', 'number', 9),
          column('crates_empty', 'number', 9),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'stock_check',
        fromColumn: 'shop_id',
        toTable: 'shop',
        toColumn: 'shop_id',
        source: 'inferred',
      },
    ],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: shops });
    return t.understood ? t.sql : t.reason;
  };
  const averaged =
    'SELECT T1."name" FROM "shop" AS T1 JOIN "stock_check" AS T2 ON T1."shop_id" = T2."shop_id" GROUP BY T1."shop_id", T1."name" HAVING avg(T2."crates_stored") > 10';

  it('reads "on average" after the comparison as a bound on the average', () => {
    expect(sqlIn('Which shops have more than 10 crates stored on average?')).toBe(averaged);
  });

  it('reads "on average" or "normally" before the comparison the same way', () => {
    expect(sqlIn('Which shops have on average more than 10 crates stored?')).toBe(averaged);
    expect(sqlIn('Which shops normally have more than 10 crates stored?')).toBe(averaged);
  });

  it('keeps both of two bounds on the groups', () => {
    expect(sqlIn('Which shops have more than 2 stock checks and an average crates stored above 10?')).toBe(
      'SELECT T1."name" FROM "shop" AS T1 JOIN "stock_check" AS T2 ON T1."shop_id" = T2."shop_id" GROUP BY T1."shop_id", T1."name" HAVING count(*) > 2 AND avg(T2."crates_stored") > 10',
    );
    expect(
      sqlIn(
        'Which shops have more than 10 crates stored on average and fewer than 3 crates empty on average?',
      ),
    ).toBe(
      'SELECT T1."name" FROM "shop" AS T1 JOIN "stock_check" AS T2 ON T1."shop_id" = T2."shop_id" GROUP BY T1."shop_id", T1."name" HAVING avg(T2."crates_stored") > 10 AND avg(T2."crates_empty") < 3',
    );
  });
});

describe('one column of two tables named together', () => {
  const school = buildSchemaIndex({
    tables: [
      {
        name: 'pupil',
        rowCount: 3,
        columns: [column('pupil_id', 'number', 3), column('surname', 'text', 3)],
      },
      {
        name: 'teacher',
        rowCount: 2,
        columns: [column('teacher_id', 'number', 2), column('surname', 'text', 2)],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: school });
    return t.understood ? t.sql : t.reason;
  };

  it('reads values "used by" both tables as those they share, and a plain listing as either', () => {
    expect(sqlIn('What are the surnames that are used by pupils and teachers?')).toContain(' INTERSECT ');
    expect(sqlIn('List the surnames of pupils and teachers.')).toContain(' UNION ');
  });
});

describe('how often a row took a role', () => {
  const fairs = buildSchemaIndex({
    tables: [
      {
        name: 'town',
        rowCount: 3,
        columns: [column('town_id', 'number', 3), column('town_name', 'text', 3)],
      },
      {
        name: 'fair',
        rowCount: 5,
        columns: [column('fair_year', 'number', 5), column('organiser_town', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'fair',
        fromColumn: 'organiser_town',
        toTable: 'town',
        toColumn: 'town_id',
        source: 'inferred',
      },
    ],
  });

  it('counts the rows whose column naming the role refers to each row ("served as an organiser more than once")', () => {
    const t = translateQuestion({
      question: 'Which towns have served as an organiser more than once?',
      schema: fairs,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT T1."town_name" FROM "town" AS T1 JOIN "fair" AS T2 ON T1."town_id" = T2."organiser_town" GROUP BY T1."town_id", T1."town_name" HAVING count(*) > 1',
    );
  });
});

describe('values of a related column listed with "or"', () => {
  const parks = buildSchemaIndex({
    tables: [
      {
        name: 'Attractions',
        rowCount: 4,
        columns: [column('attraction_id', 'number', 4), column('name', 'text', 4)],
      },
      {
        name: 'Features',
        rowCount: 3,
        columns: [
          column('feature_id', 'number', 3),
          { ...column('feature_details', 'text', 3), values: ['cafe', 'garden', 'shopping'] },
        ],
      },
      {
        name: 'Attraction_Features',
        rowCount: 6,
        columns: [column('attraction_id', 'number', 4), column('feature_id', 'number', 3)],
      },
      {
        name: 'Shops',
        rowCount: 2,
        columns: [column('shop_id', 'number', 2), column('shop_details', 'text', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'Attraction_Features',
        fromColumn: 'attraction_id',
        toTable: 'Attractions',
        toColumn: 'attraction_id',
        source: 'inferred',
      },
      {
        fromTable: 'Attraction_Features',
        fromColumn: 'feature_id',
        toTable: 'Features',
        toColumn: 'feature_id',
        source: 'inferred',
      },
      {
        fromTable: 'Shops',
        fromColumn: 'shop_id',
        toTable: 'Attractions',
        toColumn: 'attraction_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: parks });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads a word beside a value as a value of its column, not the table it also names, each row listed once', () => {
    const q = sqlOf(
      'What are the names of the attractions that have cafe or shopping as their feature details?',
    );
    expect(q).toContain('SELECT DISTINCT T1."name"');
    expect(q).toContain("\"feature_details\" IN ('cafe', 'shopping')");
    expect(q).not.toContain('"Shops"');
  });
});

describe('a verb naming the column that refers to the rows', () => {
  const upkeep = buildSchemaIndex({
    tables: [
      {
        name: 'Staff',
        rowCount: 4,
        columns: [column('staff_id', 'number', 4), column('staff_name', 'text', 4)],
      },
      {
        name: 'Fault_Log',
        rowCount: 5,
        columns: [column('fault_log_entry_id', 'number', 5), column('recorded_by_staff_id', 'number', 3)],
      },
      {
        name: 'Engineer_Visits',
        rowCount: 5,
        columns: [
          column('engineer_visit_id', 'number', 5),
          column('fault_log_entry_id', 'number', 5),
          column('contact_staff_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Fault_Log',
        fromColumn: 'recorded_by_staff_id',
        toTable: 'Staff',
        toColumn: 'staff_id',
        source: 'inferred',
      },
      {
        fromTable: 'Engineer_Visits',
        fromColumn: 'contact_staff_id',
        toTable: 'Staff',
        toColumn: 'staff_id',
        source: 'inferred',
      },
      {
        fromTable: 'Engineer_Visits',
        fromColumn: 'fault_log_entry_id',
        toTable: 'Fault_Log',
        toColumn: 'fault_log_entry_id',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: upkeep });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "who recorded fault logs" as rows the recording column refers to', () => {
    expect(sqlOf('What are the names of the staff who recorded fault logs?')).toBe(
      'SELECT "staff_name" FROM "Staff" WHERE "staff_id" IN (SELECT S1."recorded_by_staff_id" FROM "Fault_Log" AS S1 WHERE S1."recorded_by_staff_id" IS NOT NULL)',
    );
  });

  it('reads "has not contacted any engineer visits" through the contacting column, not another path', () => {
    expect(
      sqlOf(
        'What are the names of the staff who recorded the fault log but have not contacted any engineer visits?',
      ),
    ).toContain(
      '"staff_id" NOT IN (SELECT S1."contact_staff_id" FROM "Engineer_Visits" AS S1 WHERE S1."contact_staff_id" IS NOT NULL)',
    );
  });
});

describe('a participle denied that names the referring table', () => {
  const books = buildSchemaIndex({
    tables: [
      { name: 'book', rowCount: 4, columns: [column('Book_ID', 'number', 4), column('Title', 'text', 4)] },
      {
        name: 'publication',
        rowCount: 3,
        columns: [
          column('Publication_ID', 'number', 3),
          column('Book_ID', 'number', 3),
          column('Price', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'publication',
        fromColumn: 'Book_ID',
        toTable: 'book',
        toColumn: 'Book_ID',
        source: 'inferred',
      },
    ],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: books });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "books that are not published" as books with no publication', () => {
    const expected =
      'SELECT "Title" FROM "book" WHERE "Book_ID" NOT IN (SELECT S1."Book_ID" FROM "publication" AS S1 WHERE S1."Book_ID" IS NOT NULL)';
    expect(sqlOf('List the titles of books that are not published.')).toBe(expected);
    expect(sqlOf('What are the titles of books that have never been published?')).toBe(expected);
  });
});

describe('two values of one column no row holds at once', () => {
  const fees = buildSchemaIndex({
    tables: [
      {
        name: 'membership_fee',
        rowCount: 40,
        columns: [
          column('member_id', 'number', 20),
          column('year', 'number', 4),
          column('fee', 'number', 12),
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: fees });
    return t.understood ? t.sql : t.reason;
  };

  it('lists the values of either ("the fees paid in 2019 and 2021"), each once', () => {
    expect(sqlIn('List all the fee values paid in 2019 and 2021.')).toBe(
      'SELECT "fee" FROM "membership_fee" WHERE "year" = 2019 UNION SELECT "fee" FROM "membership_fee" WHERE "year" = 2021',
    );
  });

  it('reads "2019 or 2021" as alternatives', () => {
    expect(sqlIn('Which members paid fees in 2019 or 2021?')).toContain(`"year" IN ('2019', '2021')`);
  });

  it('keeps what they share when "both" is said', () => {
    expect(sqlIn('List the fee values paid in both 2019 and 2021.')).toContain('INTERSECT');
  });
});

describe('a value named as the subject of a denied verb', () => {
  const makers = buildSchemaIndex({
    tables: [
      {
        name: 'Manufacturers',
        rowCount: 3,
        columns: [
          column('Code', 'number', 3),
          { ...column('Name', 'text', 3), values: ['Sony', 'Creative Labs', 'Hewlett-Packard'] },
        ],
      },
      {
        name: 'Products',
        rowCount: 8,
        columns: [
          column('Code', 'number', 8),
          { ...column('Name', 'text', 8), values: ['Hard drive', 'Memory', 'Monitor'] },
          column('Manufacturer', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Products',
        fromColumn: 'Manufacturer',
        toTable: 'Manufacturers',
        toColumn: 'Code',
        source: 'inferred',
      },
    ],
  });
  const notSony =
    `"Manufacturer" NOT IN (SELECT S1."Code" FROM "Manufacturers" AS S1 ` +
    `WHERE S1."Name" = 'Sony' AND S1."Code" IS NOT NULL)`;

  it('is left out, before the negation or between it and its auxiliary ("Sony does not make", "does Sony not make")', () => {
    for (const question of [
      'Find the number of products which Sony does not make.',
      'Which products does Sony not make?',
      "List the products Sony doesn't make.",
    ]) {
      const t = translateQuestion({ question, schema: makers });
      expect(t.understood && t.sql, question).toContain(notSony);
    }
  });
});

describe('two tables named together with a clause back to the first', () => {
  const stage = buildSchemaIndex({
    tables: [
      {
        name: 'musical',
        rowCount: 3,
        columns: [column('Musical_ID', 'number', 3), column('Name', 'text', 3)],
      },
      {
        name: 'actor',
        rowCount: 5,
        columns: [
          column('Actor_ID', 'number', 5),
          column('Name', 'text', 5),
          column('Musical_ID', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'actor',
        fromColumn: 'Musical_ID',
        toTable: 'musical',
        toColumn: 'Musical_ID',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: stage });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('shows the related rows beside them rather than a UNION of both tables', () => {
    expect(ask('What are the names of actors and the musicals that they are in?')).toBe(
      'SELECT T1."Name", T2."Name" FROM "actor" AS T1 JOIN "musical" AS T2 ON T1."Musical_ID" = T2."Musical_ID"',
    );
    expect(ask('List the names of actors and musicals.')).toContain('UNION');
  });
});

describe('tables that are the subject of a clause about the rows asked for', () => {
  const clubs = buildSchemaIndex({
    tables: [
      {
        name: 'Activity',
        rowCount: 3,
        columns: [column('actid', 'number', 3), column('activity_name', 'text', 3)],
      },
      { name: 'Student', rowCount: 4, columns: [column('StuID', 'number', 4), column('name', 'text', 4)] },
      {
        name: 'Participates_in',
        rowCount: 5,
        columns: [column('stuid', 'number', 4), column('actid', 'number', 3)],
      },
      {
        name: 'Faculty_Participates_in',
        rowCount: 2,
        columns: [column('FacID', 'number', 2), column('actid', 'number', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'Participates_in',
        fromColumn: 'stuid',
        toTable: 'Student',
        toColumn: 'StuID',
        source: 'inferred',
      },
      {
        fromTable: 'Participates_in',
        fromColumn: 'actid',
        toTable: 'Activity',
        toColumn: 'actid',
        source: 'inferred',
      },
      {
        fromTable: 'Faculty_Participates_in',
        fromColumn: 'actid',
        toTable: 'Activity',
        toColumn: 'actid',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: clubs });
    return t.understood ? t.sql : t.reason;
  };

  it('keeps the rows that have such rows ("the activities that both students and faculty participate in")', () => {
    const both = ask('List the activities that both students and faculty participate in.');
    expect(both).toContain('JOIN "Faculty_Participates_in"');
    expect(both).toContain('JOIN "Student"');
    expect(both).toMatch(/^SELECT DISTINCT T1."activity_name"/);
  });
});

describe('a denied verb whose table leads to the condition', () => {
  const text = (name: string, values: string[]) => ({
    ...column(name, 'text', values.length),
    values,
    samples: values,
  });
  const school = buildSchemaIndex({
    tables: [
      { name: 'department', rowCount: 2, columns: [text('dept_name', ['Biology', 'Physics'])] },
      {
        name: 'student',
        rowCount: 3,
        columns: [
          column('ID', 'number', 3),
          column('name', 'text', 3),
          text('dept_name', ['Biology', 'Physics']),
        ],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [
          column('course_id', 'number', 3),
          column('title', 'text', 3),
          text('dept_name', ['Biology']),
        ],
      },
      { name: 'takes', rowCount: 4, columns: [column('ID', 'number', 3), column('course_id', 'number', 3)] },
    ],
    relationships: [
      {
        fromTable: 'student',
        fromColumn: 'dept_name',
        toTable: 'department',
        toColumn: 'dept_name',
        source: 'inferred',
      },
      {
        fromTable: 'course',
        fromColumn: 'dept_name',
        toTable: 'department',
        toColumn: 'dept_name',
        source: 'inferred',
      },
      { fromTable: 'takes', fromColumn: 'ID', toTable: 'student', toColumn: 'ID', source: 'inferred' },
      {
        fromTable: 'takes',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
    ],
  });

  it('reaches the denied rows through that table ("students who have not taken any course from Biology")', () => {
    const t = translateQuestion({
      question: 'Find the names of students who have not taken any course from the Biology department.',
      schema: school,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT "name" FROM "student" WHERE "ID" NOT IN (SELECT S1."ID" FROM "takes" AS S1 JOIN "course" AS S2 ON S1."course_id" = S2."course_id" WHERE S2."dept_name" = 'Biology' AND S1."ID" IS NOT NULL)`,
    );
  });
});

describe('a verb that names the referring column itself', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'Employee',
        rowCount: 3,
        columns: [column('EmployeeId', 'number', 3), column('LastName', 'text', 3)],
      },
      {
        name: 'Customer',
        rowCount: 4,
        columns: [
          column('CustomerId', 'number', 4),
          column('FirstName', 'text', 4),
          column('City', 'text', 3),
          column('SupportRepId', 'number', 2),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'Customer',
        fromColumn: 'SupportRepId',
        toTable: 'Employee',
        toColumn: 'EmployeeId',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: music });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "employees who do not support any customer" through that column, not as a column asked for', () => {
    expect(ask('Which employees do not support any customer?')).toBe(
      'SELECT "LastName" FROM "Employee" WHERE "EmployeeId" NOT IN (SELECT S1."SupportRepId" FROM "Customer" AS S1 WHERE S1."SupportRepId" IS NOT NULL)',
    );
  });

  it('declines "the same city as their support rep", a comparison between rows it does not read', () => {
    expect(ask('Which customers live in the same city as their support rep?')).toMatch(/^declined: .*same/);
  });
});

describe('bounds on a related column that no one row meets', () => {
  it('are each met by some related row (INTERSECT), an equality beside a bound too', () => {
    const q = askReviews('Find the titles of items that received a rating of 10 and also a rating below 5.');
    expect(q).toContain(`WHERE T2."rating" < 5 INTERSECT`);
    expect(q).toMatch(/INTERSECT .* WHERE T2\."rating" = 10$/);
  });

  it('stay one condition when a row can meet both ("a rating of 10 and a rating above 5" is not split)', () => {
    expect(askReviews('Find the titles of items with a rating above 5 and below 9.')).not.toContain(
      'INTERSECT',
    );
  });
});

describe('a condition on related rows as one of two alternatives', () => {
  it('holds through those rows, so main rows without any stay in reach (no join that drops them)', () => {
    expect(askReviews('Which items are called cup or have a rating below 3?')).toBe(
      `SELECT "title" FROM "item" WHERE ("title" = 'cup' OR "i_id" IN (SELECT S1."i_id" FROM "review" AS S1 WHERE S1."rating" < 3 AND S1."i_id" IS NOT NULL))`,
    );
  });

  it('is one alternative however many words name the related rows ("or have a review with a rating of …")', () => {
    expect(askReviews("How many items are called 'cup' or have a review with a rating below 3?")).toBe(
      `SELECT count(*) AS "number_of_item" FROM "item" WHERE ("title" = 'cup' OR "i_id" IN (SELECT S1."i_id" FROM "review" AS S1 WHERE S1."rating" < 3 AND S1."i_id" IS NOT NULL))`,
    );
  });
});

describe('rows with related rows but none of a kind', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'Customers',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'Customer_Orders',
        rowCount: 4,
        columns: [column('order_id', 'number', 4), column('customer_id', 'number', 3)],
      },
      {
        name: 'Order_Items',
        rowCount: 5,
        columns: [column('order_id', 'number', 4), column('product_id', 'number', 2)],
      },
      {
        name: 'Products',
        rowCount: 2,
        columns: [
          column('product_id', 'number', 2),
          {
            ...column('product_name', 'text', 2),
            values: ['red jeans', 'mic'],
            samples: ['red jeans', 'mic'],
          },
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
      {
        fromTable: 'Order_Items',
        fromColumn: 'order_id',
        toTable: 'Customer_Orders',
        toColumn: 'order_id',
        source: 'inferred',
      },
      {
        fromTable: 'Order_Items',
        fromColumn: 'product_id',
        toTable: 'Products',
        toColumn: 'product_id',
        source: 'inferred',
      },
    ],
  });

  it('keeps "have orders" beside the denial ("customers who have orders but never ordered red jeans")', () => {
    const q = askOf(shop)('Find the names of customers who have orders but never ordered red jeans.');
    expect(q).toMatch(/^SELECT DISTINCT T1\."name" FROM "Customers" AS T1 JOIN "Customer_Orders" AS T2/);
    expect(q).toContain(`NOT IN (SELECT S1."customer_id" FROM "Customer_Orders" AS S1`);
  });
});
