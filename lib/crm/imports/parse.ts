import Papa from 'papaparse';

/** A CSV file read into its header and its rows (papaparse: quotes, embedded line breaks, any of , ; tab as the delimiter). */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
}

/** Blank lines (or lines of only commas) are not rows: spreadsheets leave them at the end. */
export function parseCsv(text: string, options: { preview?: number } = {}): ParsedCsv {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: options.preview ? options.preview + 1 : 0 });
  const [header = [], ...rows] = result.data;
  return { headers: header.map((h) => h.trim()), rows };
}
