export { defineJob, type JobCatalogue, type JobContext, type JobDefinition } from './catalogue.ts';
export { type EnqueueOptions, type JobRunner, type JobRunnerOptions, startJobRunner } from './runtime.ts';
