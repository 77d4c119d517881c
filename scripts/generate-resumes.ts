/**
 * Generates labelled résumés for the screening benchmark: half PDF (HTML printed by the reports package's
 * Chromium), half DOCX (the `docx` package), from a seeded random generator, so every run gets the same files.
 * Each file's truth (name, e-mail, phone, skills, years, titles, degree) goes to labels.json beside them.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ReportRenderer } from '../packages/reports/src/index.ts';
import { defaultSkillTaxonomy } from '../packages/screening/src/index.ts';

export interface ResumeLabel {
  file: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  skills: string[];
  titles: string[];
  years_experience: number;
  degree: string;
  institution: string;
}

interface Role {
  title: string;
  company: string;
  start: { year: number; month: number };
  end: { year: number; month: number } | 'present';
  bullets: string[];
}

interface Resume extends Omit<ResumeLabel, 'file'> {
  summary: string;
  roles: Role[];
  field: string;
  gradYear: number;
}

const GENERATOR_VERSION = 2;
const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Maya',
  'Omar',
  'Lena',
  'Ravi',
  'Chen',
  'Sofia',
  'Liam',
  'Nora',
  'Diego',
  'Amara',
  'Felix',
  'Hana',
  'Tomas',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Patel',
  'Haddad',
  'Novak',
  'Kumar',
  'Wei',
  'Flores',
  'Byrne',
  'Lindqvist',
  'Ramos',
  'Okafor',
  'Weber',
  'Sato',
  'Silva',
];
const CITIES = ['Austin, TX', 'Denver, CO', 'Seattle, WA', 'Boston, MA', 'Chicago, IL', 'Atlanta, GA'];
const COMPANIES = [
  'Northwind Traders',
  'Contoso Ltd',
  'Globex Corporation',
  'Initech',
  'Umbrella Health',
  'Stark Industries',
  'Wayne Enterprises',
  'Acme Corp',
];
const UNIVERSITIES = [
  'University of Texas',
  'Ohio State University',
  'University of Washington',
  'Boston University',
  'Purdue University',
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const PROFESSIONS = [
  {
    titles: ['Software Engineer', 'Senior Software Engineer', 'Backend Developer'],
    field: 'Computer Science',
    skills: [
      'JavaScript',
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'Python',
      'Git',
      'SQL',
    ],
  },
  {
    titles: ['Accountant', 'Senior Accountant', 'Staff Accountant'],
    field: 'Accounting',
    skills: [
      'Accounting',
      'Microsoft Excel',
      'GAAP',
      'QuickBooks',
      'Auditing',
      'Financial Reporting',
      'Budgeting',
      'Accounts Payable',
    ],
  },
  {
    titles: ['Data Analyst', 'Business Analyst', 'Senior Data Analyst'],
    field: 'Statistics',
    skills: [
      'SQL',
      'Python',
      'Tableau',
      'Microsoft Excel',
      'Data Analysis',
      'Statistics',
      'Power BI',
      'Data Visualization',
    ],
  },
  {
    titles: ['Recruiter', 'Talent Acquisition Specialist', 'HR Generalist'],
    field: 'Human Resources',
    skills: [
      'Recruitment',
      'Interviewing',
      'Onboarding',
      'Human Resources',
      'Communication',
      'Contract Negotiation',
    ],
  },
];

/** mulberry32: small, fast and reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]) => items[int(items.length)]!;
  const some = <T>(items: readonly T[], n: number) => [...items].sort(() => next() - 0.5).slice(0, n);
  return { int, pick, some };
}

const monthIndex = (d: { year: number; month: number }) => d.year * 12 + d.month - 1;

/** Years from the roles' months, overlaps merged, "present" being `now`: the parser's own rule. */
function yearsOf(roles: Role[], now: { year: number; month: number }): number {
  const ranges = roles
    .map((r) => [monthIndex(r.start), monthIndex(r.end === 'present' ? now : r.end) + 1] as const)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let end = Number.NEGATIVE_INFINITY;
  for (const [s, e] of ranges) {
    const from = Math.max(s, end);
    if (e > from) months += e - from;
    end = Math.max(end, e);
  }
  return Math.round((months / 12) * 10) / 10;
}

function makeResume(i: number, now: { year: number; month: number }): Resume {
  const r = random(1000 + i);
  const first = r.pick(FIRST);
  const last = r.pick(LAST);
  // Pairs of résumés share a profession, one PDF and one DOCX, so the formats are compared on like content.
  const profession = PROFESSIONS[Math.floor(i / 2) % PROFESSIONS.length]!;
  const skills = r.some(profession.skills, 4 + r.int(3));
  const roles: Role[] = [];
  let cursor = { year: now.year, month: now.month };
  const count = 2 + r.int(3);
  for (let k = 0; k < count; k++) {
    const months = 10 + r.int(40);
    const endIdx = monthIndex(cursor) - (k === 0 ? 0 : 1 + r.int(3));
    const startIdx = endIdx - months;
    const start = { year: Math.floor(startIdx / 12), month: (startIdx % 12) + 1 };
    const end = k === 0 ? ('present' as const) : { year: Math.floor(endIdx / 12), month: (endIdx % 12) + 1 };
    const used = r.some(skills, 2);
    roles.push({
      title: profession.titles[Math.min(k, profession.titles.length - 1)]!,
      company: r.pick(COMPANIES),
      start,
      end,
      bullets: [
        `Delivered quarterly projects using ${used[0]} and ${used[1]} for a team of ${3 + r.int(20)} people`,
        `Improved turnaround by ${5 + r.int(40)}% through better ${r.pick(skills)} practices`,
      ],
    });
    cursor = start;
  }
  const gradYear = roles[roles.length - 1]!.start.year - r.int(2);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}${i}@example.com`.toLowerCase(),
    phone: `+1 (555) ${String(100 + r.int(900))}-${String(1000 + r.int(9000))}`,
    location: r.pick(CITIES),
    summary: `${profession.titles[0]} with a record of dependable delivery and clear communication.`,
    skills,
    titles: roles.map((role) => role.title),
    roles,
    years_experience: yearsOf(roles, now),
    degree: 'Bachelor of Science',
    field: profession.field,
    institution: r.pick(UNIVERSITIES),
    gradYear,
  };
}

const when = (d: { year: number; month: number } | 'present') =>
  d === 'present' ? 'Present' : `${MONTHS[d.month - 1]} ${d.year}`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function resumeHtml(c: Resume, style: number): string {
  const h = (text: string) => `<h2>${style % 2 ? text.toUpperCase() : text}</h2>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: "DejaVu Sans", Arial, sans-serif; font-size: 11px; margin: 0; }
    h1 { font-size: 20px; margin: 0; } h2 { font-size: 13px; border-bottom: 1px solid #999; margin: 12px 0 4px; }
    ul { margin: 2px 0 6px 16px; padding: 0; } p { margin: 2px 0; }
  </style></head><body>
  <h1>${esc(c.name)}</h1>
  <p>${esc(c.email)} | ${esc(c.phone)} | ${esc(c.location)}</p>
  ${h('Summary')}<p>${esc(c.summary)}</p>
  ${h('Experience')}
  ${c.roles
    .map(
      (r) => `<p><b>${esc(r.title)}</b>, ${esc(r.company)}, ${when(r.start)} – ${when(r.end)}</p>
      <ul>${r.bullets.map((b) => `<li>${esc(b)}</li>`).join('')}</ul>`,
    )
    .join('')}
  ${h('Education')}<p>${c.degree} in ${c.field}, ${esc(c.institution)}, ${c.gradYear}</p>
  ${h('Skills')}<p>${c.skills.map(esc).join(', ')}</p>
  </body></html>`;
}

function resumeDocx(c: Resume): Promise<Buffer> {
  const heading = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  const children = [
    new Paragraph({ text: c.name, heading: HeadingLevel.HEADING_1 }),
    new Paragraph({ text: `${c.email} | ${c.phone} | ${c.location}` }),
    heading('Summary'),
    new Paragraph({ text: c.summary }),
    heading('Experience'),
    ...c.roles.flatMap((r) => [
      new Paragraph({
        children: [
          new TextRun({ text: r.title, bold: true }),
          new TextRun(`, ${r.company}, ${when(r.start)} – ${when(r.end)}`),
        ],
      }),
      ...r.bullets.map((b) => new Paragraph({ text: b, bullet: { level: 0 } })),
    ]),
    heading('Education'),
    new Paragraph({ text: `${c.degree} in ${c.field}, ${c.institution}, ${c.gradYear}` }),
    heading('Skills'),
    new Paragraph({ text: c.skills.join(', ') }),
  ];
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/**
 * Writes `count` résumés (even numbers PDF, odd DOCX) and labels.json into `dir`, unless the same set is
 * already there. Returns the labels.
 */
export async function generateResumes(options: {
  dir: string;
  count: number;
  now: { year: number; month: number };
  reports: ReportRenderer;
  log?: (line: string) => void;
}): Promise<ResumeLabel[]> {
  const { dir, count, now } = options;
  const manifest = join(dir, 'labels.json');
  const key = { version: GENERATOR_VERSION, count, now };
  if (existsSync(manifest)) {
    const stored = JSON.parse(readFileSync(manifest, 'utf8')) as { key: unknown; labels: ResumeLabel[] };
    if (JSON.stringify(stored.key) === JSON.stringify(key)) return stored.labels;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const taxonomy = defaultSkillTaxonomy();
  const labels: ResumeLabel[] = [];
  for (let i = 0; i < count; i++) {
    const resume = makeResume(i, now);
    const unknown = resume.skills.filter((s) => taxonomy.canonicalSkill(s) !== s);
    if (unknown.length)
      throw new Error(`generator skills not canonical in the taxonomy: ${unknown.join(', ')}`);
    const file = `resume-${String(i + 1).padStart(3, '0')}.${i % 2 === 0 ? 'pdf' : 'docx'}`;
    const data = i % 2 === 0 ? await options.reports.pdf(resumeHtml(resume, i)) : await resumeDocx(resume);
    writeFileSync(join(dir, file), data);
    const { summary: _s, roles: _r, field: _f, gradYear: _g, ...label } = resume;
    labels.push({ file, ...label });
    if ((i + 1) % 50 === 0) options.log?.(`generated ${i + 1}/${count} résumés`);
  }
  writeFileSync(manifest, JSON.stringify({ key, labels }, null, 2));
  return labels;
}
