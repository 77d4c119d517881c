import type { Db } from '@colloquy/db';
import type { DatasetService } from '@colloquy/nlq';
import type { TaskRegistry } from '../tasks/registry.ts';
import type { TaskService } from '../tasks/service.ts';
import { taskTools } from '../tasks/tools.ts';
import { BUILTIN_TOOLS } from './builtin.ts';
import { lookupRecordTool } from './data-records.ts';
import { queryDataTool } from './query-data.ts';
import { createToolRegistry, type ToolRegistry } from './registry.ts';

/**
 * Every tool an assistant can be given on this server: the built-in ones, data lookups, data questions and every
 * staff task (review analysis among them). Each service is optional so a process (or a test) without it simply
 * offers fewer tools.
 */
export function standardToolRegistry(deps: {
  db: Db;
  tasks?: { registry: TaskRegistry; service: TaskService } | undefined;
  datasets?: DatasetService | undefined;
}): ToolRegistry {
  return createToolRegistry([
    ...BUILTIN_TOOLS,
    lookupRecordTool(deps.db),
    ...(deps.datasets ? [queryDataTool(deps.datasets)] : []),
    ...(deps.tasks ? taskTools(deps.tasks.registry, deps.tasks.service) : []),
  ]);
}
