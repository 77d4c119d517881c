import { normalizeJobSpec, rankCandidates, type ScoredCandidate } from '@colloquy/screening';
import { describe, expect, it } from 'vitest';
import { REPORT_DETAILED_CANDIDATES, screeningReportData } from './report.ts';

const profile = (name: string | null): ScoredCandidate['profile'] => ({
  name,
  email: null,
  phone: null,
  location: null,
  links: [],
  summary: null,
  skills: ['Excel'],
  experience: [],
  years_experience: 4,
  education: [],
  certifications: [],
  languages: [],
});

function candidate(i: number): ScoredCandidate {
  return {
    file: `r${String(i).padStart(3, '0')}.pdf`,
    profile: profile(i % 2 ? `Person ${i}` : null),
    score: 100 - i,
    match_score: 100 - i,
    knocked_out: false,
    explanation: 'x',
    breakdown: [
      {
        kind: 'must_have',
        requirement: 'Excel',
        weight: 3,
        satisfaction: 1,
        points: 3,
        met: true,
        evidence: { line: 'Built Excel models', section: 'experience', role: 'Analyst at Initech' },
        note: '',
      },
    ],
  };
}

describe('screeningReportData', () => {
  const job = normalizeJobSpec({ title: 'Analyst', must_have: ['Excel'] });
  const data = screeningReportData({
    job,
    candidates: rankCandidates(Array.from({ length: 60 }, (_, i) => candidate(i))),
    errors: [{ file: 'bad.pdf', error: { code: 'unreadable_file', message: 'bad.pdf: not a PDF' } }],
    blind: false,
    mustHaveMode: 'weighted',
    generatedAt: new Date('2026-11-22T00:00:00Z'),
  });

  it('ranks everyone, details the best and says how many more there are', () => {
    expect(data.candidates).toHaveLength(60);
    expect(data.details).toHaveLength(REPORT_DETAILED_CANDIDATES);
    expect(data.details_omitted).toBe(10);
    expect(data.totals).toEqual({ files: 61, ranked: 60, errors: 1, knocked_out: 0 });
  });

  it('names unnamed (or blind) candidates by rank and quotes the evidence with its source', () => {
    expect(data.candidates[0]).toMatchObject({
      rank: 1,
      name: 'Candidate 1',
      must_haves_met: 1,
      must_haves_total: 1,
    });
    expect(data.candidates[1]?.name).toBe('Person 1');
    expect(data.candidates[0]?.requirements[0]).toMatchObject({
      kind_label: 'Must have',
      evidence: 'Built Excel models',
      evidence_source: 'experience · Analyst at Initech',
    });
    expect(data.chart[0]).toEqual({ label: '1. Candidate 1', value: 100 });
  });
});
