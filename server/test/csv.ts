/** Reading the CSV the server writes, in tests. */

/** RFC 4180 as csv-stringify writes it: quoted cells may hold commas, quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The rows after the header, each as an object keyed by the header's names. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text.endsWith('\n') ? text : `${text}\n`);
  return rows
    .filter((row) => row.length > 1 || row[0] !== '')
    .map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i] ?? ''])));
}
