import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSalesFixture, type SalesFixture } from '../testing/fixture.ts';
import { openCompanyDb } from './company-db.ts';
import { deleteTable, describeTable, importDataset, listTables } from './datasets.ts';
import { profileTables } from './profile.ts';
import { declaredRelationships, declareRelationship, inferRelationships } from './relationships.ts';
import { loadSchema } from './schema.ts';

let fx: SalesFixture;
beforeAll(async () => {
  fx = await createSalesFixture();
});
afterAll(() => fx.cleanup());

describe('dataset store', () => {
  it('imports CSV files with inferred types', async () => {
    const orders = await describeTable(fx.db, 'orders');
    expect(orders.rowCount).toBe(8);
    const types = Object.fromEntries(orders.columns.map((c) => [c.name, c.type]));
    expect(types.order_id).toBe('BIGINT');
    expect(types.order_date).toBe('DATE');
    const customers = await describeTable(fx.db, 'customers');
    expect(customers.columns.find((c) => c.name === 'name')?.type).toBe('VARCHAR');
  });

  it('lists the tables and hides its own bookkeeping', async () => {
    expect((await listTables(fx.db)).map((t) => t.name)).toEqual(['customers', 'orders', 'products']);
  });

  it('imports JSON and Parquet files', async () => {
    const json = join(fx.dir, 'regions.json');
    writeFileSync(
      json,
      JSON.stringify([
        { region: 'North', target: 10 },
        { region: 'South', target: 12 },
      ]),
    );
    const regions = await importDataset(fx.db, { file: json });
    expect(regions.rowCount).toBe(2);
    expect(regions.columns.map((c) => c.name)).toEqual(['region', 'target']);

    const parquet = join(fx.dir, 'targets.parquet');
    const scratch = await DuckDBInstance.create(':memory:');
    const conn = await scratch.connect();
    await conn.run(
      `COPY (SELECT range AS id, range * 1.5 AS score FROM range(3)) TO '${parquet}' (FORMAT parquet)`,
    );
    conn.closeSync();
    scratch.closeSync();
    const targets = await importDataset(fx.db, { file: parquet });
    expect(targets.rowCount).toBe(3);
    expect(targets.columns.find((c) => c.name === 'score')?.type).toMatch(/DECIMAL|DOUBLE/);
    await deleteTable(fx.db, 'regions');
    await deleteTable(fx.db, 'targets');
  });

  it('refuses to overwrite a table unless asked to replace it', async () => {
    const file = join(fx.dir, 'extra.csv');
    writeFileSync(file, 'a,b\n1,x\n');
    await importDataset(fx.db, { file });
    await expect(importDataset(fx.db, { file })).rejects.toThrow(/already exists/);
    writeFileSync(file, 'a,b\n1,x\n2,y\n3,z\n');
    const replaced = await importDataset(fx.db, { file, replace: true });
    expect(replaced.rowCount).toBe(3);
    await deleteTable(fx.db, 'extra');
    expect((await listTables(fx.db)).map((t) => t.name)).not.toContain('extra');
    await expect(describeTable(fx.db, 'extra')).rejects.toThrow(/not found/);
  });

  it('refuses unsupported files with a clear message', async () => {
    const file = join(fx.dir, 'notes.docx');
    writeFileSync(file, 'x');
    await expect(importDataset(fx.db, { file })).rejects.toThrow(/unsupported file type/);
  });

  it('profiles columns: distinct counts, samples, min/max and a value index for text', async () => {
    const profiles = await profileTables(fx.db);
    const customers = profiles.find((p) => p.name === 'customers')!;
    const city = customers.columns.find((c) => c.name === 'city')!;
    expect(city.kind).toBe('text');
    expect(city.distinctCount).toBe(4);
    expect(city.values.sort()).toEqual(['Berlin', 'London', 'Madrid', 'Paris']);
    const price = profiles.find((p) => p.name === 'products')!.columns.find((c) => c.name === 'price')!;
    expect(price.kind).toBe('number');
    expect([price.min, price.max]).toEqual(['2', '1200']);
    expect(price.samples.length).toBeGreaterThan(0);
  });

  it('infers relationships from key-like names confirmed by value containment', async () => {
    const rels = await inferRelationships(fx.db, await profileTables(fx.db));
    const pairs = rels.map((r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`).sort();
    expect(pairs).toEqual([
      'orders.customer_id->customers.customer_id',
      'orders.product_id->products.product_id',
    ]);
  });

  it("infers a role reference by value when every value is one of exactly one table's distinctive keys", async () => {
    writeFileSync(join(fx.dir, 'faculty.csv'), 'FacID,Lname\n1082,Giuliano\n1121,Smith\n1148,Brody\n');
    writeFileSync(join(fx.dir, 'pupils.csv'), 'StuID,Advisor,Age\n1,1121,18\n2,1148,19\n3,1121,20\n');
    await importDataset(fx.db, { file: join(fx.dir, 'faculty.csv') });
    await importDataset(fx.db, { file: join(fx.dir, 'pupils.csv') });
    const pairs = (await inferRelationships(fx.db, await profileTables(fx.db))).map(
      (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
    );
    expect(pairs).toContain('pupils.Advisor->faculty.FacID');
    // Small counters (1…n) prove nothing by value: ages are not taken for references.
    expect(pairs.filter((p) => p.startsWith('pupils.Age'))).toEqual([]);
    await deleteTable(fx.db, 'faculty');
    await deleteTable(fx.db, 'pupils');
  });

  it('infers a role named after the table it refers to (`Member_in_charge_ID` → `member.Member_ID`)', async () => {
    writeFileSync(join(fx.dir, 'member.csv'), 'Member_ID,Member_Name\n1,Ann\n2,Ben\n3,Cy\n4,Dee\n');
    writeFileSync(join(fx.dir, 'events.csv'), 'Event_ID,Member_in_charge_ID,Rank\n1,2,1\n2,4,2\n3,2,3\n');
    await importDataset(fx.db, { file: join(fx.dir, 'member.csv') });
    await importDataset(fx.db, { file: join(fx.dir, 'events.csv') });
    const pairs = (await inferRelationships(fx.db, await profileTables(fx.db))).map(
      (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
    );
    expect(pairs).toContain('events.Member_in_charge_ID->member.Member_ID');
    // Small counters named after no table are still no references.
    expect(pairs.filter((p) => p.startsWith('events.Rank'))).toEqual([]);
    await deleteTable(fx.db, 'member');
    await deleteTable(fx.db, 'events');
  });

  it('infers references whose name puts a role before or after the key (`reported_by_staff_id`, `start_station_id`)', async () => {
    writeFileSync(join(fx.dir, 'staff.csv'), 'staff_id,staff_name\n1,Ann\n2,Ben\n3,Cy\n');
    writeFileSync(join(fx.dir, 'station.csv'), 'id,city\n1,Oslo\n2,Bergen\n3,Molde\n');
    writeFileSync(
      join(fx.dir, 'trips.csv'),
      'trip_no,reported_by_staff_id,start_station_id,staff_id_backup,other_id\n1,2,3,1,2\n2,2,1,3,3\n3,3,1,2,1\n',
    );
    for (const t of ['staff', 'station', 'trips'])
      await importDataset(fx.db, { file: join(fx.dir, `${t}.csv`) });
    const pairs = (await inferRelationships(fx.db, await profileTables(fx.db))).map(
      (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
    );
    expect(pairs).toEqual(
      expect.arrayContaining([
        'trips.reported_by_staff_id->staff.staff_id',
        'trips.start_station_id->station.id',
        'trips.staff_id_backup->staff.staff_id',
      ]),
    );
    // A bare `id` says nothing by itself: `other_id` names no table and is no reference to `station.id`.
    expect(pairs.filter((p) => p.startsWith('trips.other_id'))).toEqual([]);
    for (const t of ['staff', 'station', 'trips']) await deleteTable(fx.db, t);
  });

  it("infers a key-like column that is not its table's id as holding the one id its values fit (`prof_num`)", async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'college', 'college.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'employee.csv'), 'emp_num,emp_name\n1,Ann\n2,Ben\n3,Cy\n');
      writeFileSync(join(fx.dir, 'class.csv'), 'class_code,prof_num,room\n7,1,2\n8,3,3\n9,1,1\n');
      writeFileSync(join(fx.dir, 'entries.csv'), 'entry_id,parent_entry_id\n11,2\n12,3\n13,3\n');
      const pairs = async () =>
        (await inferRelationships(db, await profileTables(db))).map(
          (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
        );
      for (const t of ['employee', 'class']) await importDataset(db, { file: join(fx.dir, `${t}.csv`) });
      const found = await pairs();
      expect(found).toContain('class.prof_num->employee.emp_num');
      // `class_code` is the class's own id, and `room` no key-like name.
      expect(found.filter((p) => p.startsWith('class.class_code') || p.startsWith('class.room'))).toEqual([]);
      // A parent entry is an entry: its values fit `employee.emp_num`, but its name says whose id it holds.
      await importDataset(db, { file: join(fx.dir, 'entries.csv') });
      expect((await pairs()).filter((p) => p.startsWith('entries.parent_entry_id'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('infers a reference from a column named after a table (`fees.Campus` → `campuses.Id`)', async () => {
    writeFileSync(join(fx.dir, 'campuses.csv'), 'Id,Campus\n1,North\n2,South\n3,East\n');
    writeFileSync(join(fx.dir, 'fees.csv'), 'Campus,Year,Fee\n1,2001,300\n2,2001,310\n3,2002,320\n');
    await importDataset(fx.db, { file: join(fx.dir, 'campuses.csv') });
    await importDataset(fx.db, { file: join(fx.dir, 'fees.csv') });
    const pairs = (await inferRelationships(fx.db, await profileTables(fx.db))).map(
      (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
    );
    expect(pairs).toContain('fees.Campus->campuses.Id');
    // Year is named after no table, and 2001…2002 are no campus ids.
    expect(pairs.filter((p) => p.startsWith('fees.Year'))).toEqual([]);
    await deleteTable(fx.db, 'campuses');
    await deleteTable(fx.db, 'fees');
  });

  it('keeps yes/no, clock times and non-ISO dates as written, and types numbers and ISO dates', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'tryout', 'tryout.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'tryout.csv'),
        'pID,decision,duration,born,tried\n1,yes,3:45,06.10.1976,2011-08-28\n2,no,2:56,10.11.1972,2012-01-05\n3,yes,4:12,03.02.1976,2013-03-09\n',
      );
      await importDataset(db, { file: join(fx.dir, 'tryout.csv') });
      const columns = (await profileTables(db))[0]!.columns;
      const kind = (name: string) => columns.find((c) => c.name === name)!.kind;
      expect(kind('pID')).toBe('number');
      expect(kind('tried')).toBe('date');
      expect([kind('decision'), kind('duration'), kind('born')]).toEqual(['text', 'text', 'text']);
      expect(columns.find((c) => c.name === 'decision')!.values.sort()).toEqual(['no', 'yes']);
      expect(columns.find((c) => c.name === 'born')!.values).toContain('06.10.1976');
    } finally {
      db.close();
    }
  });

  it("reads a key named by a shortening of one table's name (`advisor.s_ID` → `student.ID`)", async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'uni', 'uni.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'student.csv'), 'ID,name\n101,Ann\n102,Bo\n103,Cy\n');
      writeFileSync(join(fx.dir, 'instructor.csv'), 'ID,name\n101,Dee\n102,Eve\n103,Fay\n');
      writeFileSync(join(fx.dir, 'advisor.csv'), 's_ID,i_ID\n101,103\n102,101\n103,101\n');
      for (const name of ['student', 'instructor', 'advisor'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('advisor.s_ID->student.ID');
      expect(pairs).toContain('advisor.i_ID->instructor.ID');
    } finally {
      db.close();
    }
  });

  it('links a table nothing else connects by its own id to the one table whose own ids contain it', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'gym', 'gym.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'people.csv'), 'People_ID,Name\n1,Ann\n2,Bo\n3,Cy\n4,Di\n');
      writeFileSync(join(fx.dir, 'gymnast.csv'), 'Gymnast_ID,Points\n1,57.5\n3,58.1\n');
      await importDataset(db, { file: join(fx.dir, 'people.csv') });
      await importDataset(db, { file: join(fx.dir, 'gymnast.csv') });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toEqual(['gymnast.Gymnast_ID->people.People_ID']);
      // Among several tables whose ids could hold it (the sales fixture's 1…n keys), none is guessed.
      await importDataset(fx.db, { file: join(fx.dir, 'gymnast.csv') });
      const sales = (await inferRelationships(fx.db, await profileTables(fx.db))).map((r) => r.fromTable);
      expect(sales).not.toContain('gymnast');
      await deleteTable(fx.db, 'gymnast');
    } finally {
      db.close();
    }
  });

  it('links a role named for a person (`owner_id`, `assignee_id`, `SupportRepId`) to the one table of people whose ids hold it', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'code', 'code.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'developer.csv'),
        'dev_id,fname,lname,email\n1,Ann,Lee,a@x.io\n2,Bo,Ng,b@x.io\n3,Cy,Orr,c@x.io\n4,Di,Poe,d@x.io\n',
      );
      writeFileSync(
        join(fx.dir, 'repository.csv'),
        'repo_id,repo_name,owner_id,SupportRepId,min_reviewers\n1,tiny,2,1,1\n2,big,1,1,2\n3,mid,2,3,2\n4,old,4,3,3\n',
      );
      writeFileSync(
        join(fx.dir, 'ticket.csv'),
        'ticket_id,repo_id,title,assignee_id,size_id\n1,1,Crash,3,2\n2,2,Typo,1,1\n3,2,Slow,3,2\n4,3,Leak,2,3\n',
      );
      for (const name of ['developer', 'repository', 'ticket'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('repository.owner_id->developer.dev_id');
      expect(pairs).toContain('ticket.assignee_id->developer.dev_id');
      expect(pairs).toContain('repository.SupportRepId->developer.dev_id');
      // (A role that names no person is not guessed among the tables whose 1…n ids could hold it.)
      expect(pairs.filter((p) => p.startsWith('ticket.size_id'))).toEqual([]);
      // (Nor a count named after people, `min_reviewers`.)
      expect(pairs.filter((p) => p.startsWith('repository.min_reviewers'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links who did a thing (`issuedBy`, `taken_by`) to the people, not to a table that names a person of its own', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'park', 'park.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'staff.csv'),
        'staffId,firstName,lastName,managerId\n1,Ann,Lee,\n2,Bo,Ng,1\n3,Cy,Orr,1\n4,Di,Poe,2\n',
      );
      writeFileSync(
        join(fx.dir, 'vehicles.csv'),
        'vehicleId,registration,ownerFirstName,ownerLastName\n1,AB1,Eve,Ray\n2,CD2,Fay,Sun\n3,EF3,Gus,Tan\n4,GH4,Hal,Uhl\n5,IJ5,Ivy,Vos\n',
      );
      writeFileSync(
        join(fx.dir, 'fines.csv'),
        'fineId,vehicleId,amount,issuedBy,reviewedBy\n1,5,60,2,1\n2,3,30,3,\n3,1,60,2,4\n',
      );
      for (const name of ['staff', 'vehicles', 'fines'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('fines.issuedBy->staff.staffId');
      expect(pairs).toContain('fines.reviewedBy->staff.staffId');
      // (A manager is one of the staff themselves, not a vehicle whose ids happen to hold the values.)
      expect(pairs.filter((p) => p.startsWith('staff.managerId'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links who did the work (`packedBy`) to the workers when two tables hold people', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'bank', 'bank.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'donors.csv'), 'donorId,firstName,lastName\n1,Ann,Lee\n2,Bo,Ng\n3,Cy,Orr\n');
      writeFileSync(
        join(fx.dir, 'volunteers.csv'),
        'volunteerId,firstName,lastName\n1,Di,Poe\n2,Ed,Ray\n3,Fay,Sun\n',
      );
      writeFileSync(join(fx.dir, 'parcels.csv'), 'parcelId,donorId,packedBy\n1,1,2\n2,3,3\n3,2,2\n');
      for (const name of ['donors', 'volunteers', 'parcels'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('parcels.packedBy->volunteers.volunteerId');
      expect(pairs.filter((p) => p.startsWith('parcels.packedBy->donors'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it("links a role whose name has another table's word (`race_officer_id`, beside `race_results`) to the people", async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'sailing', 'sailing.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'members.csv'),
        'member_id,first_name,last_name\n1,Ann,Lee\n2,Bo,Ng\n3,Cy,Orr\n4,Di,Poe\n5,Ed,Ray\n6,Fay,Sun\n',
      );
      writeFileSync(
        join(fx.dir, 'race_results.csv'),
        'result_id,regatta_id,skipper_id,finish_position\n1,1,1,1\n2,1,3,2\n3,2,4,1\n4,2,1,2\n5,3,3,1\n6,3,4,2\n7,3,1,3\n8,2,3,3\n',
      );
      writeFileSync(
        join(fx.dir, 'regattas.csv'),
        'regatta_id,regatta_name,race_officer_id\n1,Spring Series,2\n2,Falmouth Week,5\n3,Autumn Cup,6\n',
      );
      for (const name of ['members', 'race_results', 'regattas'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('regattas.race_officer_id->members.member_id');
      expect(pairs.filter((p) => p.startsWith('regattas.race_officer_id->race_results'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links keys of one-to-one tables (`ringer_totals.ringer_id`) and roles (`captain_id`, `led_by_id`, `first_quarter_ringer_id`) to the table whose own id it is, and a role naming other rows (`lead_solicitor_sk`) to no people', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'bells', 'bells.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'ringers.csv'),
        'ringer_id,first_name,last_name,email\n1,Ann,Lee,a@x.org\n2,Bo,Ng,b@x.org\n3,Cy,Orr,c@x.org\n4,Di,Poe,d@x.org\n',
      );
      writeFileSync(join(fx.dir, 'ringer_totals.csv'), 'ringer_id,peals_2024\n1,3\n2,0\n3,5\n4,1\n');
      writeFileSync(
        join(fx.dir, 'bands.csv'),
        'band_id,band_name,captain_id\n1,Vale,2\n2,Hill,3\n3,Town,2\n',
      );
      writeFileSync(
        join(fx.dir, 'practices.csv'),
        'practice_id,band_id,led_by_id,first_quarter_ringer_id\n1,1,2,1\n2,2,3,4\n3,1,1,3\n',
      );
      writeFileSync(
        join(fx.dir, 'dim_solicitor.csv'),
        'solicitor_sk,solicitor_name\n101,Jo Fox\n102,Al Gee\n',
      );
      writeFileSync(join(fx.dir, 'fact_case.csv'), 'case_sk,lead_solicitor_sk\n1,101\n2,102\n3,101\n');
      for (const name of ['ringers', 'ringer_totals', 'bands', 'practices', 'dim_solicitor', 'fact_case'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('ringer_totals.ringer_id->ringers.ringer_id');
      expect(pairs).toContain('bands.captain_id->ringers.ringer_id');
      expect(pairs).toContain('practices.led_by_id->ringers.ringer_id');
      expect(pairs.filter((p) => p.includes('->ringer_totals'))).toEqual([]);
      expect(pairs.filter((p) => p.startsWith('fact_case.lead_solicitor_sk->ringers'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links `collected_by` to the collectors, `tested_by` to the staff (full names), `tested_accession` to `accession.id`', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'seeds', 'seeds.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'collector.csv'),
        'id,full_name,email\n1,Ann Lee,a@x.org\n2,Bo Ng,b@x.org\n3,Cy Orr,c@x.org\n',
      );
      writeFileSync(
        join(fx.dir, 'staff.csv'),
        'id,full_name,email\n1,Di Poe,d@x.org\n2,Ed Ray,e@x.org\n3,Fay Sun,f@x.org\n',
      );
      writeFileSync(
        join(fx.dir, 'accession.csv'),
        'id,accession_number,collected_by,seed_count\n1,A-1,2,500\n2,A-2,3,40\n3,A-3,2,90\n',
      );
      writeFileSync(
        join(fx.dir, 'germination_test.csv'),
        'id,tested_accession,tested_by,germination_pct\n1,1,1,80\n2,3,2,45\n3,3,1,50\n',
      );
      for (const name of ['collector', 'staff', 'accession', 'germination_test'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('accession.collected_by->collector.id');
      expect(pairs).toContain('germination_test.tested_by->staff.id');
      expect(pairs).toContain('germination_test.tested_accession->accession.id');
      expect(pairs.filter((p) => p.startsWith('accession.collected_by->staff'))).toEqual([]);
    } finally {
      db.close();
    }
  });

  it('links a role before a key named `_identifier` (`operating_partner_airline_identifier`)', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'lounge', 'lounge.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'partner_airlines.csv'),
        'partner_airline_identifier,airline_full_name\n1,British Airways\n2,Iberia\n3,Finnair\n',
      );
      writeFileSync(
        join(fx.dir, 'lounges.csv'),
        'lounge_identifier,lounge_display_name,operating_partner_airline_identifier\n1,Galleries,1\n2,Velázquez,2\n3,Plaza,\n',
      );
      for (const name of ['partner_airlines', 'lounges'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain(
        'lounges.operating_partner_airline_identifier->partner_airlines.partner_airline_identifier',
      );
    } finally {
      db.close();
    }
  });

  it('does not link tables by their own keys named a bare `id`', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'quiz', 'quiz.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'episode.csv'), 'id,title\n1,Pilot\n2,Finale\n');
      writeFileSync(join(fx.dir, 'contestant.csv'), 'id,fname\n1,Ann\n2,Bo\n3,Cy\n');
      writeFileSync(join(fx.dir, 'appearance.csv'), 'id,episode_id,contestant_id\n1,1,1\n2,1,2\n3,2,3\n');
      for (const name of ['episode', 'contestant', 'appearance'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs.sort()).toEqual([
        'appearance.contestant_id->contestant.id',
        'appearance.episode_id->episode.id',
      ]);
    } finally {
      db.close();
    }
  });

  it("reads an id named by the last word of a table's name (`company_id` → `operate_company.id`)", async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'air', 'air.duckdb') });
    try {
      writeFileSync(join(fx.dir, 'operate_company.csv'), 'id,name\n1,Air A\n2,Air B\n3,Air C\n');
      writeFileSync(join(fx.dir, 'flight.csv'), 'id,company_id,Pilot\n1,2,Ann\n2,3,Bo\n3,2,Cy\n4,1,Di\n');
      for (const name of ['operate_company', 'flight'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('flight.company_id->operate_company.id');
    } finally {
      db.close();
    }
  });

  it('keeps a long key name repeated in full although some of its codes have no row', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'drama', 'drama.duckdb') });
    try {
      writeFileSync(
        join(fx.dir, 'regions.csv'),
        'Marketing_Region_Code,Name\nCA,Canada\nES,Spain\nFR,France\n',
      );
      writeFileSync(
        join(fx.dir, 'workshops.csv'),
        'Workshop_ID,Marketing_Region_Code\n1,FR\n2,DE\n3,ES\n4,CA\n5,FR\n',
      );
      for (const name of ['regions', 'workshops'])
        await importDataset(db, { file: join(fx.dir, `${name}.csv`) });
      const pairs = (await inferRelationships(db, await profileTables(db))).map(
        (r) => `${r.fromTable}.${r.fromColumn}->${r.toTable}.${r.toColumn}`,
      );
      expect(pairs).toContain('workshops.Marketing_Region_Code->regions.Marketing_Region_Code');
    } finally {
      db.close();
    }
  });

  it('keeps declared relationships and serves them with the schema', async () => {
    const tables = await profileTables(fx.db);
    await expect(
      declareRelationship(
        fx.db,
        { fromTable: 'orders', fromColumn: 'nope', toTable: 'customers', toColumn: 'customer_id' },
        tables,
      ),
    ).rejects.toThrow(/does not exist/);
    await declareRelationship(
      fx.db,
      { fromTable: 'orders', fromColumn: 'quantity', toTable: 'products', toColumn: 'product_id' },
      tables,
    );
    expect(await declaredRelationships(fx.db)).toHaveLength(1);
    const schema = await loadSchema(fx.db);
    expect(schema.relationships.filter((r) => r.source === 'declared')).toHaveLength(1);
    await fx.db.connection.run('DELETE FROM colloquy_meta.relationships');
  });

  it('indexes the values of a text column with many distinct ones: the names in a large table', async () => {
    const db = await openCompanyDb({ path: join(fx.dir, 'people.duckdb') });
    try {
      const rows = Array.from({ length: 12_000 }, (_, i) => `${i},Surname${i},Note ${i}`);
      writeFileSync(join(fx.dir, 'people.csv'), `id,last_name,note\n${rows.join('\n')}\n`);
      await importDataset(db, { file: join(fx.dir, 'people.csv') });
      const [people] = await profileTables(db);
      const lastName = people!.columns.find((c) => c.name === 'last_name')!;
      expect(lastName.values).toHaveLength(12_000);
      expect(lastName.values).toContain('Surname11999');
    } finally {
      db.close();
    }
  });
});
