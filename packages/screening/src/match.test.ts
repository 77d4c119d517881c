import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeJobSpec } from './job-spec.ts';
import { scoreResume } from './match.ts';
import { parseResumeText } from './profile.ts';

const clock = { now: () => new Date('2026-11-22T00:00:00Z') };
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}.txt`, import.meta.url), 'utf8');
const resume = (text: string) => parseResumeText(text, { clock });

const backendJob = normalizeJobSpec({
  title: 'Senior Backend Engineer',
  must_have: ['Kubernetes', 'TypeScript'],
  nice_to_have: ['GraphQL', 'Rust'],
  min_years: 5,
  education: "Bachelor's degree",
});

describe('normalizeJobSpec', () => {
  it('extracts must-haves, nice-to-haves, years and education from a description', () => {
    const job = normalizeJobSpec({
      title: 'Platform Engineer',
      description:
        "You will run our k8s clusters with Terraform and write Python. 5+ years of professional experience. Experience with Go is a plus. Bachelor's degree in Computer Science.",
    });
    expect(job.must_have).toEqual(['Kubernetes', 'Terraform', 'Python']);
    expect(job.nice_to_have).toEqual(['Go']);
    expect(job.min_years).toBe(5);
    expect(job.education).toBe("Bachelor's degree in Computer Science");
  });

  it('keeps explicit lists as given', () => {
    const job = normalizeJobSpec({ title: 'X', must_have: ['SQL'], description: 'We like Python.' });
    expect(job.must_have).toEqual(['SQL']);
    expect(job.nice_to_have).toEqual([]);
  });
});

describe('scoreResume', () => {
  it('gives a 0–100 score with a breakdown and the evidence line per requirement', () => {
    const result = scoreResume(backendJob, resume(fixture('jane-doe-engineer')), { clock });
    expect(result.score).toBeGreaterThan(50);
    expect(result.score).toBeLessThanOrEqual(100);
    const k8s = result.breakdown.find((r) => r.requirement === 'Kubernetes')!;
    expect(k8s).toMatchObject({ kind: 'must_have', met: true });
    expect(k8s.evidence?.line).toContain('k8s');
    expect(k8s.evidence?.role).toContain('Senior Software Engineer');
    const rust = result.breakdown.find((r) => r.requirement === 'Rust')!;
    expect(rust).toMatchObject({ met: false, evidence: null, points: 0 });
    const years = result.breakdown.find((r) => r.kind === 'experience_years')!;
    expect(years.met).toBe(true);
    expect(result.breakdown.find((r) => r.kind === 'title')!.evidence?.line).toBe('Senior Software Engineer');
    const sum =
      result.breakdown.reduce((s, r) => s + r.points, 0) / result.breakdown.reduce((s, r) => s + r.weight, 0);
    expect(result.score).toBeCloseTo(100 * sum, 0);
  });

  it('weighs a skill used in a recent role above the same skill only in a skills list', () => {
    const job = normalizeJobSpec({ title: 'Engineer', must_have: ['Kubernetes'] });
    const used = resume(
      'Pat Lee\nExperience\nEngineer | Initech | Jan 2023 – Present\n- Ran Kubernetes clusters in production\n',
    );
    const listed = resume(
      'Pat Lee\nExperience\nEngineer | Initech | Jan 2023 – Present\n- Ran clusters in production\nSkills\nKubernetes\n',
    );
    const old = resume(
      'Pat Lee\nExperience\nEngineer | Initech | Jan 2008 – Dec 2010\n- Ran Kubernetes clusters in production\n',
    );
    const a = scoreResume(job, used, { clock }).breakdown[0]!;
    const b = scoreResume(job, listed, { clock }).breakdown[0]!;
    const c = scoreResume(job, old, { clock }).breakdown[0]!;
    expect(a.satisfaction).toBeGreaterThan(b.satisfaction);
    expect(a.satisfaction).toBeGreaterThan(c.satisfaction);
    expect(b.evidence?.section).toBe('skills');
  });

  it('counts job titles: a matching title scores higher than an unrelated one', () => {
    const job = normalizeJobSpec({ title: 'Accountant', must_have: ['Excel'] });
    const accountant = resume(
      'A B\nExperience\nSenior Accountant | Big Co | 2019 – Present\n- Built models in Excel\n',
    );
    const chef = resume('A B\nExperience\nHead Chef | Bistro | 2019 – Present\n- Tracked stock in Excel\n');
    expect(scoreResume(job, accountant, { clock }).score).toBeGreaterThan(
      scoreResume(job, chef, { clock }).score,
    );
  });

  it('knocks out a candidate missing a must-have in knockout mode, weighs it in weighted mode', () => {
    const job = normalizeJobSpec({ title: 'Recruiter', must_have: ['talent acquisition', 'Workday'] });
    const parsed = resume(fixture('alex-rivera-recruiter'));
    const weighted = scoreResume(job, parsed, { clock, mustHaveMode: 'weighted' });
    const knockout = scoreResume(job, parsed, { clock, mustHaveMode: 'knockout' });
    expect(weighted.knocked_out).toBe(false);
    expect(weighted.score).toBeGreaterThan(0);
    expect(knockout.knocked_out).toBe(true);
    expect(knockout.score).toBe(0);
    expect(knockout.match_score).toBe(weighted.score);
    expect(knockout.explanation).toContain('Workday');
    // The synonym matched: "talent acquisition" is found through "Recruitment" aliases in work history.
    expect(weighted.breakdown[0]).toMatchObject({ met: true });
    expect(weighted.breakdown[0]!.evidence?.role).toBeDefined();
  });

  it('matches free-text requirements that are not in the taxonomy by their words', () => {
    const job = normalizeJobSpec({ title: 'Analyst', must_have: ['forklift licence'] });
    const parsed = resume('A B\nCertifications\nForklift licence (2020)\n');
    expect(scoreResume(job, parsed, { clock }).breakdown[0]).toMatchObject({
      met: true,
      evidence: { line: 'Forklift licence (2020)', section: 'certifications' },
    });
  });
});
