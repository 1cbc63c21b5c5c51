/** One catalogue key per refused field, and `form` for the refusal of the whole form. */
export type FormErrors<Field extends string = string> = Partial<Record<Field | 'form', string>>;
