import { Buffer } from 'node:buffer';
import type { InArgs, IntMode, InValue, ResultSet, Row, Value } from '@libsql/client';
import type { CachedStatement, SqlArgs, SqlValue } from './types';
import { EMPTY_ARGS } from './types';

export const DDL_RE = /^(?:\s|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*(create|drop|alter|attach|detach|rollback)\b/i;

export function statementKind(sql: string): 0 | 1 | 2 {
  const m = DDL_RE.exec(sql);
  if (m === null) return 0;
  return m[1]!.toLowerCase() === 'rollback' ? 2 : 1;
}

export function readColumns(entry: CachedStatement): void {
  const cols = entry.stmt.columns();
  entry.columns = cols.map((c) => c.name);
  entry.columnTypes = cols.map((c) => c.type ?? '');
  const seen = new Set<string>();
  entry.plainNames = entry.columns.every((name) => {
    // Plain assignment matches the stock `defineProperty` only for names that
    // are unique, not `length`, not an array index and not `__proto__`.
    const ok = !seen.has(name) && name !== 'length' && name !== '__proto__' && !isArrayIndex(name);
    seen.add(name);
    return ok;
  });
}

export function isArrayIndex(name: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(name) && Number(name) < 4294967295;
}

export const lengthDescriptors: PropertyDescriptor[] = [];

/**
 * The prototype of a statement's rows: `length` and each index as
 * non-enumerable accessors reading the column of the same position, so a row
 * is built with plain assignments only (no defineProperty per cell).
 */
function rowPrototype(columns: string[]): object {
  const proto = {};
  Object.defineProperty(proto, 'length', { value: columns.length });
  columns.forEach((name, i) => {
    Object.defineProperty(proto, i, {
      get(this: Record<string, unknown>) {
        return this[name];
      },
    });
  });
  return proto;
}

/**
 * A row as the stock driver's `rowFromSql` makes it: enumerable, writable
 * column-name properties in column order, a non-enumerable `length` and
 * non-enumerable, read-only indices. With plain column names the length and
 * indices live on a per-statement prototype (reading the named column), which
 * makes a row three times cheaper to build; otherwise the stock algorithm runs.
 */
export function buildRow(sqlRow: unknown[], entry: CachedStatement, intMode: IntMode): Row {
  const n = sqlRow.length;
  const columns = entry.columns;
  if (entry.plainNames && n === columns.length) {
    entry.rowProto ??= rowPrototype(columns);
    const fast = Object.create(entry.rowProto) as Record<string, unknown>;
    for (let i = 0; i < n; i++) {
      const v = sqlRow[i];
      fast[columns[i]!] = typeof v === 'bigint' || v instanceof Buffer ? valueFromSql(v, intMode) : (v as Value);
    }
    return fast as unknown as Row;
  }
  const row = {} as Row;
  let lengthDescriptor = lengthDescriptors[n];
  if (lengthDescriptor === undefined) {
    lengthDescriptor = { value: n };
    lengthDescriptors[n] = lengthDescriptor;
  }
  Object.defineProperty(row, 'length', lengthDescriptor);
  // The stock algorithm, verbatim, for odd column names.
  for (let i = 0; i < n; ++i) {
    const value = valueFromSql(sqlRow[i], intMode);
    Object.defineProperty(row, i, { value });
    const column = columns[i]!;
    if (!Object.hasOwn(row, column)) {
      Object.defineProperty(row, column, { value, enumerable: true, configurable: true, writable: true });
    }
  }
  return row;
}

export const minSafeBigint = -9007199254740991n;
export const maxSafeBigint = 9007199254740991n;
export const minInteger = -9223372036854775808n;
export const maxInteger = 9223372036854775807n;

export function valueFromSql(sqlValue: unknown, intMode: IntMode): Value {
  if (typeof sqlValue === 'bigint') {
    if (intMode === 'number') {
      if (sqlValue < minSafeBigint || sqlValue > maxSafeBigint) {
        throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
      }
      return Number(sqlValue);
    }
    if (intMode === 'bigint') return sqlValue;
    if (intMode === 'string') return `${sqlValue}`;
    throw new Error('Invalid value for IntMode');
  }
  if (sqlValue instanceof Buffer) return sqlValue.buffer as ArrayBuffer;
  return sqlValue as Value;
}

export function valueToSql(value: InValue | undefined, intMode: IntMode): SqlValue {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
    return value;
  }
  if (typeof value === 'bigint') {
    if (value < minInteger || value > maxInteger) {
      throw new RangeError('bigint is too large to be represented as a 64-bit integer and passed as argument');
    }
    return value;
  }
  // libsql aborts the whole process on a boolean ("not yet implemented: bool"): never pass one.
  if (typeof value === 'boolean') {
    if (intMode === 'bigint') return value ? 1n : 0n;
    if (intMode === 'string') return value ? '1' : '0';
    return value ? 1 : 0;
  }
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

export function argsToSql(inArgs: InArgs | undefined, intMode: IntMode): SqlArgs {
  if (Array.isArray(inArgs)) {
    const n = inArgs.length;
    if (n === 0) return EMPTY_ARGS;
    const out = new Array<SqlValue>(n);
    for (let i = 0; i < n; i++) out[i] = valueToSql(inArgs[i], intMode);
    return out;
  }
  const out: Record<string, SqlValue> = {};
  for (const name in inArgs) {
    const first = name[0];
    const argName = first === '@' || first === '$' || first === ':' ? name.substring(1) : name;
    out[argName] = valueToSql(inArgs[name], intMode);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Results and errors, as @libsql/core shapes them.

export class ResultSetImpl implements ResultSet {
  columns: string[];
  columnTypes: string[];
  rows: Row[];
  rowsAffected: number;
  lastInsertRowid: bigint | undefined;

  constructor(columns: string[], columnTypes: string[], rows: Row[], rowsAffected: number, lastInsertRowid: bigint | undefined) {
    this.columns = columns;
    this.columnTypes = columnTypes;
    this.rows = rows;
    this.rowsAffected = rowsAffected;
    this.lastInsertRowid = lastInsertRowid;
  }

  toJSON() {
    return {
      columns: this.columns,
      columnTypes: this.columnTypes,
      rows: this.rows.map(rowToJson),
      rowsAffected: this.rowsAffected,
      lastInsertRowid: this.lastInsertRowid !== undefined ? `${this.lastInsertRowid}` : null,
    };
  }
}

export function rowToJson(row: Row): unknown[] {
  return Array.prototype.map.call(row, valueToJson) as unknown[];
}

export function valueToJson(value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}`;
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64');
  return value;
}
