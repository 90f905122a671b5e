import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { OperationTypeNode } from 'graphql';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { badUserInput } from './errors';
import { unstorableTextAt } from './storable-text';

/** The options type-graphql applies by default: check what was given, allow plain inputs. */
const OPTIONS: ValidatorOptions = { skipMissingProperties: true, forbidUnknownValues: false };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/**
 * Checks each argument object against its class-validator rules, as type-graphql's built-in
 * validation does. That one re-imports class-validator (copying its every export) for each
 * argument of each request, which cost more than the check itself on a busy catalog page;
 * this is the same check with the module loaded once.
 */
export const validateArgs: ValidatorFn = async (argValue, _type, { info }) => {
  // A write refuses text no column (nor the audit's JSON) can hold. Reads take it as plain text
  // that matches nothing, as the search and slug lookups always have.
  if (info.operation.operation === OperationTypeNode.MUTATION) {
    const at = unstorableTextAt(argValue);
    if (at !== null)
      throw badUserInput('This text has a character that cannot be kept (NUL, or half of an emoji).', at || undefined, {
        reason: 'textUnstorable',
      });
  }
  if (!isObject(argValue)) return;
  try {
    if (Array.isArray(argValue))
      await Promise.all(argValue.filter(isObject).map((item) => validateOrReject(item, OPTIONS)));
    else await validateOrReject(argValue, OPTIONS);
  } catch (errors) {
    throw new ArgumentValidationError(errors as ValidationError[]);
  }
};
