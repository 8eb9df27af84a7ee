/** Excel opens a UTF-8 file as UTF-8 (names like "Siti 🌸" intact) only with the byte order mark. */
const BOM = '\uFEFF';
/** Spreadsheets run a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * A name a spreadsheet shows as typed, never runs: a leading apostrophe before what reads as a
 * formula (read back off on import). Phones are "+62…" by design and are not names.
 */
export const asSpreadsheetText = (value: string) =>
  FORMULA_START.test(value) ? `'${value}` : value;

/** What `asSpreadsheetText` wrote, as it was. */
export const fromSpreadsheetText = (value: string) =>
  value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;

/** RFC 4180 with Excel's conventions: BOM, CRLF line ends, quotes only where needed. */
export const toCsv = (rows: readonly (readonly string[])[]) =>
  `${BOM}${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

export type CsvRecord = { line: number; cells: string[] };

/**
 * Records with the line each starts on (1 is the header), from RFC 4180 text with any line
 * ends; a quoted value may hold commas, quotes ("") and line breaks. Undefined when a quote is
 * never closed.
 */
export const parseCsv = (text: string): CsvRecord[] | undefined => {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    cells.push(value);
    if (touched || cells.length > 1 || value !== '') records.push({ line: start, cells });
    cells = [];
    value = '';
    touched = false;
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        value += char;
      }
    } else if (char === '"') {
      quoted = true;
      touched = true;
    } else if (char === ',') {
      cells.push(value);
      value = '';
      touched = true;
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else value += char;
  }
  if (quoted) return undefined;
  endRecord();
  return records;
};
