import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1::type[])`: a membership test whose values travel as one
 * array parameter. drizzle's `inArray` binds one parameter per value, and
 * building a statement costs it a few type checks per parameter: with the
 * hundreds of ids a batch carries (a chat's group commit, the actors of one
 * turn) that was a tenth of a busy server's time, and each
 * list length was a new statement text for the database to plan.
 */
export function anyOf(column: AnyColumn, values: readonly string[], type?: 'text'): SQL;
export function anyOf(column: AnyColumn, values: readonly number[], type: 'bigint' | 'int'): SQL;
export function anyOf(column: AnyColumn, values: readonly (string | number)[], type: 'text' | 'bigint' | 'int' = 'text'): SQL {
  return sql`${column} = ANY(${sql.param([...values])}::${sql.raw(type)}[])`;
}
