import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { splitSections, toLines } from './lines.ts';
import { parseResumeText } from './profile.ts';

const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.txt`, import.meta.url), 'utf8');
const parse = (text: string) => parseResumeText(text, { clock }).profile;

describe('contact fields', () => {
  it('reads name, e-mail, phone, location and links from the header', () => {
    const p = parse(fixture('jane-doe-engineer'));
    expect(p.name).toBe('Jane Doe');
    expect(p.email).toBe('jane.doe@example.com');
    expect(p.phone).toBe('(503) 555-0134');
    expect(p.location).toBe('Portland, OR 97201');
    expect(p.links).toEqual(['linkedin.com/in/janedoe', 'https://github.com/janedoe']);
  });

  it('handles bullet-separated headers and international numbers', () => {
    const p = parse(fixture('alex-rivera-recruiter'));
    expect(p.name).toBe('Alex Rivera');
    expect(p.phone).toBe('+1 512 555 0188');
    expect(p.location).toBe('Austin, TX');
    const uk = parse(fixture('sam-okafor-accountant'));
    expect(uk.location).toBe('Leeds, United Kingdom');
    expect(uk.phone).toBe('07700 900123');
  });

  it('keeps a lower-case e-mail line under the name apart from the name', () => {
    const p = parse(
      'Amara Weber\namara.weber@example.com | +1 (555) 265-7983 | Boston, MA\nSummary\nEngineer.',
    );
    expect(p.name).toBe('Amara Weber');
    expect(p.email).toBe('amara.weber@example.com');
  });

  it('gives null rather than guessing when the top has no name', () => {
    const p = parse('Curriculum Vitae 2024\nemail: x@y.io\n\nSkills\nPython');
    expect(p.name).toBeNull();
    expect(p.email).toBe('x@y.io');
  });
});

describe('headings', () => {
  it.each([
    ['UPPERCASE underlined', 'WORK EXPERIENCE\n===============\n'],
    ['Title Case with colon', 'Work History:\n'],
    ['letter-spaced', 'E X P E R I E N C E\n'],
    ['markdown', '## Professional Experience\n'],
  ])('recognises %s', (_, heading) => {
    const p = parse(
      `Pat Lee\n\n${heading}Data Analyst | Initech | Feb 2020 – Present\n- Built dashboards in Tableau\n`,
    );
    expect(p.experience).toHaveLength(1);
    expect(p.experience[0]).toMatchObject({
      title: 'Data Analyst',
      company: 'Initech',
      start: '2020-02',
      end: 'present',
    });
  });

  it('reads an inline heading with its content ("Skills: …")', () => {
    const sections = splitSections(toLines('Pat Lee\nSkills: Python, SQL\nLanguages: German'));
    expect(sections.map((s) => s.kind)).toEqual(['header', 'skills', 'languages']);
    expect(sections[1]!.lines[0]!.text).toBe('Python, SQL');
  });
});

describe('bullets and wrapped lines', () => {
  it('strips bullet styles and joins wrapped continuations', () => {
    const lines = toLines(
      [
        '• Managed the office budget of $1.1 million and reduced supply costs across all of the',
        'regional offices by 14%',
        '▪ Trained staff',
        '- Filed reports',
        '* Booked travel',
        '1. Ran payroll',
      ].join('\n'),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Managed the office budget of $1.1 million and reduced supply costs across all of the regional offices by 14%',
      'Trained staff',
      'Filed reports',
      'Booked travel',
      'Ran payroll',
    ]);
    expect(lines.every((l) => l.bullet)).toBe(true);
  });

  it('keeps a role header that follows a long bullet as its own line', () => {
    const lines = toLines(
      [
        '• Speak with customers over the phone to provide step-by-step instructions for fixing',
        'The Perfect Look | Birmingham, AL, Desktop Support Technician',
        'August 2019 – January 2021',
      ].join('\n'),
    );
    expect(lines).toHaveLength(3);
  });
});

describe('experience', () => {
  it('reads title, company, dates and description in "Title | Company | dates" layout', () => {
    const p = parse(fixture('jane-doe-engineer'));
    expect(p.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Senior Software Engineer', 'Acme Cloud Inc.', '2019-01', 'present'],
      ['Software Developer', 'Brightpath Labs', '2016-01', '2018-12'],
    ]);
    expect(p.experience[1]!.description).toBe(
      'Developed internal tools in Python and JS\nMaintained PostgreSQL databases and wrote reporting SQL',
    );
    expect(p.years_experience).toBe(10.9);
  });

  it('reads the "Title / Company / dates" layout and merges overlapping roles', () => {
    const p = parse(fixture('alex-rivera-recruiter'));
    expect(p.experience.map((e) => [e.title, e.company, e.start, e.end])).toEqual([
      ['Recruiting Lead', 'Northwind Health', '2018-03', '2020-11'],
      ['Talent Acquisition Specialist', 'Contoso Staffing Group', '2019-06', '2022-02'],
      ['HR Assistant', 'Fabrikam Ltd', '2015-01', '2016-12'],
    ]);
    // 2018-03..2022-02 (48 months, the two overlapping roles merged) + 2015-01..2016-12 (24 months).
    expect(p.years_experience).toBe(6);
  });

  it('reads the "Company, City, ST, Title" layout with the date on the next line', () => {
    const p = parse(
      [
        'Ebony Stone',
        'Experience',
        'Gilmore Financial, New Orleans, LA, Certified Public Accountant',
        'Oct. 2021 – Current',
        '• Compute taxes for clients',
        'Harrison Money Management, New Orleans, LA, Junior Accountant',
        'May 2019 – Aug. 2020',
        '• Prepared financial reports',
      ].join('\n'),
    );
    expect(p.experience.map((e) => [e.title, e.company, e.location, e.start, e.end])).toEqual([
      ['Certified Public Accountant', 'Gilmore Financial', 'New Orleans, LA', '2021-10', 'present'],
      ['Junior Accountant', 'Harrison Money Management', 'New Orleans, LA', '2019-05', '2020-08'],
    ]);
  });

  it('reads "Title   dates" followed by the company line', () => {
    const p = parse(
      'Kim Park\nWORK EXPERIENCE\nStaff Engineer\tNovember 2021 – Present\nGlobex Corporation – Springfield, IL\nShipped things.',
    );
    expect(p.experience[0]).toMatchObject({
      title: 'Staff Engineer',
      company: 'Globex Corporation',
      start: '2021-11',
    });
    expect(p.experience[0]!.description).toBe('Shipped things.');
  });
});

describe('education, certifications, languages, summary, skills', () => {
  it('reads degree, field, institution and year in several layouts', () => {
    expect(parse(fixture('jane-doe-engineer')).education).toEqual([
      { degree: 'B.Sc.', field: 'Computer Science', institution: 'Oregon State University', year: 2012 },
    ]);
    expect(parse(fixture('alex-rivera-recruiter')).education).toEqual([
      {
        degree: 'Bachelor of Arts',
        field: 'Psychology',
        institution: 'University of Texas at Austin',
        year: 2014,
      },
    ]);
    const p = parse(
      'A B\nEducation\nWaldorf College\nM.S. in Information Systems\nHaverford University\nB.S. in Computer Science',
    );
    expect(p.education.map((e) => [e.degree, e.field, e.institution])).toEqual([
      ['M.S.', 'Information Systems', 'Waldorf College'],
      ['B.S.', 'Computer Science', 'Haverford University'],
    ]);
  });

  it('lists certifications and languages', () => {
    const jane = parse(fixture('jane-doe-engineer'));
    expect(jane.certifications).toEqual(['AWS Certified Developer – Associate (2021)']);
    expect(jane.languages).toEqual(['English', 'Spanish']);
    expect(parse(fixture('alex-rivera-recruiter')).languages).toEqual(['English', 'French', 'Portuguese']);
  });

  it('joins the summary into one paragraph', () => {
    expect(parse(fixture('jane-doe-engineer')).summary).toMatch(
      /^Backend engineer .* loves mentoring women in tech\.$/,
    );
  });

  it('normalises skills against the taxonomy, synonyms included', () => {
    const jane = parse(fixture('jane-doe-engineer'));
    expect(jane.skills).toEqual(
      expect.arrayContaining(['JavaScript', 'Kubernetes', 'PostgreSQL', 'TypeScript']),
    );
    expect(jane.skills).not.toContain('k8s');
    const alex = parse(fixture('alex-rivera-recruiter'));
    expect(alex.skills).toContain('Recruitment');
    expect(alex.skills).not.toContain('Kubernetes');
  });
});
