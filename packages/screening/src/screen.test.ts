import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { redactResumeText } from './blind.ts';
import { rankCandidates, type ScoredCandidate, screenResumes, TIE_BREAK_ORDER } from './screen.ts';

const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.txt`, import.meta.url), 'utf8');
const file = (name: string, text: string) => ({ name, data: new TextEncoder().encode(text) });

const job = {
  title: 'Senior Software Engineer',
  must_have: ['Kubernetes', 'TypeScript'],
  nice_to_have: ['GraphQL'],
  min_years: 5,
  location: 'Portland',
};

describe('screenResumes', () => {
  it('ranks a batch best first, with rank, score, breakdown and explanation; bad files do not stop it', async () => {
    const result = await screenResumes({
      job,
      files: [
        file('alex.txt', fixture('alex-rivera-recruiter')),
        { name: 'broken.pdf', data: new Uint8Array() },
        file('jane.txt', fixture('jane-doe-engineer')),
        file('sam.txt', fixture('sam-okafor-accountant')),
      ],
      options: { clock },
    });
    expect(result.errors).toEqual([
      { file: 'broken.pdf', error: expect.objectContaining({ code: 'empty_file' }) },
    ]);
    expect(result.candidates.map((c) => c.file)[0]).toBe('jane.txt');
    expect(result.candidates.map((c) => c.rank)).toEqual([1, 2, 3]);
    const scores = result.candidates.map((c) => c.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(result.candidates[0]!.explanation).toMatch(/Meets 2\/2 must-haves/);
    expect(result.candidates[0]!.breakdown.some((r) => r.kind === 'location' && r.met)).toBe(true);
  });

  it('reports progress per file', async () => {
    const seen: string[] = [];
    await screenResumes({
      job,
      files: [file('a.txt', fixture('jane-doe-engineer')), file('b.txt', fixture('sam-okafor-accountant'))],
      options: { clock },
      onProgress: (done, total) => seen.push(`${done}/${total}`),
    });
    expect(seen).toEqual(['1/2', '2/2']);
  });
});

describe('tie-break', () => {
  const base = (file: string, over: Partial<ScoredCandidate>): ScoredCandidate => ({
    file,
    score: 50,
    knocked_out: false,
    match_score: 50,
    explanation: '',
    breakdown: [],
    profile: {
      name: null,
      email: null,
      phone: null,
      location: null,
      links: [],
      summary: null,
      skills: [],
      experience: [],
      years_experience: 3,
      education: [],
      certifications: [],
      languages: [],
    },
    ...over,
  });
  const must = (met: boolean, satisfaction: number) => ({
    kind: 'must_have' as const,
    requirement: 'X',
    weight: 3,
    satisfaction,
    points: 3 * satisfaction,
    met,
    evidence: null,
    note: '',
  });

  it('breaks equal scores by must-haves met, then their strength, then years, then file name, and says so', () => {
    const ranked = rankCandidates([
      base('d.pdf', { breakdown: [must(true, 0.5)] }),
      base('c.pdf', { breakdown: [must(true, 0.5)] }),
      base('b.pdf', { breakdown: [must(true, 0.9)] }),
      base('a.pdf', { breakdown: [must(false, 0)] }),
      base('e.pdf', {
        breakdown: [must(true, 0.5)],
        profile: { ...base('x', {}).profile, years_experience: 9 },
      }),
      base('z.pdf', { score: 80 }),
    ]);
    expect(ranked.map((c) => c.file)).toEqual(['z.pdf', 'b.pdf', 'e.pdf', 'c.pdf', 'd.pdf', 'a.pdf']);
    expect(ranked[0]!.tie_break).toBeNull();
    expect(ranked[1]!.tie_break).toBe('tied at 50 with e.pdf; ranked above on must have strength');
    expect(ranked[2]!.tie_break).toContain('years experience');
    expect(ranked[3]!.tie_break).toContain('file');
    expect(ranked[4]!.tie_break).toContain('must haves met');
    expect(TIE_BREAK_ORDER[0]).toBe('knocked_out');
  });

  it('puts knocked-out candidates last whatever their raw score', () => {
    const ranked = rankCandidates([
      base('out.pdf', { score: 0, knocked_out: true, match_score: 95 }),
      base('in.pdf', { score: 10 }),
    ]);
    expect(ranked.map((c) => c.file)).toEqual(['in.pdf', 'out.pdf']);
  });
});

function swapIdentity(text: string): string {
  const swaps: Record<string, string> = {
    Jane: 'Robert',
    JANE: 'ROBERT',
    Doe: 'Kowalski',
    DOE: 'KOWALSKI',
    janedoe: 'rkowalski',
    'jane.doe': 'robert.k',
    She: 'He',
    she: 'he',
    her: 'his',
    mother: 'father',
    women: 'men',
  };
  return text.replace(
    /\b(?:JANE|Jane|DOE|Doe|janedoe|jane\.doe|She|she|her|mother|women)\b/g,
    (w) => swaps[w] ?? w,
  );
}

describe('blind mode', () => {
  const jane = fixture('jane-doe-engineer');

  it('redacts name, contact details, photo, gendered words, birth date, graduation year and address', () => {
    const redacted = redactResumeText(jane);
    for (const leak of [
      'Jane',
      'Doe',
      'jane.doe@example.com',
      '555-0134',
      '42 Elm Street',
      '1990',
      'Photo',
      'She ',
      ' her ',
      'mother',
      'women',
      '2012',
      'github.com',
    ]) {
      expect(redacted).not.toContain(leak);
    }
    // Work dates and skills stay: they are what is being judged.
    expect(redacted).toContain('Jan 2019 – Present');
    expect(redacted).toContain('k8s');
  });

  it('gives identical scores when names and genders are swapped', async () => {
    const swapped = swapIdentity(jane);
    expect(swapped).not.toBe(jane);
    expect(swapped).toContain('Robert Kowalski'.toUpperCase());
    const run = (text: string) =>
      screenResumes({
        job: { ...job, location: undefined },
        files: [file('x.txt', text)],
        options: { clock, blind: true },
      });
    const [a, b] = await Promise.all([run(jane), run(swapped)]);
    expect(a.candidates[0]!.score).toBeGreaterThan(0);
    expect(b.candidates[0]!.score).toBe(a.candidates[0]!.score);
    expect(b.candidates[0]!.breakdown).toEqual(a.candidates[0]!.breakdown);
    expect(b.candidates[0]!.profile).toEqual(a.candidates[0]!.profile);
    expect(a.candidates[0]!.profile.name).toBeNull();
    expect(a.candidates[0]!.profile.email).toBeNull();
  });

  it('does not assess location in blind mode', async () => {
    const result = await screenResumes({
      job,
      files: [file('x.txt', jane)],
      options: { clock, blind: true },
    });
    expect(result.candidates[0]!.breakdown.some((r) => r.kind === 'location')).toBe(false);
  });
});
