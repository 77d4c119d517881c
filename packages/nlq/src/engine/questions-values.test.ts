// The engine, question by question: values named in a question.

import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from '../store/profile.ts';
import { askOf, askReviews, column } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

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

describe('a lower-case name two joins away, written as the data writes it', () => {
  it('is a value ("users who reviewed orange" over titles kept in lower case), not a word left out', () => {
    expect(askReviews('Find the names of the users who reviewed orange.')).toContain(`"title" = 'orange'`);
  });

  it('is a value before its own table\'s name too ("the cup item" is the item named cup)', () => {
    expect(askReviews('Which users reviewed the cup item?')).toContain(`"title" = 'cup'`);
  });
});

describe('a verb in "-ing" that matches a state only by its stem', () => {
  const workshop = buildSchemaIndex({
    tables: [
      {
        name: 'mechanics',
        rowCount: 3,
        columns: [column('mechanic_id', 'number', 3), column('name', 'text', 3)],
      },
      {
        name: 'jobs',
        rowCount: 6,
        columns: [
          column('job_id', 'number', 6),
          column('mechanic_id', 'number', 3),
          {
            ...column('job_status', 'text', 2),
            values: ['Repaired', 'Waiting'],
            samples: ['Repaired', 'Waiting'],
          },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'jobs',
        fromColumn: 'mechanic_id',
        toTable: 'mechanics',
        toColumn: 'mechanic_id',
        source: 'inferred',
      },
    ],
  });

  it('is an act, not the status "Repaired" ("mechanics repairing the most jobs")', () => {
    const t = translateQuestion({
      question: 'Which mechanic is repairing the most jobs?',
      schema: workshop,
    });
    expect(t.understood && t.sql).not.toContain('Repaired');
  });

  it('still reads the status in its own form ("jobs that are waiting")', () => {
    const t = translateQuestion({ question: 'How many jobs are waiting?', schema: workshop });
    expect(t.understood && t.sql).toContain(`'Waiting'`);
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

  it('is named by another name of the country, never by a pronoun, a stem or a phrase spelling its initials', () => {
    const sales = buildSchemaIndex({
      tables: [
        {
          name: 'invoices',
          rowCount: 4,
          columns: [
            column('invoice_id', 'number', 4),
            text('payment_code', ['Cash', 'Visa']),
            text('billing_country', ['USA', 'France']),
          ],
        },
        {
          name: 'tracks',
          rowCount: 3500,
          columns: [
            column('track_id', 'number', 3500),
            { ...text('name', ['Universally Speaking']), distinctCount: 3500 },
          ],
        },
      ],
      relationships: [],
    });
    const ask = (question: string) => {
      const t = translateQuestion({ question, schema: sales });
      return t.understood ? t.sql : t.reason;
    };
    const us = `SELECT count(*) AS "number_of_invoices" FROM "invoices" WHERE "billing_country" = 'USA'`;
    expect(ask('How many invoices are from the US?')).toBe(us);
    expect(ask('How many invoices are from the United States?')).toBe(us);
    expect(ask('Tell us how many invoices there are.')).toBe(
      'SELECT count(*) AS "number_of_invoices" FROM "invoices"',
    );
    expect(ask('Which payment code is used by the most invoices?')).toBe(
      'SELECT "payment_code" FROM "invoices" GROUP BY "payment_code" ORDER BY count(*) DESC LIMIT 1',
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

  it("of a US state is named by the state's name in a column named for states that holds provinces too", () => {
    const customers = buildSchemaIndex({
      tables: [
        {
          name: 'customers',
          rowCount: 8,
          columns: [
            text('name', ['Ames', 'Tulane', 'Rice', 'Lund', 'Moe', 'Roy', 'Ida', 'Lee']),
            text('state', ['CA', 'NY', 'TX', 'ON', 'QC', 'BC', 'SP', 'NSW']),
          ],
        },
      ],
      relationships: [],
    });
    const t = translateQuestion({ question: 'How many customers are from California?', schema: customers });
    expect(t.understood && t.sql).toContain(`"state" = 'CA'`);
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
      'SELECT count(DISTINCT "currency_code") AS "number_of_distinct_currency_code" FROM "workshop_groups"',
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

describe('a value two tables hold, each a join away', () => {
  it('is taken as one of a few kinds rather than one of many names ("pop tracks": the genre, not an album title)', () => {
    const named = (name: string, values: string[], distinct: number): ColumnProfile => ({
      ...column(name, 'text', distinct),
      values,
    });
    const music = buildSchemaIndex({
      tables: [
        {
          name: 'albums',
          rowCount: 300,
          columns: [column('id', 'number', 300), named('title', ['Pop', 'Restless'], 300)],
        },
        {
          name: 'genres',
          rowCount: 20,
          columns: [column('id', 'number', 20), named('name', ['Pop', 'Rock'], 20)],
        },
        {
          name: 'tracks',
          rowCount: 900,
          columns: [
            column('id', 'number', 900),
            column('milliseconds', 'number', 900),
            column('album_id', 'number', 300),
            column('genre_id', 'number', 20),
          ],
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
      question: 'What is the longest milliseconds of pop tracks?',
      schema: music,
    });
    expect(t.understood && t.sql).toContain('T2."name" = \'Pop\'');
  });
});

describe("a table's own number", () => {
  const bank = buildSchemaIndex({
    tables: [
      {
        name: 'customers',
        rowCount: 3,
        columns: [column('customer_id', 'number', 3), column('customer_name', 'text', 3)],
      },
      {
        name: 'customers_cards',
        rowCount: 3,
        columns: [
          column('card_id', 'number', 3),
          column('customer_id', 'number', 3),
          { ...column('card_number', 'number', 3), min: '4000000000000', max: '4999999999999' },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'customers_cards',
        fromColumn: 'customer_id',
        toTable: 'customers',
        toColumn: 'customer_id',
        source: 'inferred',
      },
    ],
  });

  it('reads a number after a table that its key cannot hold as the number it names ("with card 4560…")', () => {
    const t = translateQuestion({
      question: 'What is the name of the customer with card 4560596484842?',
      schema: bank,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT DISTINCT T1."customer_name" FROM "customers" AS T1 JOIN "customers_cards" AS T2 ON T1."customer_id" = T2."customer_id" WHERE T2."card_number" = 4560596484842',
    );
  });

  it('reads "the card with the number 4560…" as the card number', () => {
    const t = translateQuestion({
      question: 'What is the id of the card with the number 4560596484842?',
      schema: bank,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "card_id" FROM "customers_cards" WHERE "card_number" = 4560596484842',
    );
  });
});

describe('a quoted literal after words describing it', () => {
  const mills = buildSchemaIndex({
    tables: [{ name: 'mill', rowCount: 3, columns: [column('id', 'number', 3), column('name', 'text', 3)] }],
    relationships: [],
  });

  it('looks for the quoted word in "contains the french word \'Moulin\'", not the word describing it', () => {
    const t = translateQuestion({
      question: "Which of the mill names contains the french word 'Moulin'?",
      schema: mills,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "name" FROM "mill" WHERE "name" ILIKE \'%Moulin%\' ESCAPE \'\\\'',
    );
  });
});

describe('a quoted name no value matches', () => {
  const lab = buildSchemaIndex({
    tables: [
      { name: 'Scientists', rowCount: 3, columns: [column('SSN', 'number', 3), column('Name', 'text', 3)] },
      { name: 'Projects', rowCount: 2, columns: [column('Code', 'text', 2), column('Name', 'text', 2)] },
      {
        name: 'AssignedTo',
        rowCount: 4,
        columns: [column('Scientist', 'number', 3), column('Project', 'text', 2)],
      },
    ],
    relationships: [
      {
        fromTable: 'AssignedTo',
        fromColumn: 'Scientist',
        toTable: 'Scientists',
        toColumn: 'SSN',
        source: 'inferred',
      },
      {
        fromTable: 'AssignedTo',
        fromColumn: 'Project',
        toTable: 'Projects',
        toColumn: 'Code',
        source: 'inferred',
      },
    ],
  });

  it('reads "a project named \'X\'" as that literal name of projects, not as nothing', () => {
    const t = translateQuestion({
      question: "Find the names of scientists who worked on a project named 'Matter of Time'.",
      schema: lab,
    });
    expect(t.understood && t.sql).toContain('."Name" = \'Matter of Time\'');
  });
});

describe('a value of a key, said of rows that refer to it', () => {
  const text = (name: string, values: string[]): ColumnProfile => ({
    ...column(name, 'text', values.length),
    values,
    samples: values,
  });
  const school = buildSchemaIndex({
    tables: [
      { name: 'department', rowCount: 2, columns: [text('dept_name', ['History', 'Physics'])] },
      {
        name: 'student',
        rowCount: 2,
        columns: [
          column('ID', 'number', 2),
          text('name', ['Ann', 'Bo']),
          text('dept_name', ['History', 'Physics']),
        ],
      },
      {
        name: 'instructor',
        rowCount: 2,
        columns: [column('ID', 'number', 2), text('name', ['Cy', 'Di']), text('dept_name', ['Physics'])],
      },
      { name: 'advisor', rowCount: 2, columns: [column('s_ID', 'number', 2), column('i_ID', 'number', 2)] },
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
        fromTable: 'instructor',
        fromColumn: 'dept_name',
        toTable: 'department',
        toColumn: 'dept_name',
        source: 'inferred',
      },
      { fromTable: 'advisor', fromColumn: 's_ID', toTable: 'student', toColumn: 'ID', source: 'inferred' },
      { fromTable: 'advisor', fromColumn: 'i_ID', toTable: 'instructor', toColumn: 'ID', source: 'inferred' },
    ],
  });

  it('is held by the reference of the rows named before it, though none of them holds it', () => {
    const t = translateQuestion({
      question: 'List the names of students advised by instructors from the History department.',
      schema: school,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT T1."name" FROM "student" AS T1 JOIN "advisor" AS T2 ON T1."ID" = T2."s_ID" JOIN "instructor" AS T3 ON T2."i_ID" = T3."ID" WHERE T3."dept_name" = 'History'`,
    );
  });
});

describe('a value held by two columns of one table', () => {
  const station = (name: string) => ({
    ...column(name, 'text', 2),
    values: ['Palo Alto', 'Mountain View'],
    samples: ['Palo Alto', 'Mountain View'],
  });
  const trips = buildSchemaIndex({
    tables: [
      {
        name: 'trip',
        rowCount: 4,
        columns: [column('id', 'number', 4), station('start_station_name'), station('end_station_name')],
      },
    ],
    relationships: [],
  });
  const ask = askOf(trips);

  it('is in the column the verb before it names ("ended at" → `end_station_name`)', () => {
    expect(ask('How many trips ended at Palo Alto?')).toContain(`"end_station_name" = 'Palo Alto'`);
    expect(ask('How many trips started at Palo Alto?')).toContain(`"start_station_name" = 'Palo Alto'`);
  });

  it('is in the end column after "to", the start column after "from" (`destination`, `origin`)', () => {
    const flights = askOf(
      buildSchemaIndex({
        tables: [
          {
            name: 'flight',
            rowCount: 4,
            columns: [
              column('flno', 'number', 4),
              station('origin'),
              station('destination'),
              column('price', 'number', 4),
            ],
          },
        ],
        relationships: [],
      }),
    );
    expect(flights('What is the cheapest flight to Palo Alto?')).toBe(
      `SELECT "flno" FROM "flight" WHERE "destination" = 'Palo Alto' ORDER BY "price" ASC LIMIT 1`,
    );
    expect(flights('Which flights go to Palo Alto from Mountain View?')).toBe(
      `SELECT "flno" FROM "flight" WHERE "destination" = 'Palo Alto' AND "origin" = 'Mountain View'`,
    );
    expect(flights('How many flights leave from Palo Alto?')).toContain(`"origin" = 'Palo Alto'`);
  });
});

describe('a value after "except those who …"', () => {
  it('is denied, past the words that point back at the rows', () => {
    expect(askReviews('List the titles of all items except those that are called cup.')).toBe(
      `SELECT "title" FROM "item" WHERE "title" != 'cup'`,
    );
    expect(askReviews('List the titles of all items other than the ones titled pear.')).toBe(
      `SELECT "title" FROM "item" WHERE "title" != 'pear'`,
    );
  });
});
