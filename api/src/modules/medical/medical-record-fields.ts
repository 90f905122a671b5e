import { badUserInput } from '../../shared/errors';
import { contactNumber } from '../admin-records/record-fields';

/**
 * The number of a doctor's chamber or a hospital: the tables keep +91 and ten digits (a mobile,
 * or a landline with its STD code), so a short number such as 100 is refused here, on its field,
 * rather than by the table's CHECK.
 */
export function tenDigitNumber(value: string, field: string): string {
  const number = contactNumber(value, field);
  if (!/^\+91\d{10}$/.test(number))
    throw badUserInput(
      'Enter a 10-digit mobile number, or a landline with its STD code such as 03463 252 101.',
      field,
      { reason: 'phoneOrLandlineInvalid' },
    );
  return number;
}
