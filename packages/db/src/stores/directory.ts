import type { Queryable } from '../types.ts';

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
/** Local working hours per weekday ("09:00"–"17:30"); a missing weekday is a day off. */
export type WorkingHours = Partial<Record<Weekday, { start: string; end: string }>>;

export interface PersonRecord {
  id: string;
  companyId: string;
  name: string;
  email: string;
  timezone: string;
  workingHours: WorkingHours;
  managerId: string | null;
  leaveBalances: Record<string, number>;
  hasPassword: boolean;
  createdAt: Date;
}

export interface TeamRecord {
  id: string;
  companyId: string;
  name: string;
  memberIds: string[];
  createdAt: Date;
}

export interface BusyTimeRecord {
  id: string;
  companyId: string;
  personId: string;
  startsAt: Date;
  endsAt: Date;
  summary: string | null;
  source: 'api' | 'ics' | 'meeting' | 'leave';
  meetingId: string | null;
}

export interface MeetingAttendee {
  name: string;
  email: string;
  person_id: string | null;
}

export interface MeetingRecord {
  id: string;
  companyId: string;
  kind: 'meeting' | 'interview';
  title: string;
  startsAt: Date;
  endsAt: Date;
  teamId: string | null;
  attendees: MeetingAttendee[];
  screeningId: string | null;
  createdAt: Date;
}

interface PersonRow {
  id: string;
  company_id: string;
  name: string;
  email: string;
  timezone: string;
  working_hours: WorkingHours;
  manager_id: string | null;
  leave_balances: Record<string, number | string>;
  password_hash: string | null;
  created_at: Date;
}

const toPerson = (r: PersonRow): PersonRecord => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  email: r.email,
  timezone: r.timezone,
  workingHours: r.working_hours,
  managerId: r.manager_id,
  leaveBalances: Object.fromEntries(Object.entries(r.leave_balances).map(([k, v]) => [k, Number(v)])),
  hasPassword: r.password_hash !== null,
  createdAt: new Date(r.created_at),
});

export type PersonInput = Pick<
  PersonRecord,
  'name' | 'email' | 'timezone' | 'workingHours' | 'managerId' | 'leaveBalances'
>;

export async function insertPerson(
  db: Queryable,
  person: PersonInput & { id: string; companyId: string },
): Promise<PersonRecord> {
  const [row] = await db.query<PersonRow>(
    `INSERT INTO people (id, company_id, name, email, timezone, working_hours, manager_id, leave_balances)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb) RETURNING *`,
    [
      person.id,
      person.companyId,
      person.name,
      person.email,
      person.timezone,
      JSON.stringify(person.workingHours),
      person.managerId,
      JSON.stringify(person.leaveBalances),
    ],
  );
  return toPerson(row!);
}

/** Changes the given fields; undefined when the person is not the company's. */
export async function updatePerson(
  db: Queryable,
  companyId: string,
  id: string,
  patch: Partial<PersonInput>,
): Promise<PersonRecord | undefined> {
  const [row] = await db.query<PersonRow>(
    `UPDATE people SET
       name = COALESCE($3, name), email = COALESCE($4, email), timezone = COALESCE($5, timezone),
       working_hours = COALESCE($6::jsonb, working_hours),
       manager_id = CASE WHEN $7 THEN $8 ELSE manager_id END,
       leave_balances = COALESCE($9::jsonb, leave_balances)
     WHERE company_id = $1 AND id = $2 RETURNING *`,
    [
      companyId,
      id,
      patch.name ?? null,
      patch.email ?? null,
      patch.timezone ?? null,
      patch.workingHours ? JSON.stringify(patch.workingHours) : null,
      patch.managerId !== undefined,
      patch.managerId ?? null,
      patch.leaveBalances ? JSON.stringify(patch.leaveBalances) : null,
    ],
  );
  return row && toPerson(row);
}

export async function findPerson(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<PersonRecord | undefined> {
  const [row] = await db.query<PersonRow>('SELECT * FROM people WHERE company_id = $1 AND id = $2', [
    companyId,
    id,
  ]);
  return row && toPerson(row);
}

export async function findPersonByEmail(
  db: Queryable,
  companyId: string,
  email: string,
): Promise<PersonRecord | undefined> {
  const [row] = await db.query<PersonRow>(
    'SELECT * FROM people WHERE company_id = $1 AND lower(email) = lower($2)',
    [companyId, email],
  );
  return row && toPerson(row);
}

/** People whose name is `name` (any case) or, failing that, starts with it ("Ana" → "Ana Lima"). */
export async function findPeopleByName(
  db: Queryable,
  companyId: string,
  name: string,
): Promise<PersonRecord[]> {
  const rows = await db.query<PersonRow>(
    `SELECT * FROM people WHERE company_id = $1 AND (lower(name) = lower($2) OR lower(name) LIKE lower($3) || ' %')
     ORDER BY lower(name) = lower($2) DESC, name LIMIT 10`,
    [companyId, name, name.replace(/[%_\\]/g, (c) => `\\${c}`)],
  );
  const exact = rows.filter((r) => r.name.toLowerCase() === name.toLowerCase());
  return (exact.length ? exact : rows).map(toPerson);
}

export async function listPeople(
  db: Queryable,
  companyId: string,
  ids?: readonly string[],
): Promise<PersonRecord[]> {
  const rows = ids
    ? await db.query<PersonRow>(
        'SELECT * FROM people WHERE company_id = $1 AND id = ANY($2::text[]) ORDER BY name',
        [companyId, ids],
      )
    : await db.query<PersonRow>('SELECT * FROM people WHERE company_id = $1 ORDER BY name, id', [companyId]);
  return rows.map(toPerson);
}

/**
 * Locks these people's rows until the transaction ends: two bookings (or approvals) for the same people queue up
 * instead of both seeing the same free slot (or balance).
 */
export async function lockPeople(db: Queryable, companyId: string, ids: readonly string[]): Promise<void> {
  await db.query(
    'SELECT id FROM people WHERE company_id = $1 AND id = ANY($2::text[]) ORDER BY id FOR UPDATE',
    [companyId, ids],
  );
}

export async function deletePerson(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM people WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    id,
  ]);
  return rows.length > 0;
}

/** Adds `delta` days to one leave balance (negative to deduct). */
export async function adjustLeaveBalance(
  db: Queryable,
  personId: string,
  type: string,
  delta: number,
): Promise<void> {
  await db.query(
    `UPDATE people SET leave_balances = jsonb_set(leave_balances, ARRAY[$2::text],
       to_jsonb(COALESCE((leave_balances ->> $2)::numeric, 0) + $3::numeric))
     WHERE id = $1`,
    [personId, type, delta],
  );
}

/** Stores a new password hash (scrypt, computed by the caller). */
export async function setPasswordHash(db: Queryable, personId: string, hash: string): Promise<void> {
  await db.query('UPDATE people SET password_hash = $2, password_changed_at = now() WHERE id = $1', [
    personId,
    hash,
  ]);
}

export async function findPasswordHash(db: Queryable, personId: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string | null }>(
    'SELECT password_hash FROM people WHERE id = $1',
    [personId],
  );
  return row?.password_hash ?? undefined;
}

interface TeamRow {
  id: string;
  company_id: string;
  name: string;
  member_ids: string[] | null;
  created_at: Date;
}

const toTeam = (r: TeamRow): TeamRecord => ({
  id: r.id,
  companyId: r.company_id,
  name: r.name,
  memberIds: r.member_ids ?? [],
  createdAt: new Date(r.created_at),
});

const TEAM_SELECT = `SELECT t.*, (SELECT array_agg(m.person_id ORDER BY m.person_id) FROM team_members m
  WHERE m.team_id = t.id) AS member_ids FROM teams t`;

export async function insertTeam(
  db: Queryable,
  team: { id: string; companyId: string; name: string },
): Promise<void> {
  await db.query('INSERT INTO teams (id, company_id, name) VALUES ($1, $2, $3)', [
    team.id,
    team.companyId,
    team.name,
  ]);
}

export async function renameTeam(
  db: Queryable,
  companyId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const rows = await db.query('UPDATE teams SET name = $3 WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    id,
    name,
  ]);
  return rows.length > 0;
}

/** Replaces the team's members (people of the same company, checked by the caller). */
export async function setTeamMembers(
  db: Queryable,
  teamId: string,
  personIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM team_members WHERE team_id = $1', [teamId]);
  if (personIds.length === 0) return;
  await db.query(
    'INSERT INTO team_members (team_id, person_id) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
    [teamId, personIds],
  );
}

export async function findTeam(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<TeamRecord | undefined> {
  const [row] = await db.query<TeamRow>(`${TEAM_SELECT} WHERE t.company_id = $1 AND t.id = $2`, [
    companyId,
    id,
  ]);
  return row && toTeam(row);
}

/** A team by id or by name (any case, "the design team" → "Design" is the caller's job). */
export async function findTeamByName(
  db: Queryable,
  companyId: string,
  name: string,
): Promise<TeamRecord | undefined> {
  const [row] = await db.query<TeamRow>(
    `${TEAM_SELECT} WHERE t.company_id = $1 AND (t.id = $2 OR lower(t.name) = lower($2))`,
    [companyId, name],
  );
  return row && toTeam(row);
}

export async function listTeams(db: Queryable, companyId: string): Promise<TeamRecord[]> {
  const rows = await db.query<TeamRow>(`${TEAM_SELECT} WHERE t.company_id = $1 ORDER BY t.name`, [companyId]);
  return rows.map(toTeam);
}

export async function deleteTeam(db: Queryable, companyId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM teams WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    id,
  ]);
  return rows.length > 0;
}

interface BusyRow {
  id: string;
  company_id: string;
  person_id: string;
  starts_at: Date;
  ends_at: Date;
  summary: string | null;
  source: BusyTimeRecord['source'];
  meeting_id: string | null;
}

const toBusy = (r: BusyRow): BusyTimeRecord => ({
  id: r.id,
  companyId: r.company_id,
  personId: r.person_id,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  summary: r.summary,
  source: r.source,
  meetingId: r.meeting_id,
});

export async function insertBusyTimes(
  db: Queryable,
  entries: readonly Omit<BusyTimeRecord, 'meetingId'>[] | readonly BusyTimeRecord[],
): Promise<BusyTimeRecord[]> {
  if (entries.length === 0) return [];
  const rows = await db.query<BusyRow>(
    `INSERT INTO busy_times (id, company_id, person_id, starts_at, ends_at, summary, source, meeting_id)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::text[],
       $7::text[], $8::text[])
     RETURNING *`,
    [
      entries.map((e) => e.id),
      entries.map((e) => e.companyId),
      entries.map((e) => e.personId),
      entries.map((e) => e.startsAt.toISOString()),
      entries.map((e) => e.endsAt.toISOString()),
      entries.map((e) => e.summary),
      entries.map((e) => e.source),
      entries.map((e) => ('meetingId' in e ? e.meetingId : null)),
    ],
  );
  return rows.map(toBusy).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Busy times of these people overlapping [from, to), earliest first. */
export async function listBusyTimes(
  db: Queryable,
  companyId: string,
  personIds: readonly string[],
  range: { from?: Date | undefined; to?: Date | undefined } = {},
): Promise<BusyTimeRecord[]> {
  const rows = await db.query<BusyRow>(
    `SELECT * FROM busy_times WHERE company_id = $1 AND person_id = ANY($2::text[])
       AND ($3::timestamptz IS NULL OR ends_at > $3) AND ($4::timestamptz IS NULL OR starts_at < $4)
     ORDER BY starts_at, id LIMIT 5000`,
    [companyId, personIds, range.from?.toISOString() ?? null, range.to?.toISOString() ?? null],
  );
  return rows.map(toBusy);
}

export async function deleteBusyTime(
  db: Queryable,
  companyId: string,
  personId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM busy_times WHERE company_id = $1 AND person_id = $2 AND id = $3 RETURNING id',
    [companyId, personId, id],
  );
  return rows.length > 0;
}

interface MeetingRow {
  id: string;
  company_id: string;
  kind: MeetingRecord['kind'];
  title: string;
  starts_at: Date;
  ends_at: Date;
  team_id: string | null;
  attendees: MeetingAttendee[];
  screening_id: string | null;
  created_at: Date;
}

const toMeeting = (r: MeetingRow): MeetingRecord => ({
  id: r.id,
  companyId: r.company_id,
  kind: r.kind,
  title: r.title,
  startsAt: new Date(r.starts_at),
  endsAt: new Date(r.ends_at),
  teamId: r.team_id,
  attendees: r.attendees,
  screeningId: r.screening_id,
  createdAt: new Date(r.created_at),
});

export async function insertMeeting(
  db: Queryable,
  meeting: Omit<MeetingRecord, 'createdAt'>,
): Promise<MeetingRecord> {
  const [row] = await db.query<MeetingRow>(
    `INSERT INTO meetings (id, company_id, kind, title, starts_at, ends_at, team_id, attendees, screening_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9) RETURNING *`,
    [
      meeting.id,
      meeting.companyId,
      meeting.kind,
      meeting.title,
      meeting.startsAt.toISOString(),
      meeting.endsAt.toISOString(),
      meeting.teamId,
      JSON.stringify(meeting.attendees),
      meeting.screeningId,
    ],
  );
  return toMeeting(row!);
}

export async function listMeetings(db: Queryable, companyId: string): Promise<MeetingRecord[]> {
  const rows = await db.query<MeetingRow>(
    'SELECT * FROM meetings WHERE company_id = $1 ORDER BY starts_at, id LIMIT 1000',
    [companyId],
  );
  return rows.map(toMeeting);
}
