import { parseRupees, rupeesInput } from '../../../shared/format/money';
import type { FieldSpec, FieldValue, FormValues } from './record-kind';
import { toLatinDigits } from '../../../shared/format/digits';

/** The values a new record's form starts with. */
export function initialValues<N>(fields: ReadonlyArray<FieldSpec<N>>): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.initial ?? emptyValue(field)]));
}

function emptyValue(field: FieldSpec<never>): FieldValue {
  if (field.type === 'checkbox') return false;
  if (field.type === 'weekdays' || field.type === 'checks') return [];
  return '';
}

/** A stored record's values in its form. */
export function valuesOf<N>(fields: ReadonlyArray<FieldSpec<N>>, node: N): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const raw = field.read ? field.read(node) : (node as Record<string, unknown>)[field.name];
      return [field.name, toFieldValue(field, raw)];
    }),
  );
}

function toFieldValue(field: FieldSpec<never>, raw: unknown): FieldValue {
  if (field.type === 'checkbox') return raw === true;
  if (field.type === 'weekdays') return Array.isArray(raw) ? raw.map(Number) : [];
  if (field.type === 'checks') return Array.isArray(raw) ? raw.map(String) : [];
  if (raw === null || raw === undefined) return '';
  if (field.type === 'list') return Array.isArray(raw) ? raw.join('\n') : textOf(raw);
  if (field.type === 'datetime') return localDateTime(textOf(raw));
  if (field.type === 'money') return rupeesInput(Number(raw));
  if (field.type === 'time') return textOf(raw).slice(0, 5);
  return textOf(raw);
}

/** A stored value as the text an input holds: the answer's scalars only. */
function textOf(raw: unknown): string {
  return typeof raw === 'string' ? raw : typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : '';
}

/** An instant as a datetime-local input holds it: the reader's own day and time, to the minute. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** Why a value cannot be sent: "required", "number", "money", "datetime"; null when it can. */
export type LocalProblem = 'required' | 'number' | 'money' | 'datetime';

/**
 * The input the API takes, from the form's values, or the problems found before sending
 * (a required field left empty, a number that is not one).
 */
export function inputOf<N>(
  fields: ReadonlyArray<FieldSpec<N>>,
  values: FormValues,
): { input: Record<string, unknown>; problems: Record<string, LocalProblem> } {
  const input: Record<string, unknown> = {};
  const problems: Record<string, LocalProblem> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'checkbox') {
      input[field.name] = value;
      continue;
    }
    if (field.type === 'weekdays') {
      input[field.name] = Array.isArray(value) ? [...(value as number[])].sort((a, b) => a - b) : [];
      continue;
    }
    if (field.type === 'checks') {
      const ticked = Array.isArray(value) ? (value as string[]) : [];
      // In the options' order, so the same ticks always send the same list.
      input[field.name] = (field.options ?? []).map((o) => o.value).filter((v) => ticked.includes(v));
      if (field.required && ticked.length === 0) problems[field.name] = 'required';
      continue;
    }
    if (field.type === 'list') {
      const lines = String(value ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (field.required && lines.length === 0) problems[field.name] = 'required';
      input[field.name] = lines;
      continue;
    }
    const text = toLatinDigits(String(value ?? '')).trim();
    if (!text) {
      if (field.required) problems[field.name] = 'required';
      input[field.name] = null;
      continue;
    }
    if (field.type === 'number') {
      if (!/^-?\d+$/.test(text)) problems[field.name] = 'number';
      input[field.name] = Number(text);
    } else if (field.type === 'datetime') {
      const date = new Date(text);
      if (Number.isNaN(date.getTime())) problems[field.name] = 'datetime';
      else input[field.name] = date.toISOString();
    } else if (field.type === 'money') {
      const paise = parseRupees(text);
      if (paise === null) problems[field.name] = 'money';
      input[field.name] = paise;
    } else {
      input[field.name] = text;
    }
  }
  return { input, problems };
}
