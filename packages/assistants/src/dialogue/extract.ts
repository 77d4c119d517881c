import * as chrono from 'chrono-node';
import { z } from 'zod';
import { findName } from './names.ts';

export type ParameterKind = 'date' | 'time' | 'email' | 'number' | 'enum' | 'entity' | 'text' | 'message';

export interface ParameterInfo {
  key: string;
  kind: ParameterKind;
  required: boolean;
  options: string[];
  description: string;
  /** For `entity`: which of the company's names to match (`z.string().meta({ entity: 'team' })`). */
  entity?: string;
}

/** The company's own names by kind (teams, employees, products, metrics…), for entity parameters. */
export type EntityNames = Readonly<Record<string, readonly string[]>>;

function entityOf(...schemas: z.ZodType[]): string | undefined {
  for (const schema of schemas) {
    const entity = z.globalRegistry.get(schema)?.entity;
    if (typeof entity === 'string') return entity;
  }
  return undefined;
}

/** Reads a tool's zod object schema into what extraction needs. */
export function describeParameters(schema: z.ZodObject): ParameterInfo[] {
  return Object.entries(schema.shape).map(([key, raw]) => {
    let field = raw as z.ZodType;
    const required = !(field instanceof z.ZodOptional || field instanceof z.ZodDefault);
    while (
      field instanceof z.ZodOptional ||
      field instanceof z.ZodDefault ||
      field instanceof z.ZodNullable
    ) {
      field = (field as unknown as { unwrap(): z.ZodType }).unwrap();
    }
    const description = (raw as z.ZodType).description ?? field.description ?? '';
    const hint = `${key} ${description}`.toLowerCase();
    let kind: ParameterKind = 'text';
    if (field instanceof z.ZodEnum) kind = 'enum';
    else if (field instanceof z.ZodNumber) kind = 'number';
    else if (/\bemail\b|e-mail/.test(hint)) kind = 'email';
    else if (/\btime\b/.test(hint) && !/\bdate\b/.test(hint)) kind = 'time';
    else if (/\bdate\b|\bday\b|\bwhen\b/.test(hint)) kind = 'date';
    const options = field instanceof z.ZodEnum ? (field.options as string[]) : [];
    // `.meta({ message: true })`: the whole request is the value (a task that reads the request itself).
    if (
      z.globalRegistry.get(raw as z.ZodType)?.message === true ||
      z.globalRegistry.get(field)?.message === true
    )
      return { key, kind: 'message' as const, required, options, description };
    const entity = entityOf(raw as z.ZodType, field);
    if (entity) return { key, kind: 'entity' as const, required, options, description, entity };
    return { key, kind, required, options, description };
  });
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const NUMBER = /-?\d+(?:[.,]\d+)?/;

function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * The value of one parameter in a message, or undefined. `wholeMessage` is set when the assistant has
 * just asked for this very parameter, so a bare answer ("Acme Ltd") counts as the value.
 */
export function extractValue(
  info: ParameterInfo,
  message: string,
  options: { now: Date; wholeMessage: boolean; entities?: EntityNames | undefined },
): unknown {
  switch (info.kind) {
    case 'email':
      return EMAIL.exec(message)?.[0];
    case 'number': {
      const match = NUMBER.exec(message)?.[0];
      return match === undefined ? undefined : Number(match.replace(',', '.'));
    }
    case 'date': {
      const parsed = chrono.parse(message, options.now, { forwardDate: true })[0];
      return parsed ? isoDate(parsed.start.date()) : undefined;
    }
    case 'time': {
      const parsed = chrono.parse(message, options.now, { forwardDate: true })[0];
      if (!parsed?.start.isCertain('hour')) return undefined;
      const d = parsed.start.date();
      return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    }
    case 'enum': {
      const lower = message.toLowerCase();
      return info.options.find((o) =>
        new RegExp(`\\b${o.toLowerCase().replace(/[_-]/g, '[ _-]?')}\\b`).test(lower),
      );
    }
    case 'entity': {
      const names = options.entities?.[info.entity ?? ''];
      // With no directory to match against, a bare answer to the question is taken as it is.
      if (!names?.length) return options.wholeMessage ? message.trim() || undefined : undefined;
      return findName(message, names);
    }
    case 'message':
      return message.trim() || undefined;
    case 'text': {
      if (!options.wholeMessage) return undefined;
      const text = message.trim();
      return text.length > 0 ? text : undefined;
    }
  }
}
