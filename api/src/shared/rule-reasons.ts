import type { ValidationOptions } from 'class-validator';
import type { Reason } from './errors';

/**
 * The words of a class-validator rule on an input: its English message, and the reason (with the
 * values it fills in) by which the web says it in the reader's language, as a thrown refusal does
 * (shared/errors.ts). class-validator keeps `context` beside the constraint that failed
 * (ValidationError.contexts), and shared/mask-error.ts lists it with the field's problem.
 *
 * A problem is shown beside its field, so most rules share a few sentences that need not name the
 * field ("Keep this under 100 characters."); a rule whose sentence says more names its own reason.
 */
export function said(message: string, why: Reason): ValidationOptions {
  return { message, context: why };
}

/** Numbers as the English messages write them: 5,000 and 1,00,000. */
const english = (n: number) => n.toLocaleString('en-IN');

/** MaxLength: "Keep the name under 100 characters." `what` is "the name", "this" or "it"; `tail` ends the sentence. */
export function tooLong(what: string, max: number, tail = '.'): ValidationOptions {
  return said(`Keep ${what} under ${english(max)} characters${tail}`, { reason: 'tooLong', params: { max } });
}

/** MaxLength on each text of a list: "Keep each line under 120 characters." */
export function eachTooLong(what: string, max: number): ValidationOptions {
  return {
    each: true,
    ...said(`Keep each ${what} under ${english(max)} characters.`, { reason: 'eachTooLong', params: { max } }),
  };
}

/** Min: "Use 1 or more.", or the field's own English. */
export function atLeast(min: number, message = `Use ${english(min)} or more.`): ValidationOptions {
  return said(message, { reason: 'atLeast', params: { min } });
}

/** Max: "Use 999 or less.", or the field's own English. */
export function atMost(max: number, message = `Use ${english(max)} or less.`): ValidationOptions {
  return said(message, { reason: 'atMost', params: { max } });
}

/** Min(0) on an amount, a count or a stock: "The price cannot be below ₹0." */
export function notNegative(message: string): ValidationOptions {
  return said(message, { reason: 'notNegative' });
}

/** Max on a sum of money kept in paise, said in rupees: "Enter a fee of ₹10,000 or less." */
export function rupeesAtMost(maxPaise: number, message: string): ValidationOptions {
  return said(message, { reason: 'rupeesAtMost', params: { max: maxPaise / 100 } });
}

/** IsInt. GraphQL's Int already refuses a fraction, so this is a second guard. */
export function wholeNumber(message = 'Enter a whole number.'): ValidationOptions {
  return said(message, { reason: 'wholeNumber' });
}

/** IsEnum. GraphQL's enum already refuses a value it does not list, so this is a second guard. */
export function oneOf(message = 'Choose one of the options listed.'): ValidationOptions {
  return said(message, { reason: 'choiceUnknown' });
}

/** IsBoolean. GraphQL's Boolean already refuses anything else, so this is a second guard. */
export function yesOrNo(): ValidationOptions {
  return said('Choose yes or no.', { reason: 'yesOrNo' });
}

/** IsInt, Min(0) and Max(6) on each day of a week's list. */
export function weekday(): ValidationOptions {
  return { each: true, ...said('Days are 0 (Sunday) to 6 (Saturday).', { reason: 'weekdayInvalid' }) };
}

/** ArrayMaxSize(7) on a week's list of days. */
export function week(): ValidationOptions {
  return said('A week has seven days.', { reason: 'weekTooManyDays' });
}

/** Matches a time of day: "Write the time as HH:MM, for example 08:30." */
export function timeOfDay(example: string): ValidationOptions {
  return said(`Write the time as HH:MM, for example ${example}.`, { reason: 'timeFormat', params: { example } });
}
