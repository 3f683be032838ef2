/** 'Please fill out the {field} field.' for each field that is blank (as `read` sees its value). */
export function blankFieldErrors<F extends string>(
  fields: readonly F[],
  values: Record<F, string>,
  read: (field: F, value: string) => string = (_field, value) => value,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields)
    if (!read(field, values[field]).trim()) errors[field] = `Please fill out the ${field.replace(/_/g, ' ')} field.`;
  return errors;
}
