// The engine, question by question: what it declines rather than answer a guess.
import { describe, expect, it } from 'vitest';
import { askOf, askReviews, column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

describe('a negation nothing read', () => {
  const shelf = buildSchemaIndex({
    tables: [
      {
        name: 'volume',
        rowCount: 4,
        columns: [column('volume_id', 'number', 4), column('title', 'text', 4), column('pages', 'number', 4)],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: shelf });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('declines "volumes that are not translated" rather than list every volume', () => {
    expect(ask('List the titles of volumes that are not translated.')).toMatch(/^declined: .*"not"/);
  });

  it('declines "volumes that have no pages" rather than list every volume', () => {
    expect(ask('List the titles of volumes that have no pages.')).toMatch(/^declined: .*"no"/);
  });

  it('still answers a negation it reads ("pages is not 30", "without duplicates")', () => {
    expect(ask('List the titles of volumes whose pages is not 30.')).toContain('!= 30');
    expect(ask('List the titles of volumes without duplicates.')).not.toMatch(/^declined/);
  });
});

describe('a comparison turned around', () => {
  it('reads "not older than 30" as at most 30', () => {
    expect(sql('How many captains are not older than 30?')).toContain('"age" <= 30');
  });
});

describe('a number the column cannot hold', () => {
  const workshop = buildSchemaIndex({
    tables: [
      {
        name: 'kiln',
        rowCount: 5,
        columns: [
          { ...column('kiln_id', 'number', 5), min: '1', max: '5' },
          column('label', 'text', 5),
          { ...column('opened_year', 'number', 5), min: '1950', max: '2004' },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: workshop });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('does not compare a small count with the one year column ("capacity less than 10")', () => {
    expect(ask('How many kilns have a capacity less than 10?')).not.toContain('"opened_year" < 10');
  });

  it('still compares a year with it ("opened after 1990")', () => {
    expect(ask('How many kilns opened after 1990?')).toContain('"opened_year" > 1990');
  });
});

describe('a number compared with a column of words', () => {
  const league = buildSchemaIndex({
    tables: [
      {
        name: 'runner',
        rowCount: 6,
        columns: [
          { ...column('runner_id', 'number', 6), min: '1', max: '6' },
          { ...column('name', 'text', 6), samples: ['Ann', 'Bo'] },
          { ...column('squad', 'text', 2), samples: ['Hawks', 'Owls'], values: ['Hawks', 'Owls'] },
          { ...column('points', 'number', 6), min: '3', max: '40' },
          { ...column('laps', 'number', 6), min: '1', max: '30' },
        ],
      },
    ],
    relationships: [],
  });

  it('does not cast the words to numbers ("squads whose average points by that squad is above 20")', () => {
    const t = translateQuestion({
      question: 'What are the squads whose average number of points scored by that squad is larger than 20?',
      schema: league,
    });
    expect(t.understood && t.sql).not.toContain('TRY_CAST("squad"');
  });
});

describe('a number right after a column it cannot be a value of', () => {
  const club = buildSchemaIndex({
    tables: [
      {
        name: 'member',
        rowCount: 5,
        columns: [
          { ...column('member_id', 'number', 5), min: '1', max: '5' },
          { ...column('full_name', 'text', 5), samples: ['Ann', 'Bo'] },
        ],
      },
      {
        name: 'member_badges',
        rowCount: 5,
        columns: [
          { ...column('badge_id', 'number', 5), min: '1', max: '12' },
          { ...column('member_id', 'number', 5), min: '1', max: '5' },
          { ...column('badge_serial', 'text', 5), samples: ['77123456789', '77123456790'] },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'member_badges',
        fromColumn: 'member_id',
        toTable: 'member',
        toColumn: 'member_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: club });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('does not look up "badge 99123456789" as a badge id (1 to 12)', () => {
    expect(ask('What is the full name of the member with badge 99123456789?')).not.toContain('= 99123456789');
  });

  it('still looks up "badge 7"', () => {
    expect(ask('What is the full name of the member with badge 7?')).toContain('"badge_id" = 7');
  });
});

describe('requests to change data and text written as SQL', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'orders',
        rowCount: 3,
        columns: [
          column('order_id', 'number', 3),
          column('product', 'text', 3),
          column('amount', 'number', 3),
        ],
      },
    ],
    relationships: [],
  });
  const read = (question: string) => {
    const t = translateQuestion({ question, schema: shop });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('declines a request to change data instead of listing the rows it names', () => {
    expect(read('Delete all orders with an amount above 100')).toMatch(/^declined: "Delete" asks to change/);
    expect(read('drop table orders')).toMatch(/^declined: "drop" asks to change/);
  });

  it('declines SQL text and statements smuggled after a quote or a semicolon', () => {
    expect(read('SELECT * FROM orders')).toMatch(/^declined: The text is written as SQL/);
    expect(read('select product, amount from orders')).toMatch(/^declined: The text is written as SQL/);
    expect(read("orders of product '); DROP TABLE orders; --")).toMatch(
      /^declined: The text is written as SQL/,
    );
  });

  it('still reads questions that start with "select" or hold a semicolon in words', () => {
    expect(read('Select the product of all orders')).toBe('SELECT "product" FROM "orders"');
    expect(read('How many orders are there; and what is their total amount?')).not.toMatch(/^declined/);
  });
});

describe('an aggregate whose groups or column go unread', () => {
  const billing = buildSchemaIndex({
    tables: [
      {
        name: 'invoices',
        rowCount: 40,
        columns: [
          column('invoice_id', 'number', 40),
          { ...column('billing_state', 'text', 2), values: ['CA', 'NY'] },
          column('invoice_sum', 'number', 30),
          column('tracks', 'number', 12),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: billing });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('answers "the number of invoices and total money billed" with both, rather than leave the total out', () => {
    expect(ask('What is the number of invoices and total money billed in them from CA?')).toBe(
      'SELECT count(*) AS "number_of_invoices", sum("invoice_sum") AS "total_invoice_sum" FROM "invoices" WHERE "billing_state" = \'CA\'',
    );
  });

  it('declines a figure "for each" of something it cannot read rather than give one overall figure', () => {
    expect(ask('What is the average invoice sum for each zodiac sign?')).toMatch(/^declined: .*groups by/);
  });

  it('still answers counts and groups it reads ("in total", "for each state")', () => {
    expect(ask('How many invoices are there in total?')).toBe(
      'SELECT count(*) AS "number_of_invoices" FROM "invoices"',
    );
    expect(ask('What is the average invoice sum for each billing state?')).toContain(
      'GROUP BY "billing_state"',
    );
  });
});

describe('a column named in two words that the query would not read', () => {
  const college = buildSchemaIndex({
    tables: [
      {
        name: 'STUDENT',
        rowCount: 20,
        columns: [column('STU_NUM', 'number', 20), column('STU_LNAME', 'text', 20)],
      },
      {
        name: 'COURSE',
        rowCount: 8,
        columns: [column('CRS_CODE', 'text', 8), column('CRS_DESCRIPTION', 'text', 8)],
      },
      {
        name: 'ENROLL',
        rowCount: 40,
        columns: [column('STU_NUM', 'number', 20), column('CRS_CODE', 'text', 8)],
      },
    ],
    relationships: [
      {
        fromTable: 'ENROLL',
        fromColumn: 'STU_NUM',
        toTable: 'STUDENT',
        toColumn: 'STU_NUM',
        source: 'inferred',
      },
      {
        fromTable: 'ENROLL',
        fromColumn: 'CRS_CODE',
        toTable: 'COURSE',
        toColumn: 'CRS_CODE',
        source: 'inferred',
      },
    ],
  });

  it('declines rather than answer with the rest ("… and the corresponding course descriptions")', () => {
    const t = translateQuestion({
      question:
        'What are the names of all students who took a class and the corresponding course descriptions?',
      schema: college,
    });
    expect(t.understood ? t.sql : t.reason).toMatch(/"course descriptions"|CRS_DESCRIPTION/);
  });
});

describe('a comparison nothing reads', () => {
  const music = buildSchemaIndex({
    tables: [
      {
        name: 'song',
        rowCount: 6,
        columns: [
          column('song_name', 'text', 6),
          { ...column('languages', 'text', 2), values: ['english', 'bangla'] },
          { ...column('resolution', 'number', 5), min: '320', max: '1080' },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: music });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('is never dropped: the comparison is read, or the question declined', () => {
    const sql = ask('What are the names of songs that have a higher resolution than English songs?');
    expect(sql === `SELECT "song_name" FROM "song" WHERE "languages" = 'english'`).toBe(false);
    expect(sql).toMatch(/^declined: .*higher … than|"resolution" >/);
  });

  it('still reads one it understands ("a resolution higher than 500")', () => {
    expect(ask('What are the names of songs with a resolution higher than 500?')).toBe(
      'SELECT "song_name" FROM "song" WHERE "resolution" > 500',
    );
  });
});

describe('a total of rows that names nothing to add up', () => {
  const billing = buildSchemaIndex({
    tables: [
      {
        name: 'invoices',
        rowCount: 5,
        columns: [
          column('id', 'number', 5),
          { ...column('billing_state', 'text', 2), values: ['CA', 'NY'] },
          column('total', 'number', 5),
          column('tax', 'number', 5),
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: billing });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('reads "the total of invoices" as the sum of their one money column rather than list the invoices', () => {
    expect(ask('What is the total of invoices from CA?')).toBe(
      `SELECT sum("total") AS "total" FROM "invoices" WHERE "billing_state" = 'CA'`,
    );
  });

  it('declines "the total of invoices" when no one column holds their money', () => {
    const taxed = buildSchemaIndex({
      tables: [
        {
          name: 'invoices',
          rowCount: 5,
          columns: [
            column('id', 'number', 5),
            { ...column('billing_state', 'text', 2), values: ['CA', 'NY'] },
            column('tax', 'number', 5),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'What is the total of invoices from CA?', schema: taxed });
    expect(t.understood ? t.sql : t.reason).toBe('I could not tell what the total is of.');
  });
});

describe('a quoted phrase', () => {
  const shop = buildSchemaIndex({
    tables: [
      {
        name: 'products',
        rowCount: 2,
        columns: [
          column('product_id', 'number', 2),
          { ...column('product_name', 'text', 2), values: ['Trading Policy', 'Lamp'] },
          column('product_price', 'number', 2),
        ],
      },
      { name: 'tweets', rowCount: 2, columns: [column('tweet_id', 'number', 2), column('text', 'text', 2)] },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: shop });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it('is declined when nothing reads it, rather than left out', () => {
    expect(ask("Return the text of tweets about the topic 'intern'.")).toBe(
      'declined: I could not tell what "intern" refers to.',
    );
  });

  it('is a name the data does not hold when no English word, after a table in the singular or "named"', () => {
    const none = `SELECT "product_price" FROM "products" WHERE "product_name" = 'Zorblax'`;
    expect(ask('What is the price of product Zorblax?')).toBe(none);
    expect(ask('What is the price of the product named Zorblax?')).toBe(none);
    // (An English word is no such name: left to the other readings.)
    expect(ask('What is the price of product lamp?')).toContain(`= 'Lamp'`);
  });

  it('is the name asked for after "named", even one the data does not hold', () => {
    expect(ask('Show the prices of the products named "Dining" or "Lamp".')).toBe(
      `SELECT "product_price" FROM "products" WHERE "product_name" IN ('Dining', 'Lamp')`,
    );
  });
});

describe('a number that is no year, beside a date', () => {
  const documents = buildSchemaIndex({
    tables: [
      {
        name: 'Documents',
        rowCount: 3,
        columns: [
          column('document_id', 'number', 3),
          { ...column('response_received_date', 'text', 3), kind: 'date', type: 'TIMESTAMP' },
        ],
      },
    ],
    relationships: [],
  });

  it('is no bound on the date ("more than 100" was year(date) > 100)', () => {
    const t = translateQuestion({
      question: 'What are the response received dates for the documents granted with more than 100?',
      schema: documents,
    });
    expect(t.understood).toBe(false);
    expect(t.understood || t.reason).toContain('100');
  });
});

describe('a value listed beside one the data holds, found nowhere', () => {
  it('is declined with the word, not left out ("orange or banana" with no banana)', () => {
    expect(askReviews('Which users reviewed orange or banana?')).toBe(
      'declined: I could not find "banana" in your data.',
    );
    expect(askReviews('Which users reviewed orange or cup?')).toContain(`IN ('orange', 'cup')`);
  });

  it('so is a name after "a" at the end of the question ("reviewed a Banana")', () => {
    expect(askReviews('Which users reviewed a Banana?')).toBe(
      'declined: I could not find "Banana" in your data.',
    );
  });

  it('so is the last word after a kind named and "of" ("the role of editor" with no editor)', () => {
    const roles = askOf(
      buildSchemaIndex({
        tables: [
          {
            name: 'Users',
            rowCount: 4,
            columns: [
              column('user_id', 'number', 4),
              column('user_name', 'text', 4),
              column('role_code', 'text', 2),
            ],
          },
          {
            name: 'Roles',
            rowCount: 2,
            columns: [
              column('role_code', 'text', 2),
              {
                ...column('role_description', 'text', 2),
                values: ['Project Manager', 'Database Administrator'],
                samples: ['Project Manager', 'Database Administrator'],
              },
            ],
          },
        ],
        relationships: [
          {
            fromTable: 'Users',
            fromColumn: 'role_code',
            toTable: 'Roles',
            toColumn: 'role_code',
            source: 'inferred',
          },
        ],
      }),
    );
    expect(roles('Which users have the role of editor?')).toBe(
      'declined: I could not find "editor" in your data.',
    );
    expect(roles('Which users have the role of Project Manager?')).toContain(
      `"role_description" = 'Project Manager'`,
    );
  });
});

describe('a sex no column holds', () => {
  it('declines "female staff" where `gender` holds 0 and 1, rather than count every complaint', () => {
    const complaints = buildSchemaIndex({
      tables: [
        {
          name: 'Staff',
          rowCount: 7,
          columns: [
            column('staff_id', 'number', 7),
            { ...column('gender', 'number', 2), min: '0', max: '1' },
          ],
        },
        {
          name: 'Complaints',
          rowCount: 12,
          columns: [column('complaint_id', 'number', 12), column('staff_id', 'number', 7)],
        },
      ],
      relationships: [
        {
          fromTable: 'Complaints',
          fromColumn: 'staff_id',
          toTable: 'Staff',
          toColumn: 'staff_id',
          source: 'inferred',
        },
      ],
    });
    const t = translateQuestion({
      question: 'How many complaints did female staff handle?',
      schema: complaints,
    });
    expect(t.understood ? t.sql : t.reason).toMatch(/^I am not sure what "female/);
  });
});

describe("rows related to every one of another table's rows", () => {
  it('is declined ("users who reviewed every item" is no question of any one item)', () => {
    expect(askReviews('Which users reviewed every item?')).toBe(
      'declined: I cannot yet answer "reviewed every item": I find rows related to at least one such row, not to every one.',
    );
    expect(askReviews('List the names of all users.')).toBe('SELECT "name" FROM "useracct"');
  });
});
