import {
  DEFAULT_FACILITY,
  NOTES_PREFIX,
  notesBody,
  ROUND_EDIT_FIELDS,
  withDietPrefix,
  type RoundRecord,
} from '../../shared/schemas/rounds.js';
import { blankFieldErrors } from '../lib/record-form';

export type RoundField = (typeof ROUND_EDIT_FIELDS)[number];
export type RoundFormValues = Record<RoundField, string>;

export const ROUND_COLUMNS: { field: RoundField; label: string }[] = [
  { field: 'room', label: 'Room' },
  { field: 'first_name', label: 'First Name' },
  { field: 'last_name', label: 'Last Name' },
  { field: 'age', label: 'A/G' },
  { field: 'mrn', label: 'MRN' },
  { field: 'diagnosis', label: 'Diagnosis' },
  { field: 'procedure', label: 'Procedure' },
  { field: 'notes', label: 'Notes' },
  { field: 'facility', label: 'Facility' },
];

/** Cancel resets to these: empty fields, notes with their prefix, facility PHH. */
export const emptyRoundForm = (): RoundFormValues => ({
  room: '',
  first_name: '',
  last_name: '',
  age: '',
  mrn: '',
  diagnosis: '',
  procedure: '',
  notes: NOTES_PREFIX,
  facility: DEFAULT_FACILITY,
});

export const roundToForm = (round: RoundRecord): RoundFormValues =>
  Object.fromEntries(ROUND_EDIT_FIELDS.map((field) => [field, round[field]])) as RoundFormValues;

/** The notes input cannot lose its 'Diet: ' prefix: it is put back on every change. */
export const normalizeField = (field: RoundField, value: string) => (field === 'notes' ? withDietPrefix(value) : value);

/** 'Please fill out the {field} field.' for each empty field (notes: empty after the prefix). */
export const missingRoundFields = (values: RoundFormValues) =>
  blankFieldErrors(ROUND_EDIT_FIELDS, values, (field, value) => (field === 'notes' ? notesBody(value) : value));
