/** What the built-in engine can honour of a system prompt: a name, a greeting, a tone, topics to avoid. */
export interface Persona {
  name: string | undefined;
  greeting: string | undefined;
  tone: 'formal' | 'friendly' | 'neutral';
  forbiddenTopics: string[];
}

export function readPersona(systemPrompt: string): Persona {
  const name =
    /\b(?:[Yy]ou are|[Yy]our name is|[Yy]ou're)\s+([A-Z][\w-]{1,30})\b(?!\s+(?:assistant|helpdesk|bot)\b)/.exec(
      systemPrompt,
    )?.[1];
  const greeting = /\bgreet[^"“\n]{0,40}["“]([^"”]{2,200})["”]/i.exec(systemPrompt)?.[1];
  const tone = /\b(formal|polite|professional)\b/i.test(systemPrompt)
    ? 'formal'
    : /\b(friendly|warm|casual|cheerful)\b/i.test(systemPrompt)
      ? 'friendly'
      : 'neutral';
  const forbiddenTopics: string[] = [];
  for (const match of systemPrompt.matchAll(
    /\b(?:do not|don't|never)\s+(?:discuss|talk about|mention|comment on)\s+([^.\n]+)/gi,
  )) {
    for (const topic of match[1]!.split(/,|\bor\b|\band\b/)) {
      const clean = topic.trim().replace(/^(any|the)\s+/i, '');
      if (clean.length > 1) forbiddenTopics.push(clean.toLowerCase());
    }
  }
  return {
    name: name && !['a', 'an', 'the'].includes(name.toLowerCase()) ? name : undefined,
    greeting,
    tone,
    forbiddenTopics,
  };
}
