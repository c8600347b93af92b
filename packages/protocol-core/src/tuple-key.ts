/**
 * One string for a tuple of strings, a different one for every different tuple, to key a map by
 * several fields at once. Each field goes in after its length, so no field, whatever it holds,
 * can end one field and begin the next: a join with a separator cannot promise that for fields
 * from the wire (a NUL in an id), ('a\u0000b', '') and ('a', 'b\u0000') both joining to
 * 'a\u0000b\u0000'.
 */
export function tupleKey(fields: readonly string[]): string {
  let key = '';
  for (const field of fields) key += `${field.length}:${field}`;
  return key;
}

/** A wire value as a key's field: ids and indexes come as strings or numbers; anything else is ''. */
export function keyPart(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
