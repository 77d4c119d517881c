import { describe, expect, it } from 'vitest';
import { workingDays } from './leave.ts';
import { organizerFrom } from './mail.ts';

describe('directory helpers', () => {
  it('counts working days Monday to Friday, inclusive', () => {
    // 2026-03-09 is a Monday.
    expect(workingDays('2026-03-09', '2026-03-13')).toBe(5);
    expect(workingDays('2026-03-13', '2026-03-16')).toBe(2);
    expect(workingDays('2026-03-14', '2026-03-15')).toBe(0);
    expect(workingDays('2026-02-27', '2026-03-02')).toBe(2);
  });

  it('reads the organiser from a From header', () => {
    expect(organizerFrom('Colloquy <no-reply@colloquy.test>')).toEqual({
      name: 'Colloquy',
      email: 'no-reply@colloquy.test',
    });
    expect(organizerFrom('"Acme HR" <hr@acme.test>')).toEqual({ name: 'Acme HR', email: 'hr@acme.test' });
    expect(organizerFrom('ops@acme.test')).toEqual({ name: 'Colloquy', email: 'ops@acme.test' });
  });
});
