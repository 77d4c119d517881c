// The engine, question by question: conditions: comparisons, ranges, numbers and dates.
import { describe, expect, it } from 'vitest';
import { askOf, askReviews, column, sql } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex } from './schema-index.ts';

describe('a number before a column of words', () => {
  const school = buildSchemaIndex({
    tables: [
      { name: 'pupils', rowCount: 3, columns: [column('pupil_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'marks',
        rowCount: 6,
        columns: [
          column('pupil_id', 'number', 3),
          { ...column('grade', 'text', 2), values: ['A', 'B'], samples: ['A', 'B'] },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'marks',
        fromColumn: 'pupil_id',
        toTable: 'pupils',
        toColumn: 'pupil_id',
        source: 'inferred',
      },
    ],
  });

  it('counts what follows ("at least one grade B"); the grade is not compared with 1', () => {
    const t = translateQuestion({
      question: 'Find the number of pupils that have at least one grade "B".',
      schema: school,
    });
    expect(t.understood && t.sql).not.toContain('>= 1');
    expect(t.understood && t.sql).toContain(`"grade" = 'B'`);
  });
});

describe('a range after "is"', () => {
  it('bounds the column named just before "is", though it is a key ("whose id is between 2 and 5")', () => {
    expect(sql('Find the names of captains whose id is between 2 and 5.')).toBe(
      'SELECT "name" FROM "captain" WHERE "captain_id" BETWEEN 2 AND 5',
    );
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

  it('bounds the year, not a column named just before that holds no year ("across all campuses since 2000")', () => {
    const degrees = buildSchemaIndex({
      tables: [
        {
          name: 'degrees',
          rowCount: 40,
          columns: [
            { ...column('Year', 'number', 10), min: '1995', max: '2004' },
            { ...column('Campus', 'number', 23), min: '1', max: '23' },
            column('Degrees', 'number', 40),
          ],
        },
      ],
      relationships: [],
    });
    expect(askOf(degrees)('How many degrees were conferred across all campuses since 2000?')).toMatch(
      / FROM "degrees" WHERE "Year" >= 2000$/,
    );
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

describe('a yes/no column imported as booleans', () => {
  const guides = buildSchemaIndex({
    tables: [
      {
        name: 'guide',
        rowCount: 3,
        columns: [column('guide_id', 'number', 3), column('name', 'text', 3), column('age', 'number', 3)],
      },
      {
        name: 'posting',
        rowCount: 3,
        columns: [
          column('guide_id', 'number', 3),
          column('site_id', 'number', 3),
          {
            ...column('seasonal_leading', 'text', 2),
            kind: 'boolean',
            type: 'BOOLEAN',
            values: ['true', 'false'],
          },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'posting',
        fromColumn: 'guide_id',
        toTable: 'guide',
        toColumn: 'guide_id',
        source: 'inferred',
      },
    ],
  });

  it('reads "guides who are leading" as its true value, in the table whose rows refer to the guides', () => {
    const t = translateQuestion({
      question: 'What are the distinct ages of the guides who are leading?',
      schema: guides,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT DISTINCT T1."age" FROM "guide" AS T1 JOIN "posting" AS T2 ON T1."guide_id" = T2."guide_id" WHERE T2."seasonal_leading" = 'true'`,
    );
  });
});

describe('two groups of conditions after "either"', () => {
  const offices = buildSchemaIndex({
    tables: [
      {
        name: 'office',
        rowCount: 4,
        columns: [
          column('office_id', 'number', 4),
          column('office_name', 'text', 4),
          { ...column('region', 'text', 3), values: ['Northland', 'Southmoor', 'Eastvale'] },
          { ...column('tower', 'text', 2), values: ['Granite', 'Marble'] },
        ],
      },
    ],
    relationships: [],
  });

  it('reads "either in region A, or in region B and in tower C" as A, or B with C', () => {
    const t = translateQuestion({
      question:
        'List the office names either in region Northland, or in region Southmoor and in tower Granite.',
      schema: offices,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT "office_name" FROM "office" WHERE (("region" = 'Northland') OR ("region" = 'Southmoor' AND "tower" = 'Granite'))`,
    );
  });
});

describe('two values each named beside its own bound', () => {
  const colleges = buildSchemaIndex({
    tables: [
      {
        name: 'College',
        rowCount: 4,
        columns: [
          column('cName', 'text', 4),
          { ...column('state', 'text', 3), values: ['LA', 'AZ', 'FL'] },
          column('enrollment', 'number', 4),
        ],
      },
    ],
    relationships: [],
  });

  it('pairs each value with the bound after it, either pair holding', () => {
    const t = translateQuestion({
      question:
        'What are the names of colleges in LA with an enrollment above 15000 and of colleges in AZ with an enrollment below 13000?',
      schema: colleges,
    });
    expect(t.understood && t.sql).toBe(
      'SELECT "cName" FROM "College" WHERE (("state" = \'LA\' AND "enrollment" > 15000) OR ("state" = \'AZ\' AND "enrollment" < 13000))',
    );
  });
});

describe('what a value starts with, said otherwise', () => {
  const makers = buildSchemaIndex({
    tables: [
      {
        name: 'manufacturers',
        rowCount: 3,
        columns: [
          column('code', 'number', 3),
          column('name', 'text', 3),
          column('founder', 'text', 3),
          column('stock_number', 'text', 3),
        ],
      },
    ],
    relationships: [],
  });
  const sqlOf = (question: string) => {
    const t = translateQuestion({ question, schema: makers });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "whose first letter is S" of the rows named before as their name starting with S', () => {
    expect(sqlOf('Who are the founders of manufacturers whose first letter is S?')).toBe(
      'SELECT "founder" FROM "manufacturers" WHERE "name" ILIKE \'S%\' ESCAPE \'\\\'',
    );
  });

  it('reads "starts from" as "starts with"', () => {
    expect(sqlOf('Which manufacturers have a stock number that starts from "2"?')).toBe(
      'SELECT "name" FROM "manufacturers" WHERE "stock_number" ILIKE \'2%\' ESCAPE \'\\\'',
    );
  });
});

describe("each group's aggregate against the one over all rows, the measure in another table", () => {
  const teams = buildSchemaIndex({
    tables: [
      { name: 'team', rowCount: 3, columns: [column('team_name', 'text', 3), column('city', 'text', 3)] },
      {
        name: 'coach',
        rowCount: 6,
        columns: [
          column('coach_id', 'number', 6),
          column('team_name', 'text', 3),
          column('wage', 'number', 6),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'coach',
        fromColumn: 'team_name',
        toTable: 'team',
        toColumn: 'team_name',
        source: 'inferred',
      },
    ],
  });

  it('joins the measure\'s table to the groups ("teams whose average wage is above average")', () => {
    const t = translateQuestion({
      question: 'Which teams have an average wage greater than average?',
      schema: teams,
    });
    expect(t.understood && t.sql).toMatch(
      /JOIN "coach" AS T2 .* HAVING avg\(T2\."wage"\) > \(SELECT avg\("wage"\) FROM "coach"\)/,
    );
  });
});

describe('a number named with its column after "as", and a condition after "than any"', () => {
  const readings = buildSchemaIndex({
    tables: [
      {
        name: 'reading',
        rowCount: 50,
        columns: [
          column('reading_id', 'number', 50),
          column('station_code', 'number', 5),
          column('low_temperature', 'number', 30),
          { ...column('inspector', 'number', 6), min: '1000', max: '9999' },
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: readings });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "have 4471 as the inspector" as the inspector being 4471', () => {
    expect(sqlIn('Which readings have low temperature above 3 and have 4471 as the inspector?')).toContain(
      '"inspector" = 4471',
    );
  });

  it('reads "do not have inspector 4471" and "do not have 4471 as the inspector" as a negated value', () => {
    expect(sqlIn('Which readings do not have inspector 4471?')).toContain('"inspector" != 4471');
    expect(sqlIn('Which readings do not have 4471 as the inspector?')).toContain('"inspector" != 4471');
  });

  it('compares with the column named before "than any", narrowed by the clause after it', () => {
    expect(
      sqlIn('Which readings had a low temperature lower than any reading in station code 12?'),
    ).toContain(
      '"low_temperature" < (SELECT min("low_temperature") FROM "reading" WHERE "station_code" = 12)',
    );
  });
});

describe('a year after a value and "of" ("the Summer of 2019")', () => {
  const season = (name: string) => ({
    ...column(name, 'text', 2),
    values: ['Summer', 'Winter'],
    samples: ['Summer', 'Winter'],
  });
  const festival = buildSchemaIndex({
    tables: [
      { name: 'film', rowCount: 3, columns: [column('film_id', 'number', 3), column('title', 'text', 3)] },
      {
        name: 'award',
        rowCount: 2,
        columns: [
          column('film_id', 'number', 2),
          column('year', 'number', 2),
          { ...column('city', 'text', 2), values: ['Lyon', 'Oslo'] },
        ],
      },
      {
        name: 'screening',
        rowCount: 6,
        columns: [
          column('film_id', 'number', 3),
          season('season'),
          column('year', 'number', 3),
          { ...column('city', 'text', 2), values: ['Lyon', 'Oslo'] },
        ],
      },
    ],
    relationships: [
      { fromTable: 'award', fromColumn: 'film_id', toTable: 'film', toColumn: 'film_id', source: 'inferred' },
      {
        fromTable: 'screening',
        fromColumn: 'film_id',
        toTable: 'film',
        toColumn: 'film_id',
        source: 'inferred',
      },
    ],
  });

  it("is the year of the value's table, whose other values then come first", () => {
    const t = translateQuestion({
      question: 'Give the title of the film shown in Lyon during the Summer of 2019.',
      schema: festival,
    });
    expect(t.understood && t.sql).toBe(
      `SELECT DISTINCT T1."title" FROM "film" AS T1 JOIN "screening" AS T2 ON T1."film_id" = T2."film_id" WHERE T2."year" = 2019 AND T2."city" = 'Lyon' AND T2."season" = 'Summer'`,
    );
  });
});

describe('a comparison with the average that names no column', () => {
  const clubs = buildSchemaIndex({
    tables: [
      {
        name: 'club',
        rowCount: 12,
        columns: [
          column('club_name', 'text', 12),
          column('region', 'text', 4),
          column('membership', 'number', 12),
        ],
      },
    ],
    relationships: [],
  });
  const sqlIn = (question: string) => {
    const t = translateQuestion({ question, schema: clubs });
    return t.understood ? t.sql : t.reason;
  };

  it('reads "more people than average" and "bigger clubs than average" on the table\'s one measure', () => {
    const above = '"membership" > (SELECT avg("membership") FROM "club")';
    expect(sqlIn('Which clubs have more people than average?')).toContain(above);
    expect(sqlIn('How many regions have bigger clubs than average?')).toContain(above);
  });

  it('reads "than the overall average" as the average over every row', () => {
    expect(sqlIn('Which clubs have a membership above the overall average?')).toContain(
      '"membership" > (SELECT avg("membership") FROM "club")',
    );
  });
});

describe('a bound named with no column, on a table of several measures', () => {
  const range = (c: ReturnType<typeof column>, min: number, max: number) => ({
    ...c,
    min: String(min),
    max: String(max),
  });
  const schema = buildSchemaIndex({
    tables: [
      {
        name: 'student',
        rowCount: 30,
        columns: [
          column('stu_id', 'number', 30),
          column('name', 'text', 30),
          range(column('age', 'number', 10), 16, 27),
          range(column('major', 'number', 8), 50, 600),
          range(column('credits', 'number', 20), 100, 900),
        ],
      },
    ],
    relationships: [],
  });

  it('is on the one measure whose values the number lies among ("under 20": ages 16…27, not majors 50…600)', () => {
    const t = translateQuestion({ question: 'Show the names of students under 20.', schema });
    expect(t.understood && t.sql).toBe('SELECT "name" FROM "student" WHERE "age" < 20');
  });

  it('is not guessed when the number lies among the values of more than one ("under 300")', () => {
    const t = translateQuestion({ question: 'Show the names of students under 300.', schema });
    expect(t.understood).toBe(false);
  });
});

describe('a range of years', () => {
  const pay = buildSchemaIndex({
    tables: [
      {
        name: 'player',
        rowCount: 3,
        columns: [
          column('player_id', 'number', 3),
          { ...column('name_first', 'text', 3), values: ['Len', 'Ann', 'Bo'] },
          { ...column('name_given', 'text', 3), samples: ['Leonard Harold', 'Ann', 'Bob'] },
        ],
      },
      {
        name: 'salary',
        rowCount: 9,
        columns: [
          column('player_id', 'number', 3),
          { ...column('year', 'number', 6), min: '1985', max: '1995' },
          { ...column('salary', 'number', 9), min: '1000', max: '900000' },
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'salary',
        fromColumn: 'player_id',
        toTable: 'player',
        toColumn: 'player_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: pay });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };

  it("after a verb that hints at a measure bounds the rows' year, not the measure", () => {
    expect(ask('How much did the player with first name Len earn between 1985 to 1990 in total?')).toContain(
      'WHERE T2."year" BETWEEN 1985 AND 1990',
    );
  });
});

describe('a year said of the rows named right before it', () => {
  const gallery = buildSchemaIndex({
    tables: [
      {
        name: 'artist',
        rowCount: 3,
        columns: [
          column('artist_id', 'number', 3),
          column('name', 'text', 3),
          column('year_join', 'number', 3),
        ],
      },
      {
        name: 'exhibition',
        rowCount: 4,
        columns: [
          column('exhibition_id', 'number', 4),
          column('year', 'number', 3),
          column('artist_id', 'number', 3),
        ],
      },
      {
        name: 'course',
        rowCount: 3,
        columns: [column('course_id', 'number', 3), column('title', 'text', 3)],
      },
      {
        name: 'teaches',
        rowCount: 5,
        columns: [
          column('teacher_id', 'number', 3),
          column('course_id', 'number', 3),
          column('year', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'exhibition',
        fromColumn: 'artist_id',
        toTable: 'artist',
        toColumn: 'artist_id',
        source: 'inferred',
      },
      {
        fromTable: 'teaches',
        fromColumn: 'course_id',
        toTable: 'course',
        toColumn: 'course_id',
        source: 'inferred',
      },
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: gallery });
    return t.understood ? t.sql : t.reason;
  };

  it('is the year of the rows a verb names ("courses that are taught in 2010")', () => {
    expect(ask('List the titles of courses that are taught in 2010.')).toContain('T2."year" = 2010');
  });

  it('is the year of related rows a noun names, not the asked rows\' own ("artists with an exhibition in 2004")', () => {
    const sql = ask('Show the names of artists with an exhibition in 2004.');
    expect(sql).toContain('"exhibition"');
    expect(sql).toMatch(/T2\."year" = 2004/);
  });
});

describe('a bound on a measure the rows asked about hold', () => {
  const club = buildSchemaIndex({
    tables: [
      {
        name: 'Student',
        rowCount: 3,
        columns: [
          column('StuID', 'number', 3),
          column('LName', 'text', 3),
          { ...column('Age', 'number', 3), min: '17', max: '26' },
        ],
      },
      {
        name: 'Activity',
        rowCount: 2,
        columns: [column('actid', 'number', 2), column('activity_name', 'text', 2)],
      },
      {
        name: 'Participates_in',
        rowCount: 4,
        columns: [column('stuid', 'number', 3), column('actid', 'number', 2)],
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
    ],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: club });
    return t.understood ? t.sql : t.reason;
  };

  it('is the main rows\' measure when the table named just before holds none ("in an activity and are under 20")', () => {
    expect(ask('Show the ids of students who participate in an activity and are under 20.')).toContain(
      'T1."Age" < 20',
    );
  });

  it('is the column named between the comparison and the number ("under age 20"), not an equality', () => {
    expect(ask('How many students are under age 20?')).toBe(
      'SELECT count(*) AS "number_of_Student" FROM "Student" WHERE "Age" < 20',
    );
  });
});

describe('years after "from"', () => {
  const cellar = buildSchemaIndex({
    tables: [
      {
        name: 'wine',
        rowCount: 4,
        columns: [
          column('No', 'number', 4),
          column('Name', 'text', 4),
          column('Price', 'number', 4),
          { ...column('Score', 'number', 4), min: '80', max: '99' },
          { ...column('Year', 'number', 3), min: '2005', max: '2009' },
        ],
      },
    ],
    relationships: [],
  });
  const ask = (question: string) => {
    const t = translateQuestion({ question, schema: cellar });
    return t.understood ? t.sql : t.reason;
  };

  it('read "from 2008" as the year, and "from 2007 to 2009" as a range of years', () => {
    expect(ask('What is the cheapest wine from 2008?')).toBe(
      'SELECT "Name" FROM "wine" WHERE "Year" = 2008 ORDER BY "Price" ASC LIMIT 1',
    );
    expect(ask('List wines from 2007 to 2009.')).toBe(
      'SELECT "Name" FROM "wine" WHERE "Year" BETWEEN 2007 AND 2009',
    );
  });
});

describe('a verb after the number of a comparison', () => {
  const trips = buildSchemaIndex({
    tables: [
      { name: 'station', rowCount: 3, columns: [column('id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'trip',
        rowCount: 5,
        columns: [
          column('id', 'number', 5),
          column('duration', 'number', 5),
          column('start_station_id', 'number', 3),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'trip',
        fromColumn: 'start_station_id',
        toTable: 'station',
        toColumn: 'id',
        source: 'inferred',
      },
    ],
  });

  it('is the clause\'s verb: the column named before the comparator is compared ("duration below 100 started")', () => {
    const t = translateQuestion({
      question: 'List the stations from which a trip of duration below 100 started.',
      schema: trips,
    });
    expect(t.understood && t.sql).toContain('"duration" < 100');
  });
});

describe('a comparison after "except those with"', () => {
  it('is denied ("all reviews except those with a rating above 8")', () => {
    expect(askReviews('List the ids of all reviews except those with a rating above 8.')).toBe(
      'SELECT "a_id" FROM "review" WHERE "rating" <= 8',
    );
  });
});

describe('a number with a unit and "of" a column', () => {
  it('bounds the column after "of", not the rows\' one measure ("a chip with more than 32 MB of RAM")', () => {
    const phones = buildSchemaIndex({
      tables: [
        {
          name: 'phone',
          rowCount: 8,
          columns: [
            column('Hardware_Model_name', 'text', 8),
            column('Company_name', 'text', 3),
            column('chip_model', 'text', 4),
            column('screen_mode', 'number', 3),
          ],
        },
        {
          name: 'chip_model',
          rowCount: 4,
          columns: [
            column('Model_name', 'text', 4),
            column('Launch_year', 'number', 3),
            column('RAM_MiB', 'number', 3),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'phone',
          fromColumn: 'chip_model',
          toTable: 'chip_model',
          toColumn: 'Model_name',
          source: 'inferred',
        },
      ],
    });
    expect(askOf(phones)('List phones that use a chip with more than 32 MB of RAM.')).toMatch(
      /JOIN "chip_model" AS T2 ON T1\."chip_model" = T2\."Model_name" WHERE T2\."RAM_MiB" > 32$/,
    );
  });
});

describe('rows that report to other rows of their own table', () => {
  const range = (name: string, distinct: number, min: string, max: string) => ({
    ...column(name, 'number', distinct),
    min,
    max,
  });
  const company = buildSchemaIndex({
    tables: [
      {
        name: 'employees',
        rowCount: 8,
        columns: [
          range('id', 8, '1', '8'),
          { ...column('first_name', 'text', 8), values: ['Nancy', 'Jane', 'Andrew'] },
          { ...column('last_name', 'text', 8), values: ['Edwards', 'Peacock', 'Adams'] },
          range('reports_to', 3, '1', '6'),
        ],
      },
      {
        name: 'departments',
        rowCount: 5,
        columns: [
          range('department_id', 5, '1', '5'),
          column('name', 'text', 5),
          range('manager_id', 5, '1', '5'),
        ],
      },
    ],
    relationships: [],
  });
  const ask = askOf(company);

  it("finds the reference to a row of the same table among people's columns (`reports_to`), not a department's", () => {
    expect(company.tables.find((t) => t.name === 'employees')?.selfReference?.column).toBe('reports_to');
    expect(company.tables.find((t) => t.name === 'departments')?.selfReference).toBeUndefined();
  });

  it('reads "who report to Nancy Edwards" as rows whose reference is her id, not her own row', () => {
    expect(ask('Find the first and last names of employees who report to Nancy Edwards.')).toBe(
      `SELECT "first_name", "last_name" FROM "employees" WHERE "reports_to" IN (SELECT "id" FROM "employees" WHERE "first_name" = 'Nancy' AND "last_name" = 'Edwards')`,
    );
  });

  it('reads "Who does Jane Peacock report to?" and "the manager of Jane Peacock" as the row she refers to', () => {
    const up = `WHERE "id" IN (SELECT "reports_to" FROM "employees" WHERE "first_name" = 'Jane' AND "last_name" = 'Peacock')`;
    expect(ask('Who does Jane Peacock report to?')).toContain(up);
    expect(ask('What is the first name of the manager of Jane Peacock?')).toBe(
      `SELECT "first_name" FROM "employees" ${up}`,
    );
  });
});
