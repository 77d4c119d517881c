import { addDays, fromWallTime, isTimeZone } from './zones.ts';

export interface IcsEvent {
  uid: string | null;
  summary: string | null;
  start: Date;
  end: Date;
  allDay: boolean;
}

export interface ParsedCalendar {
  events: IcsEvent[];
  /** What was left out or simplified, one sentence each (recurrences, unknown time zones, bad dates). */
  warnings: string[];
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545 §3.1: a line starting with a space or tab continues the previous one. */
function unfold(text: string): string[] {
  return text
    .replace(/\r\n|\r/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
}

function parseLine(line: string): Property | undefined {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) return undefined;
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params: Record<string, string> = {};
  for (const p of rawParams) {
    const eq = p.indexOf('=');
    if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1).replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value: line.slice(colon + 1) };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

type When = { instant: Date; allDay: boolean; date?: string };

/** DTSTART/DTEND in its three forms: UTC (`…Z`), with TZID, or floating (read in `defaultZone`); or a DATE. */
function parseWhen(prop: Property, defaultZone: string, warnings: string[]): When | undefined {
  const value = prop.value.trim();
  const date = DATE.exec(value);
  if (date || prop.params.VALUE === 'DATE') {
    if (!date) return undefined;
    const iso = `${date[1]}-${date[2]}-${date[3]}`;
    return { instant: fromWallTime(iso, '00:00', defaultZone), allDay: true, date: iso };
  }
  const m = DATE_TIME.exec(value);
  if (!m) return undefined;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const time = `${m[4]}:${m[5]}:${m[6]}`;
  if (m[7] === 'Z') return { instant: new Date(`${iso}T${time}Z`), allDay: false };
  let zone = prop.params.TZID ?? defaultZone;
  if (!isTimeZone(zone)) {
    warnings.push(`Unknown time zone "${zone}" read as ${defaultZone}`);
    zone = defaultZone;
  }
  return { instant: fromWallTime(iso, time, zone), allDay: false };
}

/** RFC 5545 DURATION (P1D, PT1H30M, P1W), in milliseconds. */
function parseDuration(value: string): number | undefined {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, sign, w = '0', d = '0', h = '0', mi = '0', s = '0'] = m;
  const ms = ((Number(w) * 7 + Number(d)) * 86_400 + Number(h) * 3600 + Number(mi) * 60 + Number(s)) * 1000;
  return sign === '-' ? -ms : ms;
}

/**
 * Reads the VEVENTs of an iCalendar file as busy intervals. Floating times and all-day dates are read in
 * `defaultZone` (the person's). Recurrence rules (RRULE/RDATE) are not expanded: only the first occurrence is
 * imported, and a warning says so. Cancelled and transparent (free) events are skipped.
 */
export function parseIcs(text: string, defaultZone = 'UTC'): ParsedCalendar {
  const events: IcsEvent[] = [];
  const warnings: string[] = [];
  let current: Property[] | undefined;
  let depth = 0;
  for (const line of unfold(text)) {
    if (!line.trim()) continue;
    const prop = parseLine(line);
    if (!prop) continue;
    if (prop.name === 'BEGIN') {
      if (prop.value.toUpperCase() === 'VEVENT' && !current) {
        current = [];
        depth = 0;
      } else if (current) depth++;
      continue;
    }
    if (prop.name === 'END') {
      if (current && depth > 0) depth--;
      else if (current && prop.value.toUpperCase() === 'VEVENT') {
        const event = toEvent(current, defaultZone, warnings);
        if (event) events.push(event);
        current = undefined;
      }
      continue;
    }
    // Properties of nested components (VALARM) are not the event's.
    if (current && depth === 0) current.push(prop);
  }
  return { events, warnings };
}

function toEvent(props: Property[], defaultZone: string, warnings: string[]): IcsEvent | undefined {
  const get = (name: string) => props.find((p) => p.name === name);
  const uid = get('UID')?.value ?? null;
  const summary = get('SUMMARY') ? unescapeText(get('SUMMARY')!.value) : null;
  const label = summary ?? uid ?? 'an event';
  if (
    get('STATUS')?.value.toUpperCase() === 'CANCELLED' ||
    get('TRANSP')?.value.toUpperCase() === 'TRANSPARENT'
  ) {
    return undefined;
  }
  const startProp = get('DTSTART');
  const start = startProp && parseWhen(startProp, defaultZone, warnings);
  if (!start) {
    warnings.push(`Skipped "${label}": no readable DTSTART`);
    return undefined;
  }
  if (get('RRULE') || get('RDATE')) {
    warnings.push(
      `"${label}" repeats: recurrence rules are not expanded, only its first occurrence is imported`,
    );
  }
  const endProp = get('DTEND');
  let end: Date | undefined;
  if (endProp) end = parseWhen(endProp, defaultZone, warnings)?.instant;
  else if (get('DURATION')) {
    const ms = parseDuration(get('DURATION')!.value);
    if (ms !== undefined) end = new Date(start.instant.getTime() + ms);
  } else if (start.allDay && start.date) {
    end = fromWallTime(addDays(start.date, 1), '00:00', defaultZone);
  } else {
    // RFC 5545 §3.6.1: a date-time DTSTART alone is an instant; it blocks nothing.
    end = start.instant;
  }
  if (!end || end <= start.instant) {
    if (end?.getTime() !== start.instant.getTime())
      warnings.push(`Skipped "${label}": it ends before it starts`);
    return undefined;
  }
  return { uid, summary, start: start.instant, end, allDay: start.allDay };
}
