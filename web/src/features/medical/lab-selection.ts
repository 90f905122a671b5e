import type { CustomerInput } from '../../generated/graphql';
import { daysFrom } from '../../shared/format/date';
import { storageKeys } from '../../shared/storage/keys';
import { readJson, removeKey, writeJson, type KeyValueStorage } from '../../shared/storage/local-storage';
import { createPressKeys } from '../../shared/storage/press-keys';

/** The server's limits (api order.inputs.ts): tests in one booking, and days ahead it may be for. */
export const MAX_LAB_TESTS = 10;
export const LAB_BOOKING_DAYS_AHEAD = 30;

/** A test ticked for booking: what the booking form shows without asking the server again. */
export interface ChosenTest {
  id: string;
  name: string;
  pricePaise: number;
  homeCollection: boolean;
  labName: string | null;
}

function isChosenTest(value: unknown): value is ChosenTest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.pricePaise === 'number' &&
    typeof v.homeCollection === 'boolean' &&
    (v.labName === null || typeof v.labName === 'string')
  );
}

/** The tests ticked on this browser, kept across a reload or a look at another page. */
export function readLabSelection(storage?: KeyValueStorage | null): ChosenTest[] {
  const kept = readJson<unknown[]>(storageKeys.labSelection, [], Array.isArray, storage).filter(isChosenTest);
  return kept.filter((test, i) => kept.findIndex((other) => other.id === test.id) === i).slice(0, MAX_LAB_TESTS);
}

export function saveLabSelection(tests: readonly ChosenTest[], storage?: KeyValueStorage | null): void {
  if (tests.length === 0) removeKey(storageKeys.labSelection, storage);
  else writeJson(storageKeys.labSelection, tests, storage);
}

/** Ticks a test, or unticks it; a test past the limit is not added. */
export function toggleTest(tests: readonly ChosenTest[], test: ChosenTest): ChosenTest[] {
  if (tests.some((t) => t.id === test.id)) return tests.filter((t) => t.id !== test.id);
  if (tests.length >= MAX_LAB_TESTS) return [...tests];
  const { id, name, pricePaise, homeCollection, labName } = test;
  return [...tests, { id, name, pricePaise, homeCollection, labName }];
}

export function selectionTotal(tests: readonly ChosenTest[]): number {
  return tests.reduce((sum, test) => sum + test.pricePaise, 0);
}

export interface LabGroup {
  labName: string | null;
  tests: ChosenTest[];
  totalPaise: number;
}

/** The tests by lab, in the order first chosen: each lab gets a booking of its own. */
export function groupByLab(tests: readonly ChosenTest[]): LabGroup[] {
  const groups = new Map<string, LabGroup>();
  for (const test of tests) {
    const key = test.labName ?? '';
    const group = groups.get(key) ?? { labName: test.labName, tests: [], totalPaise: 0 };
    group.tests.push(test);
    group.totalPaise += test.pricePaise;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The chosen tests whose sample must be given at the lab: any one of them rules out home collection. */
export function labOnlyTests(tests: readonly ChosenTest[]): ChosenTest[] {
  return tests.filter((test) => !test.homeCollection);
}

/** The days a booking may be for, India time: today and the 30 after it. */
export function bookingDays(today: string): string[] {
  return daysFrom(today, LAB_BOOKING_DAYS_AHEAD + 1);
}

/** What a press of Book these tests sends, without its key: the same text means the same booking. */
export interface LabBookingRequest {
  customer: CustomerInput;
  labTestIds: string[];
  preferredDate: string;
  homeCollection: boolean;
}

export function labBookingSignature(request: LabBookingRequest): string {
  return JSON.stringify([request.labTestIds, request.preferredDate, request.homeCollection, request.customer]);
}

export const labBookingKeys = createPressKeys(storageKeys.labBookingKey);
