import {
  assistantNotFound,
  deployAssistant,
  getAssistant,
  knowledgeFromFile,
  type NewKnowledge,
  rollbackAssistant,
} from '@colloquy/assistants';
import { ValidationError } from '@colloquy/core';
import { type AssistantRecord, deleteAssistant, listAssistantVersions } from '@colloquy/db';
import type { AppDeps } from '../../context.ts';

/**
 * Assistant operations shared by the /v1/assistants routes and the dashboard: each publishes or reads the way
 * both need, so neither holds logic of its own.
 */

export interface VersionView {
  version: number;
  name: string;
  system_prompt: string;
  tools: string[];
  knowledge_entries: number;
  created_at: string;
  deployed: boolean;
}

/** Publishes the draft as a new version and makes chat reload it. */
export async function publishDraft(
  deps: Pick<AppDeps, 'db' | 'chat'>,
  companyId: string,
  id: string,
): Promise<AssistantRecord> {
  const assistant = await deployAssistant(deps.db, companyId, id);
  deps.chat.forget(assistant.id);
  return assistant;
}

/** Deletes an assistant with its versions, knowledge and conversations (404 for another company's). */
export async function removeAssistant(
  deps: Pick<AppDeps, 'db' | 'chat'>,
  companyId: string,
  id: string,
): Promise<void> {
  if (!(await deleteAssistant(deps.db, companyId, id))) throw assistantNotFound(id);
  deps.chat.forget(id);
}

/** Makes chat use an earlier version again. */
export async function restoreVersion(
  deps: Pick<AppDeps, 'db' | 'chat'>,
  companyId: string,
  id: string,
  version: number,
): Promise<AssistantRecord> {
  const assistant = await rollbackAssistant(deps.db, companyId, id, version);
  deps.chat.forget(assistant.id);
  return assistant;
}

/** The deployed versions of an assistant, newest first (404 for another company's assistant). */
export async function assistantVersions(
  deps: Pick<AppDeps, 'db'>,
  companyId: string,
  id: string,
): Promise<VersionView[]> {
  const assistant = await getAssistant(deps.db, companyId, id);
  const versions = await listAssistantVersions(deps.db, companyId, id);
  return versions.map((v) => ({
    version: v.version,
    name: v.name,
    system_prompt: v.systemPrompt,
    tools: v.tools,
    knowledge_entries: v.knowledgeEntries,
    created_at: v.createdAt.toISOString(),
    deployed: v.version === assistant.deployedVersion,
  }));
}

export const MAX_KNOWLEDGE_FILES = 20;

/** Reads uploaded knowledge files into entries; every file is read before anything is stored. */
export async function readKnowledgeFiles(
  files: readonly File[],
): Promise<{ name: string; entries: NewKnowledge[] }[]> {
  if (files.length === 0) {
    throw new ValidationError('Attach one or more files in the multipart field "file"', [
      { field: 'file', message: 'is required' },
    ]);
  }
  if (files.length > MAX_KNOWLEDGE_FILES) {
    throw new ValidationError(`At most ${MAX_KNOWLEDGE_FILES} files per upload`, [
      { field: 'file', message: 'too many files' },
    ]);
  }
  const perFile: { name: string; entries: NewKnowledge[] }[] = [];
  for (const file of files)
    perFile.push({
      name: file.name,
      entries: await knowledgeFromFile(file.name, new Uint8Array(await file.arrayBuffer())),
    });
  return perFile;
}
