import { describe, expect, it } from 'vitest';
import { createSkillTaxonomy, defaultSkillTaxonomy } from './taxonomy.ts';

describe('skills taxonomy', () => {
  const taxonomy = defaultSkillTaxonomy();

  it('ships a few hundred skills with aliases', () => {
    expect(taxonomy.skills.length).toBeGreaterThanOrEqual(300);
    expect(new Set(taxonomy.skills.map((s) => s.name)).size).toBe(taxonomy.skills.length);
  });

  it.each([
    ['JS', 'JavaScript'],
    ['k8s', 'Kubernetes'],
    ['recruiting', 'Recruitment'],
    ['talent acquisition', 'Recruitment'],
    ['Postgres', 'PostgreSQL'],
    ['golang', 'Go'],
    ['problem-solving', 'Problem Solving'],
    ['Problem solving', 'Problem Solving'],
    ['REST APIs', 'REST APIs'],
    ['C#', 'C#'],
  ])('maps %s to %s', (written, canonical) => {
    expect(taxonomy.canonicalSkill(written)).toBe(canonical);
  });

  it('finds mentions by word start: longest alias, plurals, glued characters and a leading dot', () => {
    const found = (text: string) => taxonomy.findSkills(text).map((m) => [m.skill, m.matched]);
    expect(found('Built REST APIs with Node.js, C++ and C# on .NET Core; k8s clusters')).toEqual([
      ['REST APIs', 'REST APIs'],
      ['Node.js', 'Node.js'],
      ['C++', 'C++'],
      ['C#', 'C#'],
      ['.NET', '.NET Core'],
      ['Kubernetes', 'k8s'],
    ]);
    // Inside a longer word, or glued to "+"/"#", a term is not a mention.
    expect(found('JSON xPython Java+ pythonic')).toEqual([]);
    expect(found('problem-solving and Problem Solving')).toEqual([
      ['Problem Solving', 'problem-solving'],
      ['Problem Solving', 'Problem Solving'],
    ]);
  });

  it('returns null for unknown skills and for phrases naming several skills', () => {
    expect(taxonomy.canonicalSkill('underwater basket weaving')).toBeNull();
    expect(taxonomy.canonicalSkill('Python and Java')).toBeNull();
  });

  it('finds skills in prose on word boundaries, case-sensitively for short abbreviations', () => {
    const found = taxonomy.findSkills(
      'Built C++ services, deployed on k8s; led R&D. Go to the office. Wrote Go daily.',
    );
    const names = found.map((m) => m.skill);
    expect(names).toContain('C++');
    expect(names).toContain('Kubernetes');
    expect(names).not.toContain('C');
    expect(names).not.toContain('R');
    expect(taxonomy.findSkills('provide support to the rest of the team').map((m) => m.skill)).not.toContain(
      'REST APIs',
    );
  });

  it('prefers the longest alias at a position', () => {
    const found = taxonomy.findSkills('Node.js and React Native');
    expect(found.map((m) => m.skill)).toEqual(['Node.js', 'React Native']);
  });

  it('builds a custom taxonomy from the same format', () => {
    const custom = createSkillTaxonomy({ trades: ['Welding|TIG welding|MIG welding'] });
    expect(custom.canonicalSkill('TIG welding')).toBe('Welding');
    expect(custom.findSkills('Certified in MIG welding')[0]?.skill).toBe('Welding');
  });
});
