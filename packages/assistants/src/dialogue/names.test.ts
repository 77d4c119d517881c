import { describe, expect, it } from 'vitest';
import { findName } from './names.ts';

const TEAMS = ['Customer Service', 'Warehouse Avonmouth', 'Data', 'IT Service Desk', 'Service'];
const PEOPLE = ['Zoë Clarke', 'Amir Haddad', 'Jo Li'];

describe('findName', () => {
  it('finds a name inside a sentence, whatever the case', () => {
    expect(findName('book a meeting with the warehouse avonmouth team on friday', TEAMS)).toBe(
      'Warehouse Avonmouth',
    );
    expect(findName('leave for amir haddad next week', PEOPLE)).toBe('Amir Haddad');
  });

  it('prefers the longest name and ignores partial names', () => {
    expect(findName('it service desk please', TEAMS)).toBe('IT Service Desk');
    expect(findName('the customer service team', TEAMS)).toBe('Customer Service');
    expect(findName('customer complaints', TEAMS)).toBeUndefined();
  });

  it('tolerates accents, plurals, possessives and small typos on longer words', () => {
    expect(findName("zoe clarke's leave", PEOPLE)).toBe('Zoë Clarke');
    expect(findName('customer servce', TEAMS)).toBe('Customer Service');
    expect(findName('amir hadad', PEOPLE)).toBe('Amir Haddad');
    // Very short words must be exact, and a short one-word name takes no typo ("date" is not "Data").
    expect(findName('jo lu', PEOPLE)).toBeUndefined();
    expect(findName('pick a date', TEAMS)).toBeUndefined();
    expect(findName('data please', TEAMS)).toBe('Data');
  });

  it('answers undefined when no known name is mentioned', () => {
    expect(findName('schedule something tomorrow', TEAMS)).toBeUndefined();
    expect(findName('anything', [])).toBeUndefined();
  });
});
