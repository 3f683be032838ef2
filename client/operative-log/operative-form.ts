import { DEFAULT_FACILITY } from '../../shared/schemas/rounds.js';
import { blankFieldErrors } from '../lib/record-form';
import { OPERATIVE_EDIT_FIELDS, type OperativeEntry } from '../../shared/schemas/operative-log.js';

export type OperativeField = (typeof OPERATIVE_EDIT_FIELDS)[number];
export type OperativeFormValues = Record<OperativeField, string>;

export const OPERATIVE_COLUMNS: { field: OperativeField; label: string }[] = [
  { field: 'first_name', label: 'First Name' },
  { field: 'last_name', label: 'Last Name' },
  { field: 'mrn', label: 'MRN' },
  { field: 'surgeon', label: 'Surgeon' },
  { field: 'assistant', label: 'Assistant' },
  { field: 'diagnosis', label: 'Diagnosis' },
  { field: 'procedure', label: 'Procedure' },
  { field: 'facility', label: 'Facility' },
];

export const emptyOperativeForm = (): OperativeFormValues => ({
  first_name: '',
  last_name: '',
  mrn: '',
  surgeon: '',
  assistant: '',
  diagnosis: '',
  procedure: '',
  facility: DEFAULT_FACILITY,
});

export const entryToForm = (entry: OperativeEntry): OperativeFormValues =>
  Object.fromEntries(OPERATIVE_EDIT_FIELDS.map((field) => [field, String(entry[field])])) as OperativeFormValues;

/** The request body: surgeon and assistant as integers (spec §5). */
export const formToBody = (values: OperativeFormValues) => ({
  ...values,
  surgeon: Number(values.surgeon),
  assistant: Number(values.assistant),
});

/** 'Please fill out the {field} field.' for each empty field. */
export const missingOperativeFields = (values: OperativeFormValues) => blankFieldErrors(OPERATIVE_EDIT_FIELDS, values);
