/** A quoted field never closed: the file is not readable as CSV. */
export class CsvSyntaxError extends Error {}

/**
 * An incremental CSV reader (RFC 4180 with any separator): feed it text as it comes, it calls
 * `emit` for each complete record with the file line the record starts on.
 */
export class CsvRecords {
  private field = '';
  private row: string[] = [];
  private quoted = false;
  private wasQuoted = false;
  private carry = '';
  private line = 1;
  private rowLine = 1;
  private any = false;

  constructor(
    private readonly delimiter: string,
    private readonly maxCell: number,
    private readonly emit: (line: number, cells: string[]) => void,
  ) {}

  push(chunk: string, final = false): void {
    const text = this.carry + chunk;
    // A quote or CR at the end of a piece needs the next character to be understood.
    const end = final ? text.length : text.length - 1;
    const delimiter = this.delimiter;
    let start = 0;
    for (let i = 0; i < end; i++) {
      const ch = text[i] as string;
      if (this.quoted) {
        if (ch === '"') {
          this.field += text.slice(start, i);
          if (text[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.quoted = false;
          start = i + 1;
        } else if (ch === '\n') this.line++;
        continue;
      }
      if (ch === '"' && !this.wasQuoted && this.field === '' && start === i) {
        this.quoted = true;
        this.wasQuoted = true;
        this.any = true;
        start = i + 1;
      } else if (ch === delimiter) {
        this.cell(this.field + text.slice(start, i));
        start = i + 1;
      } else if (ch === '\n' || ch === '\r') {
        this.cell(this.field + text.slice(start, i));
        this.endRow();
        if (ch === '\r' && text[i + 1] === '\n') i++;
        this.line++;
        this.rowLine = this.line;
        start = i + 1;
      } else this.any = true;
    }
    this.field += text.slice(start, end);
    // A doubled quote or a CRLF ending at `end` has consumed the kept character already.
    this.carry = final ? '' : text.slice(Math.max(end, start));
    if (this.field.length > this.maxCell) this.field = this.field.slice(0, this.maxCell);
    if (final) {
      if (this.quoted) throw new CsvSyntaxError('unbalanced quotes');
      if (this.field !== '' || this.row.length > 0 || this.any) {
        this.cell(this.field);
        this.endRow();
      }
    }
  }

  private cell(text: string): void {
    this.row.push(text.length > this.maxCell ? text.slice(0, this.maxCell) : text);
    this.field = '';
    this.wasQuoted = false;
  }

  private endRow(): void {
    const cells = this.row;
    this.row = [];
    this.any = false;
    this.emit(this.rowLine, cells);
  }
}
