export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** One compact JSON object per line (for batch output that scripts read line by line). */
export function printJsonLine(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** A plain aligned table for people; scripts use --json. */
export function printTable(rows: Record<string, unknown>[]): void {
  if (rows.length === 0) {
    process.stdout.write('(none)\n');
    return;
  }
  const columns = Object.keys(rows[0]!);
  const cells = rows.map((row) =>
    columns.map((c) => (row[c] === null || row[c] === undefined ? '-' : String(row[c]))),
  );
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${[line(columns), ...cells.map(line)].join('\n')}\n`);
}
