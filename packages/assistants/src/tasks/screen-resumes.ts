import { NotFoundError } from '@colloquy/core';
import { listScreenings } from '@colloquy/db';
import { z } from 'zod';
import { candidateName } from '../screenings/report.ts';
import type { ScreeningService } from '../screenings/service.ts';
import { defineTask } from './registry.ts';

const TOP = 5;

export interface ScreeningSummary {
  screening_id: string;
  status: string;
  job_title: string;
  files: number;
  processed: number;
  errors: number;
  top: { rank: number; name: string; file: string; score: number; knocked_out: boolean }[];
  text: string;
}

/**
 * `screen_resumes`: the ranked summary of a résumé screening (by id, else the newest). The batch itself is
 * uploaded with `POST /v1/screenings` (files do not travel through chat).
 */
export function screenResumesTask(screenings: ScreeningService) {
  return defineTask({
    name: 'screen_resumes',
    description:
      'Shows the ranked result of a résumé screening: the best candidates with their scores, and how far the batch is.',
    examples: [
      'who are the best candidates',
      'show the screening results',
      'rank the résumés',
      'how did the résumé screening go',
      'top candidates for the job',
      'which candidate ranked first in the résumé screening',
      'résumé screening results',
      'show the ranking of the candidates',
    ],
    parameters: z.object({
      screening_id: z
        .string()
        .trim()
        .regex(/^scr_[0-9a-z]+$/, 'must be a screening id (scr_…)')
        .optional()
        .describe('The screening (default: the newest)'),
    }),
    prompts: { screening_id: 'Which screening (its scr_… id)?' },
    // Reads only, through the screening service's own connection.
    atomic: false,
    async run(params, { companyId, db }): Promise<ScreeningSummary> {
      const id = params.screening_id ?? (await listScreenings(db, companyId, { limit: 1 }))[0]?.id;
      if (!id)
        throw new NotFoundError('No résumé screening yet: upload résumés with POST /v1/screenings first');
      const { screening, ranked } = await screenings.get(companyId, id);
      const top = ranked.candidates.slice(0, TOP).map((c) => ({
        rank: c.rank,
        name: candidateName(c),
        file: c.file,
        score: c.score,
        knocked_out: c.knocked_out,
      }));
      const progress =
        screening.status === 'completed'
          ? `${screening.fileCount} files screened`
          : `${screening.status}: ${screening.processed} of ${screening.fileCount} files so far`;
      const best = top.length
        ? ` Best: ${top.map((c) => `${c.rank}. ${c.name} (${c.score})`).join(', ')}.`
        : ' No candidate ranked yet.';
      const unreadable = ranked.errors.length ? ` ${ranked.errors.length} file(s) could not be read.` : '';
      return {
        screening_id: screening.id,
        status: screening.status,
        job_title: ranked.job.title,
        files: screening.fileCount,
        processed: screening.processed,
        errors: ranked.errors.length,
        top,
        text: `Screening for "${ranked.job.title}" (${progress}).${best}${unreadable}`,
      };
    },
    summarize: (r) => r.text,
  });
}
