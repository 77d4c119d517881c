import { ConflictError, newId, ValidationError } from '@colloquy/core';
import { findPerson, insertLeaveRequest, lockPeople, overlappingLeave, pendingLeaveDays } from '@colloquy/db';
import { z } from 'zod';
import { workingDays } from '../directory/leave.ts';
import type { StaffDeps } from '../directory/mail.ts';
import { requirePerson } from '../directory/people.ts';
import { defineTask } from './registry.ts';
import { CalendarDate } from './schedule-meeting.ts';

const invalid = (field: string, message: string) =>
  new ValidationError(`params.${field} ${message}`, [{ field: `params.${field}`, message }]);

/**
 * `leave_request`: checks the employee's balance (working days, Monday to Friday, less what is already pending)
 * and overlapping requests, files a pending request and e-mails the approver (the employee's manager).
 */
export function leaveRequestTask(staff: StaffDeps) {
  return defineTask({
    name: 'leave_request',
    description:
      'Files a leave request (annual, sick…) for an employee and sends it to their manager for approval.',
    examples: [
      'I want to request leave',
      'book time off',
      'request annual leave',
      'I need a few days off',
      'file a holiday request',
    ],
    parameters: z.object({
      employee: z.string().trim().min(1).max(320).meta({ entity: 'person' }).describe('Who: name or address'),
      start_date: CalendarDate.describe('First day of leave (YYYY-MM-DD)'),
      end_date: CalendarDate.describe('Last day of leave (YYYY-MM-DD)'),
      type: z.string().trim().toLowerCase().min(1).max(40).describe('Kind of leave: annual, sick, parental…'),
    }),
    prompts: {
      employee: 'Who is the leave for?',
      start_date: 'What is the first day of leave?',
      end_date: 'And the last day?',
      type: 'What kind of leave is it (for example annual or sick)?',
    },
    async run(params, { companyId, db }) {
      if (params.end_date < params.start_date) throw invalid('end_date', 'is before start_date');
      const found = await requirePerson(db, companyId, params.employee, 'params.employee');
      // Requests for one person are checked one at a time, against the balance as it is once locked.
      await lockPeople(db, companyId, [found.id]);
      const person = (await findPerson(db, companyId, found.id)) ?? found;
      const days = workingDays(params.start_date, params.end_date);
      if (days === 0)
        throw invalid('end_date', `${params.start_date} to ${params.end_date} has no working days`);
      const balance = person.leaveBalances[params.type];
      if (balance === undefined) {
        const types = Object.keys(person.leaveBalances).sort();
        throw invalid(
          'type',
          `${person.name} has no "${params.type}" leave${types.length ? ` (types: ${types.join(', ')})` : ''}`,
        );
      }
      const pending = await pendingLeaveDays(db, person.id, params.type);
      const available = balance - pending;
      if (days > available) {
        throw invalid(
          'end_date',
          `the request takes ${days} working days, but ${person.name} has ${available} ${params.type} days available${pending ? ` (${balance} left, ${pending} pending)` : ''}`,
        );
      }
      const [overlap] = await overlappingLeave(db, person.id, params.start_date, params.end_date);
      if (overlap) {
        throw new ConflictError(
          `It overlaps ${overlap.status} leave ${overlap.id} (${overlap.startDate} to ${overlap.endDate})`,
        );
      }
      const approver = person.managerId ? await findPerson(db, companyId, person.managerId) : undefined;
      if (!approver)
        throw invalid('employee', `${person.name} has no manager in the directory to approve leave`);
      const request = await insertLeaveRequest(db, {
        id: newId('leaveRequest'),
        companyId,
        personId: person.id,
        type: params.type,
        startDate: params.start_date,
        endDate: params.end_date,
        days,
        approverId: approver.id,
      });
      const api = `${staff.publicUrl}/v1/leave-requests/${request.id}`;
      await staff.mail.enqueue(db, {
        companyId,
        to: approver.email,
        subject: `Leave request from ${person.name}: ${request.startDate} to ${request.endDate}`,
        text: [
          `Hello ${approver.name},`,
          '',
          `${person.name} asks for ${days} working day(s) of ${request.type} leave, ${request.startDate} to ${request.endDate}.`,
          `${person.name} has ${balance} ${request.type} day(s) left${pending ? `, ${pending} already pending` : ''}.`,
          '',
          `Approve: POST ${api}/approve`,
          `Reject:  POST ${api}/reject`,
        ].join('\n'),
      });
      return {
        leave_request_id: request.id,
        employee: person.name,
        type: request.type,
        start_date: request.startDate,
        end_date: request.endDate,
        days,
        status: request.status,
        approver: approver.name,
      };
    },
    summarize: (r) =>
      `I have sent ${r.employee}'s ${r.type} leave request (${r.start_date} to ${r.end_date}, ${r.days} working day${r.days === 1 ? '' : 's'}) to ${r.approver} for approval.`,
  });
}
