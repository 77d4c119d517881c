import { ConflictError, NotFoundError, newId } from '@colloquy/core';
import {
  adjustLeaveBalance,
  type Db,
  decideLeaveRequest,
  findLeaveRequest,
  findPerson,
  insertBusyTimes,
  type LeaveRequestRecord,
  type LeaveStatus,
  listLeaveRequests,
  lockPeople,
} from '@colloquy/db';
import { addDays, fromWallTime, weekdayOf } from '../calendar/zones.ts';
import type { MailSender } from './mail.ts';

/** Monday-to-Friday days from `start` to `end` inclusive (what a leave request takes from the balance). */
export function workingDays(start: string, end: string): number {
  let days = 0;
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const weekday = weekdayOf(d);
    if (weekday !== 'sat' && weekday !== 'sun') days++;
  }
  return days;
}

export interface LeaveRequestView {
  id: string;
  employee_id: string;
  type: string;
  start_date: string;
  end_date: string;
  days: number;
  status: LeaveStatus;
  approver_id: string | null;
  decided_at: string | null;
  note: string | null;
  created_at: string;
}

export function leaveView(r: LeaveRequestRecord): LeaveRequestView {
  return {
    id: r.id,
    employee_id: r.personId,
    type: r.type,
    start_date: r.startDate,
    end_date: r.endDate,
    days: r.days,
    status: r.status,
    approver_id: r.approverId,
    decided_at: r.decidedAt?.toISOString() ?? null,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Leave requests after `leave_request` filed them: list, approve, reject. Approval deducts the balance exactly
 * once — the pending → approved row update is the guard, so of two concurrent approvals one wins and the other
 * gets 409 — blocks the days in the employee's calendar and e-mails the employee; rejection only e-mails.
 */
export class LeaveService {
  readonly #db: Db;
  readonly #mail: MailSender;

  constructor(options: { db: Db; mail: MailSender }) {
    this.#db = options.db;
    this.#mail = options.mail;
  }

  async list(
    companyId: string,
    filter: { status?: LeaveStatus | undefined; employeeId?: string | undefined } = {},
  ): Promise<LeaveRequestView[]> {
    return (
      await listLeaveRequests(this.#db, companyId, { status: filter.status, personId: filter.employeeId })
    ).map(leaveView);
  }

  async get(companyId: string, id: string): Promise<LeaveRequestView> {
    const request = await findLeaveRequest(this.#db, companyId, id);
    if (!request) throw new NotFoundError(`Leave request ${id} not found`);
    return leaveView(request);
  }

  async decide(
    companyId: string,
    id: string,
    decision: { status: 'approved' | 'rejected'; note?: string | undefined },
  ): Promise<LeaveRequestView> {
    return this.#db.transaction(async (tx) => {
      const request = await findLeaveRequest(tx, companyId, id);
      if (!request) throw new NotFoundError(`Leave request ${id} not found`);
      // Balance checks and deductions for one person happen one at a time.
      await lockPeople(tx, companyId, [request.personId]);
      const decided = await decideLeaveRequest(tx, companyId, id, decision);
      if (!decided) {
        const now = await findLeaveRequest(tx, companyId, id);
        throw new ConflictError(`Leave request ${id} is already ${now?.status ?? 'decided'}`);
      }
      const person = await findPerson(tx, companyId, decided.personId);
      if (!person) throw new NotFoundError(`Leave request ${id} not found`);
      const left = person.leaveBalances[decided.type] ?? 0;
      if (decision.status === 'approved') {
        if (left < decided.days) {
          throw new ConflictError(
            `${person.name} has ${left} ${decided.type} days left, fewer than the ${decided.days} requested: reject it or raise the balance`,
          );
        }
        await adjustLeaveBalance(tx, person.id, decided.type, -decided.days);
        await insertBusyTimes(tx, [
          {
            id: newId('busyTime'),
            companyId,
            personId: person.id,
            startsAt: fromWallTime(decided.startDate, '00:00', person.timezone),
            endsAt: fromWallTime(addDays(decided.endDate, 1), '00:00', person.timezone),
            summary: `${decided.type} leave`,
            source: 'leave',
          },
        ]);
      }
      const approved = decision.status === 'approved';
      await this.#mail.enqueue(tx, {
        companyId,
        to: person.email,
        subject: `Your ${decided.type} leave ${decided.startDate} to ${decided.endDate} was ${decision.status}`,
        text: [
          `Hello ${person.name},`,
          '',
          `Your request for ${decided.days} working day(s) of ${decided.type} leave, ${decided.startDate} to ${decided.endDate}, was ${decision.status}.`,
          ...(decision.note ? [`Note: ${decision.note}`] : []),
          approved ? `You have ${left - decided.days} ${decided.type} day(s) left.` : '',
        ].join('\n'),
      });
      return leaveView(decided);
    });
  }
}
