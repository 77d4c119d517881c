// The engine, question by question: a table is joined only for what the question asks of it.

import { describe, expect, it } from 'vitest';
import type { ColumnProfile } from '../store/profile.ts';
import { askReviews, column } from '../testing/schemas.ts';
import { translateQuestion } from './engine.ts';
import { buildSchemaIndex, type SchemaSnapshot } from './schema-index.ts';

function sqlOver(snapshot: SchemaSnapshot) {
  const schema = buildSchemaIndex(snapshot);
  return (question: string) => {
    const t = translateQuestion({ question, schema });
    return t.understood ? t.sql : `declined: ${t.reason}`;
  };
}

const rel = (fromTable: string, fromColumn: string, toTable: string, toColumn: string) => ({
  fromTable,
  fromColumn,
  toTable,
  toColumn,
  source: 'inferred' as const,
});

function withValues(c: ColumnProfile, values: string[]): ColumnProfile {
  return { ...c, values };
}

describe('a column word matched exactly only in a table the question does not name', () => {
  const sqlIn = sqlOver({
    tables: [
      { name: 'coach', rowCount: 3, columns: [column('coach_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'athlete',
        rowCount: 4,
        columns: [
          column('athlete_id', 'number', 4),
          column('name', 'text', 4),
          column('tot_points', 'number', 4),
        ],
      },
      {
        name: 'mentoring',
        rowCount: 4,
        columns: [column('coach_id', 'number', 3), column('athlete_id', 'number', 4)],
      },
      {
        name: 'drill',
        rowCount: 5,
        columns: [
          column('drill_id', 'number', 5),
          column('coach_id', 'number', 3),
          column('points', 'number', 4),
        ],
      },
    ],
    relationships: [
      rel('mentoring', 'coach_id', 'coach', 'coach_id'),
      rel('mentoring', 'athlete_id', 'athlete', 'athlete_id'),
      rel('drill', 'coach_id', 'coach', 'coach_id'),
    ],
  });

  it('is the looser match in a table it names ("the athlete with the most total points": `tot_points`)', () => {
    const sql = sqlIn(
      'What is the name of the coach who mentors the athlete with the greatest number of total points?',
    );
    expect(sql).toContain('"tot_points" DESC');
    expect(sql).not.toContain('drill');
  });
});

describe('a value held in columns of several tables as near', () => {
  const sqlIn = sqlOver({
    tables: [
      {
        name: 'unit',
        rowCount: 3,
        columns: [
          column('unit_id', 'number', 3),
          column('title', 'text', 3),
          column('faculty_name', 'text', 2),
        ],
      },
      {
        name: 'faculty',
        rowCount: 2,
        columns: [
          column('faculty_name', 'text', 2),
          withValues(column('hall', 'text', 2), ['Norwood', 'Elm']),
        ],
      },
      {
        name: 'offering',
        rowCount: 4,
        columns: [
          column('unit_id', 'number', 3),
          withValues(column('term', 'text', 2), ['Spring', 'Autumn']),
          withValues(column('hall', 'text', 2), ['Norwood', 'Elm']),
        ],
      },
    ],
    relationships: [
      rel('unit', 'faculty_name', 'faculty', 'faculty_name'),
      rel('offering', 'unit_id', 'unit', 'unit_id'),
    ],
  });

  it('is read in the table the other words of the question name ("in hall Norwood in the Spring term")', () => {
    const sql = sqlIn('What is the title of the unit offered in hall Norwood during the Spring term?');
    expect(sql).toContain('"hall" = \'Norwood\'');
    expect(sql).not.toContain('JOIN "faculty"');
  });
});

describe('"the least common X" of a table each row refers to once', () => {
  const sqlIn = sqlOver({
    tables: [
      {
        name: 'Reports',
        rowCount: 5,
        columns: [
          column('report_id', 'number', 5),
          column('report_name', 'text', 5),
          column('layout_code', 'text', 3),
          column('view_count', 'number', 5),
        ],
      },
      {
        name: 'Layouts',
        rowCount: 3,
        columns: [column('layout_code', 'text', 3), column('layout_description', 'text', 3)],
      },
    ],
    relationships: [rel('Reports', 'layout_code', 'Layouts', 'layout_code')],
  });

  it('groups by the reference rather than counting the one related row', () => {
    expect(sqlIn('What is the average view count of reports that have the least common layout?')).toBe(
      'SELECT avg("view_count") AS "average_view_count" FROM "Reports" GROUP BY "layout_code" ORDER BY count(*) ASC LIMIT 1',
    );
  });
});

describe('a key written run together in lower case', () => {
  const sqlIn = sqlOver({
    tables: [
      { name: 'person', rowCount: 4, columns: [column('person_id', 'number', 4), column('name', 'text', 4)] },
      {
        name: 'inductee',
        rowCount: 4,
        columns: [column('person_id', 'number', 4), column('yearid', 'number', 3)],
      },
      {
        name: 'season',
        rowCount: 6,
        columns: [
          column('person_id', 'number', 4),
          column('year', 'number', 3),
          column('games', 'number', 6),
        ],
      },
    ],
    relationships: [
      rel('inductee', 'person_id', 'person', 'person_id'),
      rel('season', 'person_id', 'person', 'person_id'),
    ],
  });

  it('answers to its word ("each year" of inductees: `yearid`, not a season\'s year two joins away)', () => {
    expect(sqlIn('How many inductees are there each year?')).toBe(
      'SELECT "yearid", count(*) AS "number_of_inductee" FROM "inductee" GROUP BY "yearid"',
    );
  });
});

describe('orders of a schema that keeps invoices', () => {
  const sqlIn = sqlOver({
    tables: [
      { name: 'buyer', rowCount: 3, columns: [column('buyer_id', 'number', 3), column('name', 'text', 3)] },
      {
        name: 'invoice',
        rowCount: 5,
        columns: [
          column('invoice_id', 'number', 5),
          column('buyer_id', 'number', 3),
          column('total', 'number', 5),
        ],
      },
    ],
    relationships: [rel('invoice', 'buyer_id', 'buyer', 'buyer_id')],
  });

  it('are its invoices ("how many orders are there": `invoice` rows)', () => {
    expect(sqlIn('How many orders are there?')).toBe('SELECT count(*) AS "number_of_invoice" FROM "invoice"');
  });
});

describe('a participle that names a table of related rows with the main table', () => {
  const storms = buildSchemaIndex({
    tables: [
      {
        name: 'region',
        rowCount: 4,
        columns: [column('Region_id', 'number', 4), column('Region_name', 'text', 4)],
      },
      { name: 'storm', rowCount: 3, columns: [column('Storm_ID', 'number', 3), column('Name', 'text', 3)] },
      {
        name: 'affected_region',
        rowCount: 5,
        columns: [column('Region_id', 'number', 3), column('Storm_ID', 'number', 3)],
      },
    ],
    relationships: [
      {
        fromTable: 'affected_region',
        fromColumn: 'Region_id',
        toTable: 'region',
        toColumn: 'Region_id',
        source: 'inferred',
      },
      {
        fromTable: 'affected_region',
        fromColumn: 'Storm_ID',
        toTable: 'storm',
        toColumn: 'Storm_ID',
        source: 'inferred',
      },
    ],
  });

  it('reads "regions (are) affected" as the regions that have such rows, each once', () => {
    const count = translateQuestion({ question: 'How many regions are affected?', schema: storms });
    expect(count.understood && count.sql).toBe(
      'SELECT count(DISTINCT T1."Region_id") AS "number_of_region" FROM "region" AS T1 JOIN "affected_region" AS T2 ON T1."Region_id" = T2."Region_id"',
    );
    const names = translateQuestion({
      question: 'List the names of regions affected by storms.',
      schema: storms,
    });
    expect(names.understood && names.sql).toMatch(
      /^SELECT DISTINCT T1\."Region_name" FROM "region" AS T1 JOIN "affected_region"/,
    );
  });

  it('reads a participle after the main table and an auxiliary as such rows, whatever the table is called', () => {
    expect(askReviews('How many items were reviewed?')).toBe(
      'SELECT count(DISTINCT T1."i_id") AS "number_of_item" FROM "item" AS T1 JOIN "review" AS T2 ON T1."i_id" = T2."i_id"',
    );
  });
});

describe('rows by an agent a value describes', () => {
  const music = sqlOver({
    tables: [
      {
        name: 'artist',
        rowCount: 3,
        columns: [
          column('artist_name', 'text', 3),
          { ...column('country', 'text', 2), values: ['Bangladesh', 'UK'], samples: ['Bangladesh', 'UK'] },
        ],
      },
      {
        name: 'song',
        rowCount: 6,
        columns: [
          column('song_name', 'text', 6),
          column('artist_name', 'text', 3),
          {
            ...column('releasedate', 'text', 6),
            type: 'DATE',
            kind: 'date',
            min: '2001-01-01',
            max: '2015-01-01',
          },
          column('rating', 'number', 5),
        ],
      },
    ],
    relationships: [
      {
        fromTable: 'song',
        fromColumn: 'artist_name',
        toTable: 'artist',
        toColumn: 'artist_name',
        source: 'inferred',
      },
    ],
  });

  it('is a condition, not a grouping nor a count of those rows ("released after 2010 by artists from Bangladesh")', () => {
    expect(music('How many songs were released after 2010 by artists from Bangladesh?')).toBe(
      `SELECT count(*) AS "number_of_song" FROM "song" AS T1 JOIN "artist" AS T2 ON T1."artist_name" = T2."artist_name" WHERE T1."releasedate" > '2010-12-31' AND T2."country" = 'Bangladesh'`,
    );
    expect(music('What is the average rating of songs by artists from the UK?')).not.toContain('GROUP BY');
  });
});

describe('a number in the question and a reference told apart by a number', () => {
  it('does not route through `competition_result.Club_ID_2` for "more than 2 gold medals"', () => {
    const clubs = sqlOver({
      tables: [
        { name: 'club', rowCount: 4, columns: [column('Club_ID', 'number', 4), column('name', 'text', 4)] },
        {
          name: 'club_rank',
          rowCount: 4,
          columns: [column('Rank', 'number', 4), column('Club_ID', 'number', 4), column('Gold', 'number', 4)],
        },
        {
          name: 'competition_result',
          rowCount: 6,
          columns: [
            column('Competition_ID', 'number', 6),
            column('Club_ID_1', 'number', 4),
            column('Club_ID_2', 'number', 4),
          ],
        },
      ],
      relationships: [
        {
          fromTable: 'club_rank',
          fromColumn: 'Club_ID',
          toTable: 'club',
          toColumn: 'Club_ID',
          source: 'inferred',
        },
        {
          fromTable: 'competition_result',
          fromColumn: 'Club_ID_1',
          toTable: 'club',
          toColumn: 'Club_ID',
          source: 'inferred',
        },
        {
          fromTable: 'competition_result',
          fromColumn: 'Club_ID_2',
          toTable: 'club',
          toColumn: 'Club_ID',
          source: 'inferred',
        },
        {
          fromTable: 'competition_result',
          fromColumn: 'Club_ID_2',
          toTable: 'club_rank',
          toColumn: 'Club_ID',
          source: 'inferred',
        },
      ],
    });
    expect(clubs('Which clubs have more than 2 gold medals?')).toBe(
      'SELECT DISTINCT T1."name" FROM "club" AS T1 JOIN "club_rank" AS T2 ON T1."Club_ID" = T2."Club_ID" WHERE T2."Gold" > 2',
    );
  });
});

describe('rows listed beside a count of rows they reach through a bridge', () => {
  it('are the groups ("List users and the number of items they reviewed")', () => {
    expect(askReviews('List users and the number of items they reviewed.')).toBe(
      'SELECT T3."name", count(*) AS "number_of_item" FROM "item" AS T1 JOIN "review" AS T2 ON T1."i_id" = T2."i_id" JOIN "useracct" AS T3 ON T2."u_id" = T3."u_id" GROUP BY T3."u_id", T3."name"',
    );
  });
});
