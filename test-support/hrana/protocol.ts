/** Hrana protocol v2 over HTTP, JSON encoding: the shapes the client sends and receives, and value and error encoding. */

export type ProtoValue =
  | { type: 'null' }
  | { type: 'integer'; value: string }
  | { type: 'float'; value: number }
  | { type: 'text'; value: string }
  | { type: 'blob'; base64: string };
export interface ProtoStmt {
  sql?: string;
  sql_id?: number;
  args?: ProtoValue[];
  named_args?: { name: string; value: ProtoValue }[];
  want_rows?: boolean;
}
export type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };
export type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; batch: { steps: { condition?: BatchCond | null; stmt: ProtoStmt }[] } }
  | { type: 'sequence' | 'describe'; sql?: string; sql_id?: number }
  | { type: 'store_sql'; sql_id: number; sql: string }
  | { type: 'close_sql'; sql_id: number }
  | { type: 'get_autocommit' };
export interface ProtoError {
  message: string;
  code: string;
}
export interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: ProtoValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
}

export class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function decodeValue(v: ProtoValue): unknown {
  switch (v?.type) {
    case 'null':
      return null;
    case 'integer':
      return BigInt(v.value);
    case 'float':
      return Number(v.value);
    case 'text':
      return v.value;
    case 'blob':
      return Buffer.from(v.base64, 'base64');
    default:
      throw new HranaError(`Unknown value type ${(v as { type?: string })?.type}`, 'PROTOCOL');
  }
}

export function encodeValue(v: unknown): ProtoValue {
  if (v === null || v === undefined) return { type: 'null' };
  if (typeof v === 'bigint') return { type: 'integer', value: v.toString() };
  if (typeof v === 'number') return { type: 'float', value: v };
  if (typeof v === 'string') return { type: 'text', value: v };
  if (v instanceof Uint8Array)
    return { type: 'blob', base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
  if (v instanceof ArrayBuffer) return { type: 'blob', base64: Buffer.from(v).toString('base64') };
  throw new HranaError(`Cannot encode ${typeof v}`, 'PROTOCOL');
}

/** sqld's shape: `SQLite error: <message>` with the SQLite (extended) error name as code. */
export function protoError(e: unknown): ProtoError {
  if (e instanceof HranaError) return { message: e.message, code: e.code };
  const err = e as { message?: string; code?: string };
  return {
    message: `SQLite error: ${err?.message ?? String(e)}`,
    code: typeof err?.code === 'string' ? err.code : 'SQLITE_ERROR',
  };
}
