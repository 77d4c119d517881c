import type { Queryable } from '../types.ts';

export type LeaveStatus = 'pending' | 'approved' | 'rejected';

export interface LeaveRequestRecord {
  id: string;
  companyId: string;
  personId: string;
  type: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  days: number;
  status: LeaveStatus;
  approverId: string | null;
  decidedAt: Date | null;
  note: string | null;
  createdAt: Date;
}

interface Row {
  id: string;
  company_id: string;
  person_id: string;
  type: string;
  start_date: string;
  end_date: string;
  days: number;
  status: LeaveStatus;
  approver_id: string | null;
  decided_at: Date | null;
  note: string | null;
  created_at: Date;
}

const toLeave = (r: Row): LeaveRequestRecord => ({
  id: r.id,
  companyId: r.company_id,
  personId: r.person_id,
  type: r.type,
  startDate: r.start_date,
  endDate: r.end_date,
  days: r.days,
  status: r.status,
  approverId: r.approver_id,
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
  note: r.note,
  createdAt: new Date(r.created_at),
});

// Dates as text: drivers would otherwise turn them into local-midnight Date objects.
const COLUMNS = `id, company_id, person_id, type, start_date::text AS start_date, end_date::text AS end_date, days,
  status, approver_id, decided_at, note, created_at`;

export async function insertLeaveRequest(
  db: Queryable,
  request: Pick<
    LeaveRequestRecord,
    'id' | 'companyId' | 'personId' | 'type' | 'startDate' | 'endDate' | 'days' | 'approverId'
  >,
): Promise<LeaveRequestRecord> {
  const [row] = await db.query<Row>(
    `INSERT INTO leave_requests (id, company_id, person_id, type, start_date, end_date, days, approver_id)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8) RETURNING ${COLUMNS}`,
    [
      request.id,
      request.companyId,
      request.personId,
      request.type,
      request.startDate,
      request.endDate,
      request.days,
      request.approverId,
    ],
  );
  return toLeave(row!);
}

export async function findLeaveRequest(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<LeaveRequestRecord | undefined> {
  const [row] = await db.query<Row>(
    `SELECT ${COLUMNS} FROM leave_requests WHERE company_id = $1 AND id = $2`,
    [companyId, id],
  );
  return row && toLeave(row);
}

export async function listLeaveRequests(
  db: Queryable,
  companyId: string,
  filter: { status?: LeaveStatus | undefined; personId?: string | undefined } = {},
): Promise<LeaveRequestRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM leave_requests WHERE company_id = $1
       AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR person_id = $3)
     ORDER BY created_at DESC, id LIMIT 500`,
    [companyId, filter.status ?? null, filter.personId ?? null],
  );
  return rows.map(toLeave);
}

/** The person's pending or approved requests overlapping [startDate, endDate]. */
export async function overlappingLeave(
  db: Queryable,
  personId: string,
  startDate: string,
  endDate: string,
): Promise<LeaveRequestRecord[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM leave_requests WHERE person_id = $1 AND status IN ('pending', 'approved')
       AND start_date <= $3::date AND end_date >= $2::date ORDER BY start_date`,
    [personId, startDate, endDate],
  );
  return rows.map(toLeave);
}

/** Days of `type` the person has asked for and not had decided yet. */
export async function pendingLeaveDays(db: Queryable, personId: string, type: string): Promise<number> {
  const [row] = await db.query<{ days: number }>(
    `SELECT COALESCE(sum(days), 0)::int AS days FROM leave_requests
     WHERE person_id = $1 AND type = $2 AND status = 'pending'`,
    [personId, type],
  );
  return row?.days ?? 0;
}

/**
 * Decides a pending request: only one caller can move it out of `pending` (the row update is the guard, so two
 * concurrent approvals cannot both deduct). Undefined when it was not pending (or not the company's).
 */
export async function decideLeaveRequest(
  db: Queryable,
  companyId: string,
  id: string,
  decision: { status: 'approved' | 'rejected'; note?: string | undefined },
): Promise<LeaveRequestRecord | undefined> {
  const [row] = await db.query<Row>(
    `UPDATE leave_requests SET status = $3, decided_at = now(), note = $4
     WHERE company_id = $1 AND id = $2 AND status = 'pending' RETURNING ${COLUMNS}`,
    [companyId, id, decision.status, decision.note ?? null],
  );
  return row && toLeave(row);
}
