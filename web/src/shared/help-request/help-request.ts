import type { HelpRequestInput, HelpRequestKind } from '../../generated/graphql';
import { normalizeMobile } from '../format/phone';
import { readDeliveryAddress } from '../storage/delivery-address';
import { storageKeys } from '../storage/keys';
import { readJson, writeJson, type KeyValueStorage } from '../storage/local-storage';
import { readOrderContact } from '../storage/order-contact';
import { createPressKeys } from '../storage/press-keys';

/** In the form's order, so the first with a problem is the one focused. */
export const helpRequestFields = ['message', 'name', 'phone', 'village'] as const;
export type HelpRequestField = (typeof helpRequestFields)[number];
export type HelpRequestValues = Record<HelpRequestField, string>;
export type HelpRequestProblem = 'required' | 'invalid' | 'tooLong';

/** The server's limits (api help-request.inputs.ts). */
export const HELP_REQUEST_MAX_LENGTH: Record<HelpRequestField, number> = {
  name: 80,
  phone: 32,
  village: 80,
  message: 500,
};

/** The same checks the server makes; the village alone may be left empty. */
export function checkHelpRequest(values: HelpRequestValues): Partial<Record<HelpRequestField, HelpRequestProblem>> {
  const problems: Partial<Record<HelpRequestField, HelpRequestProblem>> = {};
  for (const field of helpRequestFields) {
    const value = values[field].trim();
    if (!value && field !== 'village') problems[field] = 'required';
    else if (value.length > HELP_REQUEST_MAX_LENGTH[field]) problems[field] = field === 'phone' ? 'invalid' : 'tooLong';
    else if (field === 'phone' && !normalizeMobile(value)) problems[field] = 'invalid';
  }
  return problems;
}

/** What a press sends, without its key: the same text means the same request. */
export function helpRequestOf(
  values: HelpRequestValues,
  kind: HelpRequestKind,
  serviceType?: string,
): Omit<HelpRequestInput, 'idempotencyKey'> {
  return {
    kind,
    serviceType: kind === 'SERVICE' ? (serviceType ?? null) : null,
    name: values.name.trim(),
    phone: values.phone.trim(),
    village: values.village.trim() || null,
    message: values.message.trim(),
  };
}

/** Who asked last time from this browser (an order's details will do), so the form is quick to fill. */
export function readSavedAsker(): HelpRequestValues {
  const saved = readDeliveryAddress();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    name: text(saved?.name),
    phone: readOrderContact() ?? text(saved?.phone),
    village: text(saved?.village),
    message: '',
  };
}

/**
 * Which help form this is: the contact page's, the medical-assistance page's, or one service's.
 * Each keeps its own draft, and a request it kept offline is its own (the outbox entry's tag).
 */
export function helpRequestFormOf(kind: HelpRequestKind, serviceType?: string | null): string {
  return kind === 'SERVICE' ? `SERVICE:${serviceType ?? ''}` : kind;
}

type Drafts = Record<string, HelpRequestValues>;

const isValues = (value: unknown): value is HelpRequestValues =>
  typeof value === 'object' &&
  value !== null &&
  helpRequestFields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

const isDrafts = (value: unknown): value is Drafts =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What was typed in a form so far, kept on every change so a reload, a closed tab or a send that
 * waits for the network loses none of it; gone once the request is sent.
 */
export function readHelpRequestDraft(form: string, storage?: KeyValueStorage | null): HelpRequestValues | null {
  const draft = readJson<Drafts>(storageKeys.helpRequestDraft, {}, isDrafts, storage)[form];
  return isValues(draft)
    ? { name: draft.name, phone: draft.phone, village: draft.village, message: draft.message }
    : null;
}

export function saveHelpRequestDraft(form: string, values: HelpRequestValues, storage?: KeyValueStorage | null): void {
  const drafts = readJson<Drafts>(storageKeys.helpRequestDraft, {}, isDrafts, storage);
  writeJson(storageKeys.helpRequestDraft, { ...drafts, [form]: values }, storage);
}

export function clearHelpRequestDraft(form: string, storage?: KeyValueStorage | null): void {
  const { [form]: _sent, ...rest } = readJson<Drafts>(storageKeys.helpRequestDraft, {}, isDrafts, storage);
  writeJson(storageKeys.helpRequestDraft, rest, storage);
}

/** The form's draft if it has one, else who asked last time. */
export function readHelpRequestValues(form: string): HelpRequestValues {
  return readHelpRequestDraft(form) ?? readSavedAsker();
}

/** The server's field names are the form's own. */
export function helpRequestFieldOf(path: string): HelpRequestField | undefined {
  return (helpRequestFields as readonly string[]).includes(path) ? (path as HelpRequestField) : undefined;
}

export const helpRequestKeys = createPressKeys(storageKeys.helpRequestKey);
