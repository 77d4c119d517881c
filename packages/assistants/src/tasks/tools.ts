import { isAppError } from '@colloquy/core';
import { defineTool, type Tool } from '../tools/registry.ts';
import { InputNeededError, type TaskRegistry } from './registry.ts';
import type { TaskService } from './service.ts';

/**
 * Every task as a chat tool: the dialogue engine gathers its parameters across turns, the run is recorded like
 * any other (source "chat"), and a failure the customer can fix becomes the reply instead of an error.
 */
export function taskTools(tasks: TaskRegistry, service: TaskService): Tool[] {
  return tasks.all().map((task) =>
    defineTool({
      name: task.name,
      description: task.description,
      examples: task.examples,
      parameters: task.parameters,
      ...(task.evidence ? { evidence: task.evidence } : {}),
      ...(task.prompts ? { prompts: task.prompts } : {}),
      async handler(args, { companyId }) {
        try {
          const run = await service.execute(companyId, { task: task.name, params: args, source: 'chat' });
          return {
            reply: task.summarize(run.result),
            data: { task_id: run.task_id, ...(run.result as object) },
          };
        } catch (error) {
          if (error instanceof InputNeededError) {
            return { reply: error.message, ask: { parameter: error.parameter, args: error.args } };
          }
          if (isAppError(error) && error.status < 500) {
            return { reply: `I couldn't do that: ${error.message}`, data: { error: error.code } };
          }
          throw error;
        }
      },
    }),
  );
}
