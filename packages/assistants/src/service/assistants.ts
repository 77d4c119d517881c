import { ConflictError, NotFoundError, newId, ValidationError } from '@colloquy/core';
import {
  type AssistantRecord,
  type Db,
  deployDraft,
  findAssistant,
  insertAssistant,
  insertKnowledge,
  type KnowledgeRecord,
  markDraftChanged,
  setDeployedVersion,
  updateAssistantDraft,
} from '@colloquy/db';
import { findTemplate, TEMPLATES } from '../templates.ts';
import type { ToolRegistry } from '../tools/registry.ts';

export interface AssistantView {
  assistant_id: string;
  name: string;
  template: string | null;
  system_prompt: string;
  tools: string[];
  /** draft: never deployed, or changed since the deployed version. */
  status: 'draft' | 'deployed';
  deployed_version: number | null;
  created_at: string;
  updated_at: string;
}

export function viewAssistant(a: AssistantRecord): AssistantView {
  return {
    assistant_id: a.id,
    name: a.name,
    template: a.template,
    system_prompt: a.systemPrompt,
    tools: a.tools,
    status: a.deployedVersion !== null && !a.draftChanged ? 'deployed' : 'draft',
    deployed_version: a.deployedVersion,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export function assistantNotFound(id: string): NotFoundError {
  return new NotFoundError(`Assistant ${id} not found`, 'assistant_not_found');
}

function checkTools(registry: ToolRegistry, tools: readonly string[]): void {
  const unknown = registry.unknown(tools);
  if (unknown.length) {
    throw new ValidationError(
      `Unknown tool ${unknown.join(', ')}; valid tools: ${registry.names().join(', ')}`,
      [{ field: 'tools', message: `unknown tool ${unknown.join(', ')}` }],
    );
  }
}

export interface CreateAssistantInput {
  name: string;
  template?: string | undefined;
  systemPrompt?: string | undefined;
  tools?: string[] | undefined;
}

/** A new draft, blank or from a template (whose sample FAQ becomes its first knowledge). */
export async function createAssistant(
  deps: { db: Db; registry: ToolRegistry },
  companyId: string,
  input: CreateAssistantInput,
): Promise<AssistantRecord> {
  const template = input.template === undefined ? undefined : findTemplate(input.template);
  if (input.template !== undefined && !template) {
    throw new ValidationError(
      `Unknown template ${input.template}; templates: ${TEMPLATES.map((t) => t.id).join(', ')}`,
      [{ field: 'template', message: 'unknown template' }],
    );
  }
  const tools = input.tools ?? template?.tools ?? ['faq_search', 'escalate_to_human'];
  checkTools(deps.registry, tools);
  return deps.db.transaction(async (tx) => {
    const assistant = await insertAssistant(tx, {
      id: newId('assistant'),
      companyId,
      name: input.name,
      template: template?.id ?? null,
      systemPrompt:
        input.systemPrompt ?? template?.systemPrompt ?? `You are ${input.name}, a helpful assistant.`,
      tools,
    });
    if (template) {
      await insertKnowledge(
        tx,
        companyId,
        assistant.id,
        template.faq.map(([question, answer]) => ({
          id: newId('knowledge'),
          kind: 'faq' as const,
          question,
          answer,
          source: `template:${template.id}`,
        })),
      );
    }
    return assistant;
  });
}

export async function getAssistant(db: Db, companyId: string, id: string): Promise<AssistantRecord> {
  const assistant = await findAssistant(db, companyId, id);
  if (!assistant) throw assistantNotFound(id);
  return assistant;
}

export async function updateAssistant(
  deps: { db: Db; registry: ToolRegistry },
  companyId: string,
  id: string,
  changes: { name?: string | undefined; systemPrompt?: string | undefined; tools?: string[] | undefined },
): Promise<AssistantRecord> {
  if (changes.tools) checkTools(deps.registry, changes.tools);
  const updated = await updateAssistantDraft(deps.db, companyId, id, changes);
  if (!updated) throw assistantNotFound(id);
  return updated;
}

export async function deployAssistant(db: Db, companyId: string, id: string): Promise<AssistantRecord> {
  await getAssistant(db, companyId, id);
  const deployed = await deployDraft(db, companyId, id);
  if (!deployed)
    throw new ConflictError('Another deploy of this assistant finished first; reload and try again');
  return deployed;
}

export async function rollbackAssistant(
  db: Db,
  companyId: string,
  id: string,
  version: number,
): Promise<AssistantRecord> {
  await getAssistant(db, companyId, id);
  const rolled = await setDeployedVersion(db, companyId, id, version);
  if (!rolled) throw new NotFoundError(`Assistant ${id} has no version ${version}`);
  return rolled;
}

/** Adds knowledge to the draft (deploy to publish it). */
export async function addKnowledge(
  db: Db,
  companyId: string,
  id: string,
  entries: Omit<KnowledgeRecord, 'id'>[],
): Promise<number> {
  await getAssistant(db, companyId, id);
  return db.transaction(async (tx) => {
    const added = await insertKnowledge(
      tx,
      companyId,
      id,
      entries.map((e) => ({ ...e, id: newId('knowledge') })),
    );
    await markDraftChanged(tx, companyId, id);
    return added;
  });
}
