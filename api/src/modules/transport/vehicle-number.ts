import { badUserInput } from '../../shared/errors';

/**
 * A registration as painted on the vehicle, in one form: capitals and single spaces
 * ("wb53e  4821" stays as typed but in capitals: "WB53E 4821"), so searches find it.
 */
export function vehicleNumber(value: string, field: string): string {
  const number = value.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!/^[A-Z]{2}[A-Z0-9 -]{2,13}$/.test(number) || !/\d/.test(number)) {
    throw badUserInput('Enter the number painted on the vehicle, such as "WB 53 E 4821".', field, {
      reason: 'vehicleNumberInvalid',
    });
  }
  return number;
}
