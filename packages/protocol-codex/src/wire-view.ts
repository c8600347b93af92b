/**
 * Reading what codex sends through the generated protocol types. A value off the wire is seen as
 * the type the pinned schema gives it (`Wire<T>`) and read member by member with protocol-core's
 * wire readers, so each read still checks what it finds: the wire is untrusted and differs by
 * codex version, and a member that is absent or of another type reads as undefined, as it always
 * has. What the types add is the member's name and kind, taken from the schema: a member renamed
 * or retyped in a regenerated schema breaks the build instead of reading undefined ever after.
 */
import { arrayField, asObject, field, numberField, stringField, type WireObject } from '@mwh/protocol-core';
import type { ClientRequestMethod, ClientResponse, ServerNotificationMethod, ServerNotificationParams } from './protocol-messages.js';

declare const SCHEMA_TYPE: unique symbol;

/**
 * A JSON value the schema says is a T. Only a claim: at run time it may be any value at all, or
 * undefined, so it is read through the functions below, which check. An object off the wire (or
 * in a test) can be seen as any `Wire<T>`; what is read of it is then checked against T's names.
 */
export type Wire<T> = (WireObject & { readonly [SCHEMA_TYPE]?: T }) | readonly unknown[] | string | number | boolean | null | undefined;

/**
 * The members a reader may name: T's own, or any branch's when T is a union (an item not yet told
 * apart by its type may be any of them; another branch's member reads as undefined).
 */
type WireKey<T> = T extends readonly unknown[] ? never : T extends object ? keyof T & string : never;

/** The type of member K, over whichever branches of T have it. */
type Member<T, K extends string> = T extends readonly unknown[] ? never : T extends object ? (K extends keyof T ? T[K] : never) : never;

/** The members whose type (on some branch) includes a V: a string read of a number member does not build. */
type WireKeyOf<T, V> = { [K in WireKey<T>]: [Extract<Member<T, K>, V>] extends [never] ? never : K }[WireKey<T>];

type Element<A> = A extends readonly (infer E)[] ? E : never;

// The readers are protocol-core's own functions, given types, not wrappers of them: what they
// accept and what they give for a value of another type stays theirs, and the reader's hot path
// makes the same calls as before.

/** Member `key`, as it is (any value, or undefined when `value` is no object): the schema's claim for it goes along. */
export const memberOf = field as <T, K extends WireKey<T>>(value: Wire<T>, key: K) => Wire<Member<T, K>>;

/** Member `key` when it is a string; undefined otherwise. */
export const stringOf = stringField as <T>(value: Wire<T>, key: NoInfer<WireKeyOf<T, string>>) => string | undefined;

/** Member `key` when it is a finite number; undefined otherwise. */
export const numberOf = numberField as <T>(value: Wire<T>, key: NoInfer<WireKeyOf<T, number>>) => number | undefined;

/** Member `key` when it is an array (its elements as they are, each claimed its schema type); empty otherwise. */
export const arrayOf = arrayField as <T, K extends WireKeyOf<T, readonly unknown[]>>(value: Wire<T>, key: K) => Wire<Element<Member<T, K>>>[];

/** An object's entries, each value claimed its schema type (a map's values, a tagged variant's payload); none when it is no object. */
export function entriesOf<T>(value: Wire<T>): [string, Wire<Member<T, WireKey<T>>>][] {
  return Object.entries(asObject(value) ?? {}) as [string, Wire<Member<T, WireKey<T>>>][];
}

/**
 * A notification's params, seen as the schema's type for method M: written
 * `params as NotificationParams<typeof method>` once a `case` has narrowed `method`, so each case
 * reads its own method's params and no other's. A type, not a function: a call for it on every
 * line cost the reader 0.8% more instructions (counted by cachegrind).
 */
export type NotificationParams<M extends ServerNotificationMethod> = Wire<ServerNotificationParams<M>>;

/** A response's result, seen as the schema's type for the answer to M (M a union when the answer is read by its shape). */
export type ClientResult<M extends ClientRequestMethod> = Wire<ClientResponse<M>>;
