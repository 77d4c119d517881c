import { ConflictError, NotFoundError, newId, ValidationError } from '@colloquy/core';
import {
  type BusyTimeRecord,
  type Db,
  deleteBusyTime,
  deletePerson,
  deleteTeam,
  findPerson,
  findPersonByEmail,
  findTeam,
  findTeamByName,
  insertBusyTimes,
  insertPerson,
  insertTeam,
  listBusyTimes,
  listPeople,
  listTeams,
  type PersonInput,
  type Queryable,
  renameTeam,
  setTeamMembers,
  type TeamRecord,
  updatePerson,
} from '@colloquy/db';
import { parseIcs } from '../calendar/ics-parse.ts';
import { DEFAULT_WORKING_HOURS, findPersonByRef, type PersonView, personView } from './people.ts';

export interface TeamView {
  id: string;
  name: string;
  members: { id: string; name: string; email: string }[];
  created_at: string;
}

export interface BusyView {
  id: string;
  person_id: string;
  start: string;
  end: string;
  summary: string | null;
  source: BusyTimeRecord['source'];
  meeting_id: string | null;
}

const busyView = (b: BusyTimeRecord): BusyView => ({
  id: b.id,
  person_id: b.personId,
  start: b.startsAt.toISOString(),
  end: b.endsAt.toISOString(),
  summary: b.summary,
  source: b.source,
  meeting_id: b.meetingId,
});

export interface PersonCreate {
  name: string;
  email: string;
  timezone?: string | undefined;
  working_hours?: PersonInput['workingHours'] | undefined;
  manager_id?: string | null | undefined;
  leave_balances?: Record<string, number> | undefined;
}

/** Busy times per import, and in one company's calendar at most. */
const MAX_BUSY_PER_IMPORT = 5000;

/**
 * The company directory behind the staff tasks: people, teams and busy times, read and changed through the API.
 * Every call is scoped by company; another company's ids are "not found".
 */
export class DirectoryService {
  readonly #db: Db;
  readonly #onChange: ((kind: 'person' | 'team', companyId: string) => void) | undefined;

  constructor(options: { db: Db; onChange?: (kind: 'person' | 'team', companyId: string) => void }) {
    this.#db = options.db;
    this.#onChange = options.onChange;
  }

  async #person(db: Queryable, companyId: string, id: string) {
    const person = await findPerson(db, companyId, id);
    if (!person) throw new NotFoundError(`Person ${id} not found`);
    return person;
  }

  async #checkManager(companyId: string, managerId: string | null | undefined, self?: string) {
    if (!managerId) return;
    if (managerId === self)
      throw new ValidationError('manager_id cannot be the person themself', [
        { field: 'manager_id', message: 'cannot be the person themself' },
      ]);
    if (!(await findPerson(this.#db, companyId, managerId))) {
      throw new ValidationError(`manager_id ${managerId} is not in the directory`, [
        { field: 'manager_id', message: 'is not in the directory' },
      ]);
    }
  }

  async #checkEmail(companyId: string, email: string, self?: string) {
    const holder = await findPersonByEmail(this.#db, companyId, email);
    if (holder && holder.id !== self) throw new ConflictError(`${email} already belongs to ${holder.id}`);
  }

  async createPerson(companyId: string, input: PersonCreate): Promise<PersonView> {
    await this.#checkManager(companyId, input.manager_id);
    await this.#checkEmail(companyId, input.email);
    const person = await insertPerson(this.#db, {
      id: newId('person'),
      companyId,
      name: input.name,
      email: input.email,
      timezone: input.timezone ?? 'UTC',
      workingHours: input.working_hours ?? DEFAULT_WORKING_HOURS,
      managerId: input.manager_id ?? null,
      leaveBalances: input.leave_balances ?? {},
    });
    this.#onChange?.('person', companyId);
    return personView(person);
  }

  async updatePerson(companyId: string, id: string, patch: Partial<PersonCreate>): Promise<PersonView> {
    await this.#person(this.#db, companyId, id);
    await this.#checkManager(companyId, patch.manager_id, id);
    if (patch.email) await this.#checkEmail(companyId, patch.email, id);
    const person = await updatePerson(this.#db, companyId, id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.email !== undefined ? { email: patch.email } : {}),
      ...(patch.timezone !== undefined ? { timezone: patch.timezone } : {}),
      ...(patch.working_hours !== undefined ? { workingHours: patch.working_hours } : {}),
      ...(patch.manager_id !== undefined ? { managerId: patch.manager_id } : {}),
      ...(patch.leave_balances !== undefined ? { leaveBalances: patch.leave_balances } : {}),
    });
    this.#onChange?.('person', companyId);
    return personView(person!);
  }

  async getPerson(companyId: string, id: string): Promise<PersonView> {
    return personView(await this.#person(this.#db, companyId, id));
  }

  async listPeople(companyId: string): Promise<PersonView[]> {
    return (await listPeople(this.#db, companyId)).map(personView);
  }

  async deletePerson(companyId: string, id: string): Promise<void> {
    if (!(await deletePerson(this.#db, companyId, id))) throw new NotFoundError(`Person ${id} not found`);
    this.#onChange?.('person', companyId);
  }

  async #teamView(companyId: string, team: TeamRecord): Promise<TeamView> {
    const members = team.memberIds.length ? await listPeople(this.#db, companyId, team.memberIds) : [];
    return {
      id: team.id,
      name: team.name,
      members: members.map((m) => ({ id: m.id, name: m.name, email: m.email })),
      created_at: team.createdAt.toISOString(),
    };
  }

  /** Person ids for member references (ids, e-mail addresses or names); unknown ones are named in a 422. */
  async #memberIds(companyId: string, refs: readonly string[]): Promise<string[]> {
    const ids: string[] = [];
    const issues: { field: string; message: string }[] = [];
    for (const [i, ref] of refs.entries()) {
      const person = await findPersonByRef(this.#db, companyId, ref, `members.${i}`);
      if (person) ids.push(person.id);
      else issues.push({ field: `members.${i}`, message: `"${ref}" is not in the directory` });
    }
    if (issues.length)
      throw new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
    return [...new Set(ids)];
  }

  async createTeam(
    companyId: string,
    input: { name: string; members?: string[] | undefined },
  ): Promise<TeamView> {
    if (await findTeamByName(this.#db, companyId, input.name)) {
      throw new ConflictError(`A team called "${input.name}" already exists`);
    }
    const members = await this.#memberIds(companyId, input.members ?? []);
    const id = newId('team');
    await this.#db.transaction(async (tx) => {
      await insertTeam(tx, { id, companyId, name: input.name });
      await setTeamMembers(tx, id, members);
    });
    this.#onChange?.('team', companyId);
    return this.getTeam(companyId, id);
  }

  async updateTeam(
    companyId: string,
    id: string,
    patch: { name?: string | undefined; members?: string[] | undefined },
  ): Promise<TeamView> {
    await this.getTeam(companyId, id);
    if (patch.name) {
      const holder = await findTeamByName(this.#db, companyId, patch.name);
      if (holder && holder.id !== id) throw new ConflictError(`A team called "${patch.name}" already exists`);
    }
    const members = patch.members && (await this.#memberIds(companyId, patch.members));
    await this.#db.transaction(async (tx) => {
      if (patch.name) await renameTeam(tx, companyId, id, patch.name);
      if (members) await setTeamMembers(tx, id, members);
    });
    this.#onChange?.('team', companyId);
    return this.getTeam(companyId, id);
  }

  async getTeam(companyId: string, id: string): Promise<TeamView> {
    const team = await findTeam(this.#db, companyId, id);
    if (!team) throw new NotFoundError(`Team ${id} not found`);
    return this.#teamView(companyId, team);
  }

  async listTeams(companyId: string): Promise<TeamView[]> {
    const teams = await listTeams(this.#db, companyId);
    return Promise.all(teams.map((t) => this.#teamView(companyId, t)));
  }

  async deleteTeam(companyId: string, id: string): Promise<void> {
    if (!(await deleteTeam(this.#db, companyId, id))) throw new NotFoundError(`Team ${id} not found`);
    this.#onChange?.('team', companyId);
  }

  /** Adds busy intervals given as JSON. */
  async addBusy(
    companyId: string,
    personId: string,
    intervals: readonly { start: Date; end: Date; summary?: string | undefined }[],
  ): Promise<BusyView[]> {
    await this.#person(this.#db, companyId, personId);
    const issues = intervals.flatMap((i, n) =>
      i.end > i.start ? [] : [{ field: `intervals.${n}.end`, message: 'must be after start' }],
    );
    if (issues.length)
      throw new ValidationError(issues.map((i) => `${i.field} ${i.message}`).join('; '), issues);
    const saved = await insertBusyTimes(
      this.#db,
      intervals.map((i) => ({
        id: newId('busyTime'),
        companyId,
        personId,
        startsAt: i.start,
        endsAt: i.end,
        summary: i.summary ?? null,
        source: 'api' as const,
      })),
    );
    return saved.map(busyView);
  }

  /** Imports the VEVENTs of an ICS file as busy times (floating and all-day times in the person's zone). */
  async importIcs(
    companyId: string,
    personId: string,
    ics: string,
  ): Promise<{ imported: number; warnings: string[]; data: BusyView[] }> {
    const person = await this.#person(this.#db, companyId, personId);
    if (!/BEGIN:VCALENDAR/i.test(ics)) {
      throw new ValidationError('The file is not an iCalendar file (no BEGIN:VCALENDAR)', [
        { field: 'file', message: 'is not an iCalendar file' },
      ]);
    }
    const { events, warnings } = parseIcs(ics, person.timezone);
    if (events.length > MAX_BUSY_PER_IMPORT) {
      throw new ValidationError(`At most ${MAX_BUSY_PER_IMPORT} events per import`, [
        { field: 'file', message: `has more than ${MAX_BUSY_PER_IMPORT} events` },
      ]);
    }
    const saved = await insertBusyTimes(
      this.#db,
      events.map((e) => ({
        id: newId('busyTime'),
        companyId,
        personId,
        startsAt: e.start,
        endsAt: e.end,
        summary: e.summary,
        source: 'ics' as const,
      })),
    );
    return { imported: saved.length, warnings, data: saved.map(busyView) };
  }

  async listBusy(
    companyId: string,
    personId: string,
    range: { from?: Date | undefined; to?: Date | undefined },
  ): Promise<BusyView[]> {
    await this.#person(this.#db, companyId, personId);
    return (await listBusyTimes(this.#db, companyId, [personId], range)).map(busyView);
  }

  async deleteBusy(companyId: string, personId: string, id: string): Promise<void> {
    if (!(await deleteBusyTime(this.#db, companyId, personId, id))) {
      throw new NotFoundError(`Busy time ${id} not found`);
    }
  }
}
