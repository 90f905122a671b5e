import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';

/** The options type-graphql applies by default: check what was given, allow plain inputs. */
const OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Checks each argument object against its class-validator rules, as type-graphql's built-in
 * validation does. That one re-imports class-validator (copying its every export) for each
 * argument of each request, which cost more than the check itself on a busy catalog page;
 * this is the same check with the module loaded once.
 */
export const validateArgs: ValidatorFn = async (argValue) => {
  if (!isObject(argValue)) return;
  try {
    if (Array.isArray(argValue)) await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
