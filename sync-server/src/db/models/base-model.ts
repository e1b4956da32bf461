import { Model, type Pojo } from 'objection';

/**
 * Makes rows read the same from SQLite and PostgreSQL: SQLite hands back booleans as 0/1 and
 * decimals as floats, PostgreSQL hands back timestamps as Date objects. Every model lists its
 * columns of each kind and gets plain JSON values (true, "12.00", ISO strings) out.
 */
export class BaseModel extends Model {
  static booleanColumns: readonly string[] = [];
  static decimalColumns: readonly string[] = [];
  static timestampColumns: readonly string[] = [];
  /** JSON array stored as text. */
  static jsonArrayColumns: readonly string[] = [];

  override $parseDatabaseJson(raw: Pojo): Pojo {
    const json = super.$parseDatabaseJson(raw);
    const model = this.constructor as typeof BaseModel;
    for (const column of model.booleanColumns) {
      if (json[column] !== undefined && json[column] !== null) json[column] = Boolean(json[column]);
    }
    for (const column of model.decimalColumns) {
      if (json[column] !== undefined && json[column] !== null) json[column] = Number(json[column]).toFixed(2);
    }
    for (const column of model.timestampColumns) {
      const value = json[column];
      if (value instanceof Date) json[column] = value.toISOString();
      else if (typeof value === 'number') json[column] = new Date(value).toISOString();
    }
    for (const column of model.jsonArrayColumns) {
      if (typeof json[column] === 'string') json[column] = parseStringArray(json[column]);
    }
    return json;
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const formatted = super.$formatDatabaseJson(json);
    const model = this.constructor as typeof BaseModel;
    for (const column of model.jsonArrayColumns) {
      if (Array.isArray(formatted[column])) formatted[column] = JSON.stringify(formatted[column]);
    }
    return formatted;
  }
}

function parseStringArray(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    // Older rows may hold a comma list (recipe tags, docs/product.md).
    return text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
}
