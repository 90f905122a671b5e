/** Weekday numbers as stored in the database: JavaScript's Date#getDay, 0 = Sunday. */
export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

export const EVERY_DAY = [SUN, MON, TUE, WED, THU, FRI, SAT];
export const MON_TO_SAT = [MON, TUE, WED, THU, FRI, SAT];
