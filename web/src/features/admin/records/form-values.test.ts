import { initialValues, inputOf, valuesOf } from './form-values';
import type { FieldSpec } from './record-kind';

type Node = { subjects: string[]; days: string[]; publishedAt: string; fee: number; note: string | null };

const fields: ReadonlyArray<FieldSpec<Node>> = [
  { name: 'subjects', type: 'list', label: 'Subjects', required: true },
  {
    name: 'days',
    type: 'checks',
    label: 'Days',
    options: [
      { value: 'MON', label: 'Monday' },
      { value: 'WED', label: 'Wednesday' },
      { value: 'FRI', label: 'Friday' },
    ],
  },
  { name: 'publishedAt', type: 'datetime', label: 'Published', required: true },
  { name: 'fee', type: 'money', label: 'Fee' },
  { name: 'note', type: 'text', label: 'Note' },
];

describe('a kind form’s values', () => {
  it('starts a list and a datetime empty and a set of ticks with none', () => {
    expect(initialValues(fields)).toEqual({ subjects: '', days: [], publishedAt: '', fee: '', note: '' });
  });

  it('reads a stored list as lines, ticks as their values and an instant as the local day and time', () => {
    const values = valuesOf(fields, {
      subjects: ['Maths', 'Physics'],
      days: ['FRI', 'MON'],
      publishedAt: '2026-11-20T04:30:00.000Z',
      fee: 25050,
      note: null,
    });
    expect(values.subjects).toBe('Maths\nPhysics');
    expect(values.days).toEqual(['FRI', 'MON']);
    expect(values.fee).toBe('250.50');
    expect(values.note).toBe('');
    // Back to the same instant, whatever the machine's time zone.
    expect(new Date(values.publishedAt as string).toISOString()).toBe('2026-11-20T04:30:00.000Z');
  });

  it('sends lines without blanks, ticks in the options’ order and the instant as ISO', () => {
    const { input, problems } = inputOf(fields, {
      subjects: ' Maths \n\n Bengali\n',
      days: ['FRI', 'MON'],
      publishedAt: '2026-11-20T10:00',
      fee: '99.5',
      note: '  ',
    });
    expect(problems).toEqual({});
    expect(input.subjects).toEqual(['Maths', 'Bengali']);
    expect(input.days).toEqual(['MON', 'FRI']);
    expect(input.publishedAt).toBe(new Date('2026-11-20T10:00').toISOString());
    expect(input.fee).toBe(9950);
    expect(input.note).toBeNull();
  });

  it('names what cannot be sent: an empty required list, a day and time that is not one', () => {
    const { problems } = inputOf(fields, { subjects: '\n  \n', days: [], publishedAt: 'soon', fee: 'ten', note: '' });
    expect(problems).toEqual({ subjects: 'required', publishedAt: 'datetime', fee: 'money' });
  });
});
